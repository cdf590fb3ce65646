import type { Locale } from "@tablewise/domain/contract/common";

// What the receipt message and its PDF say, in the seven languages of the app (SPEC §1). Kept on the
// server: the message is written when it is sent, in the language the guest read the receipt in.
export type ReceiptMailTexts = {
  receipt: string;
  intro: string;
  date: string;
  order: string;
  table: string;
  items: string;
  discount: string;
  deliveryFee: string;
  tip: string;
  total: string;
  payments: string;
  refunded: string;
  fiscal: string;
  fiscalLink: string;
  methods: Record<"cash" | "card" | "online" | "bonus", string>;
  attachment: string;
};

const texts: Record<Locale, ReceiptMailTexts> = {
  en: {
    receipt: "Receipt",
    intro: "Thank you for your order. Your receipt is below and attached as a PDF.",
    date: "Date",
    order: "Order",
    table: "Table",
    items: "Items",
    discount: "Discount",
    deliveryFee: "Delivery",
    tip: "Tip",
    total: "Total",
    payments: "Payments",
    refunded: "refunded",
    fiscal: "Fiscal receipt",
    fiscalLink: "View the fiscal receipt",
    methods: { cash: "Cash", card: "Card", online: "Online", bonus: "Bonus" },
    attachment: "receipt",
  },
  ru: {
    receipt: "Чек",
    intro: "Спасибо за заказ. Ваш чек ниже и во вложении в формате PDF.",
    date: "Дата",
    order: "Заказ",
    table: "Стол",
    items: "Позиции",
    discount: "Скидка",
    deliveryFee: "Доставка",
    tip: "Чаевые",
    total: "Итого",
    payments: "Оплаты",
    refunded: "возвращено",
    fiscal: "Фискальный чек",
    fiscalLink: "Открыть фискальный чек",
    methods: { cash: "Наличные", card: "Карта", online: "Онлайн", bonus: "Бонусы" },
    attachment: "chek",
  },
  uk: {
    receipt: "Чек",
    intro: "Дякуємо за замовлення. Ваш чек нижче та у вкладенні у форматі PDF.",
    date: "Дата",
    order: "Замовлення",
    table: "Стіл",
    items: "Позиції",
    discount: "Знижка",
    deliveryFee: "Доставка",
    tip: "Чайові",
    total: "Разом",
    payments: "Оплати",
    refunded: "повернено",
    fiscal: "Фіскальний чек",
    fiscalLink: "Відкрити фіскальний чек",
    methods: { cash: "Готівка", card: "Картка", online: "Онлайн", bonus: "Бонуси" },
    attachment: "chek",
  },
  cs: {
    receipt: "Účtenka",
    intro: "Děkujeme za objednávku. Účtenku najdete níže a v příloze jako PDF.",
    date: "Datum",
    order: "Objednávka",
    table: "Stůl",
    items: "Položky",
    discount: "Sleva",
    deliveryFee: "Doručení",
    tip: "Spropitné",
    total: "Celkem",
    payments: "Platby",
    refunded: "vráceno",
    fiscal: "Fiskální účtenka",
    fiscalLink: "Zobrazit fiskální účtenku",
    methods: { cash: "Hotově", card: "Kartou", online: "Online", bonus: "Bonus" },
    attachment: "uctenka",
  },
  ar: {
    receipt: "الإيصال",
    intro: "شكرًا لطلبك. تجد إيصالك أدناه ومرفقًا بصيغة PDF.",
    date: "التاريخ",
    order: "الطلب",
    table: "الطاولة",
    items: "الأصناف",
    discount: "الخصم",
    deliveryFee: "التوصيل",
    tip: "البقشيش",
    total: "الإجمالي",
    payments: "المدفوعات",
    refunded: "مسترد",
    fiscal: "الإيصال الضريبي",
    fiscalLink: "عرض الإيصال الضريبي",
    methods: { cash: "نقدًا", card: "بطاقة", online: "عبر الإنترنت", bonus: "نقاط المكافأة" },
    attachment: "receipt",
  },
  tr: {
    receipt: "Fiş",
    intro: "Siparişiniz için teşekkür ederiz. Fişiniz aşağıda ve ekte PDF olarak yer alıyor.",
    date: "Tarih",
    order: "Sipariş",
    table: "Masa",
    items: "Ürünler",
    discount: "İndirim",
    deliveryFee: "Teslimat",
    tip: "Bahşiş",
    total: "Toplam",
    payments: "Ödemeler",
    refunded: "iade edildi",
    fiscal: "Mali fiş",
    fiscalLink: "Mali fişi görüntüle",
    methods: { cash: "Nakit", card: "Kart", online: "Çevrim içi", bonus: "Bonus" },
    attachment: "fis",
  },
  lv: {
    receipt: "Čeks",
    intro: "Paldies par pasūtījumu. Jūsu čeks ir zemāk un pielikumā PDF formātā.",
    date: "Datums",
    order: "Pasūtījums",
    table: "Galdiņš",
    items: "Pozīcijas",
    discount: "Atlaide",
    deliveryFee: "Piegāde",
    tip: "Dzeramnauda",
    total: "Kopā",
    payments: "Maksājumi",
    refunded: "atmaksāts",
    fiscal: "Fiskālais čeks",
    fiscalLink: "Skatīt fiskālo čeku",
    methods: { cash: "Skaidrā naudā", card: "Karte", online: "Tiešsaistē", bonus: "Bonuss" },
    attachment: "ceks",
  },
};

export const receiptMailTexts = (locale: Locale): ReceiptMailTexts => texts[locale];
