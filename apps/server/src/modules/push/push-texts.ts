import type { AlertKind } from "@tablewise/domain/contract/floor";
import type { Locale } from "@tablewise/domain/contract/common";
import { isoCurrencyOf } from "../../payments/index";

// The notification's words, written on the server in the device's console language (the phone shows
// them with the page closed, so the web app's catalogue is not there to help). Only the table, the order
// number and an amount: never a guest's name, phone, address or comment.
type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Texts = {
  kinds: Record<AlertKind, string>;
  table: string; // {table}
  order: string; // {serial}
  amount: string; // {amount}
  // Escalated: nobody took it for {n} minutes.
  waited: Plural;
};

const catalogue: Record<Locale, Texts> = {
  en: {
    kinds: {
      order_waiting: "New order to accept",
      addition_waiting: "Addition to accept",
      waiter_call: "Waiter call",
      payment_to_confirm: "Payment to confirm",
      ready_to_serve: "Ready to serve",
      payment_failed: "Payment failed",
      part_paid: "Bill left part paid",
      walkout_risk: "Unpaid table, no activity",
      low_rating: "Low guest rating",
    },
    table: "Table {table}",
    order: "Order #{serial}",
    amount: "{amount}",
    waited: { one: "Nobody took it for {n} minute", other: "Nobody took it for {n} minutes" },
  },
  ru: {
    kinds: {
      order_waiting: "Новый заказ ждёт принятия",
      addition_waiting: "Дозаказ ждёт принятия",
      waiter_call: "Вызов официанта",
      payment_to_confirm: "Подтвердите оплату",
      ready_to_serve: "Готово к подаче",
      payment_failed: "Оплата не прошла",
      part_paid: "Счёт оплачен частично",
      walkout_risk: "Стол не оплачен, гости неактивны",
      low_rating: "Низкая оценка гостя",
    },
    table: "Стол {table}",
    order: "Заказ №{serial}",
    amount: "{amount}",
    waited: {
      one: "Никто не взял за {n} минуту",
      few: "Никто не взял за {n} минуты",
      many: "Никто не взял за {n} минут",
      other: "Никто не взял за {n} минуты",
    },
  },
  uk: {
    kinds: {
      order_waiting: "Нове замовлення чекає на прийняття",
      addition_waiting: "Дозамовлення чекає на прийняття",
      waiter_call: "Виклик офіціанта",
      payment_to_confirm: "Підтвердьте оплату",
      ready_to_serve: "Готово до подачі",
      payment_failed: "Оплата не пройшла",
      part_paid: "Рахунок оплачено частково",
      walkout_risk: "Стіл не оплачено, гості неактивні",
      low_rating: "Низька оцінка гостя",
    },
    table: "Стіл {table}",
    order: "Замовлення №{serial}",
    amount: "{amount}",
    waited: {
      one: "Ніхто не взяв за {n} хвилину",
      few: "Ніхто не взяв за {n} хвилини",
      many: "Ніхто не взяв за {n} хвилин",
      other: "Ніхто не взяв за {n} хвилини",
    },
  },
  cs: {
    kinds: {
      order_waiting: "Nová objednávka k přijetí",
      addition_waiting: "Doobjednávka k přijetí",
      waiter_call: "Volání obsluhy",
      payment_to_confirm: "Platba k potvrzení",
      ready_to_serve: "Připraveno k servírování",
      payment_failed: "Platba selhala",
      part_paid: "Účet zaplacen jen zčásti",
      walkout_risk: "Nezaplacený stůl bez aktivity",
      low_rating: "Nízké hodnocení hosta",
    },
    table: "Stůl {table}",
    order: "Objednávka č. {serial}",
    amount: "{amount}",
    waited: {
      one: "Nikdo to nevzal {n} minutu",
      few: "Nikdo to nevzal {n} minuty",
      many: "Nikdo to nevzal {n} minuty",
      other: "Nikdo to nevzal {n} minut",
    },
  },
  ar: {
    kinds: {
      order_waiting: "طلب جديد بانتظار القبول",
      addition_waiting: "إضافة بانتظار القبول",
      waiter_call: "نداء النادل",
      payment_to_confirm: "دفعة بانتظار التأكيد",
      ready_to_serve: "جاهز للتقديم",
      payment_failed: "فشل الدفع",
      part_paid: "فاتورة مدفوعة جزئيًا",
      walkout_risk: "طاولة غير مدفوعة بلا نشاط",
      low_rating: "تقييم منخفض من ضيف",
    },
    table: "الطاولة {table}",
    order: "الطلب رقم {serial}",
    amount: "{amount}",
    waited: {
      zero: "لم يتولّه أحد منذ {n} دقيقة",
      one: "لم يتولّه أحد منذ دقيقة واحدة",
      two: "لم يتولّه أحد منذ دقيقتين",
      few: "لم يتولّه أحد منذ {n} دقائق",
      many: "لم يتولّه أحد منذ {n} دقيقة",
      other: "لم يتولّه أحد منذ {n} دقيقة",
    },
  },
  tr: {
    kinds: {
      order_waiting: "Onay bekleyen yeni sipariş",
      addition_waiting: "Onay bekleyen ek sipariş",
      waiter_call: "Garson çağrısı",
      payment_to_confirm: "Onaylanacak ödeme",
      ready_to_serve: "Servise hazır",
      payment_failed: "Ödeme başarısız",
      part_paid: "Hesap kısmen ödendi",
      walkout_risk: "Ödenmemiş masa, hareket yok",
      low_rating: "Düşük misafir puanı",
    },
    table: "Masa {table}",
    order: "Sipariş #{serial}",
    amount: "{amount}",
    waited: { one: "{n} dakikadır kimse almadı", other: "{n} dakikadır kimse almadı" },
  },
  lv: {
    kinds: {
      order_waiting: "Jauns pasūtījums jāpieņem",
      addition_waiting: "Papildinājums jāpieņem",
      waiter_call: "Viesmīļa izsaukums",
      payment_to_confirm: "Maksājums jāapstiprina",
      ready_to_serve: "Gatavs pasniegšanai",
      payment_failed: "Maksājums neizdevās",
      part_paid: "Rēķins apmaksāts daļēji",
      walkout_risk: "Neapmaksāts galds bez aktivitātes",
      low_rating: "Zems viesa vērtējums",
    },
    table: "Galds {table}",
    order: "Pasūtījums Nr. {serial}",
    amount: "{amount}",
    waited: {
      zero: "Neviens nepaņēma {n} minūtes",
      one: "Neviens nepaņēma {n} minūti",
      other: "Neviens nepaņēma {n} minūtes",
    },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

// Minor units (hundredths of the currency unit for every currency, docs/decisions/016) to text in the
// device's language: an ISO currency through Intl; a symbol no code is known for after the number.
export function formatMinor(amount: number, venueCurrency: string, locale: Locale): string {
  const iso = isoCurrencyOf(venueCurrency);
  // The symbol the guest and the console show ("₴125.50", not "UAH 125.50"), where the language has one.
  if (iso)
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: iso,
      currencyDisplay: "narrowSymbol",
    }).format(amount / 100);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number.format(amount / 100)} ${venueCurrency}`;
}

export function renderPushTexts(input: {
  locale: Locale;
  kind: AlertKind;
  tableLabel: string | null;
  serial: number | null;
  amount: number | null;
  currency: string;
  escalatedAfterMin: number | null;
}): { title: string; body: string } {
  const t = catalogue[input.locale];
  const title = input.tableLabel
    ? `${fill(t.table, { table: input.tableLabel })} · ${t.kinds[input.kind]}`
    : t.kinds[input.kind];
  const parts: string[] = [];
  if (input.serial !== null) parts.push(fill(t.order, { serial: String(input.serial) }));
  if (input.amount !== null)
    parts.push(fill(t.amount, { amount: formatMinor(input.amount, input.currency, input.locale) }));
  if (input.escalatedAfterMin !== null) {
    const n = input.escalatedAfterMin;
    const rule = new Intl.PluralRules(input.locale).select(n);
    parts.push(fill(t.waited[rule] ?? t.waited.other, { n: new Intl.NumberFormat(input.locale).format(n) }));
  }
  return { title, body: parts.join(" · ") };
}
