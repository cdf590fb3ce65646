import type { Locale } from "@tablewise/domain/contract/common";

// What the reservation's PDF receipt says (SPEC §7 GET /reservations/{id}/pdf-receipt), in the seven
// languages of the app (SPEC §1): the guest's app asks for it in the language they read.
export type ReservationPdfTexts = {
  receipt: string;
  guest: string;
  phone: string;
  email: string;
  service: string;
  when: string;
  persons: string;
  price: string;
  deposit: string;
  depositPayment: string;
  status: string;
  reason: string;
  comment: string;
  reservation: string;
  none: string;
  statuses: Record<"confirmed" | "pending" | "declined" | "cancelled", string>;
  depositStates: Record<"paid" | "refunded" | "notPaid", string>;
};

const texts: Record<Locale, ReservationPdfTexts> = {
  en: {
    receipt: "Reservation receipt",
    guest: "Guest",
    phone: "Phone",
    email: "Email",
    service: "Service",
    when: "Date and time",
    persons: "Persons",
    price: "Price",
    deposit: "Deposit",
    depositPayment: "Deposit payment",
    status: "Status",
    reason: "Reason",
    comment: "Comment",
    reservation: "Reservation",
    none: "none",
    statuses: {
      confirmed: "confirmed",
      pending: "awaiting the deposit",
      declined: "declined by the venue",
      cancelled: "cancelled",
    },
    depositStates: { paid: "paid", refunded: "refunded", notPaid: "not paid" },
  },
  ru: {
    receipt: "Квитанция о бронировании",
    guest: "Гость",
    phone: "Телефон",
    email: "Эл. почта",
    service: "Услуга",
    when: "Дата и время",
    persons: "Количество гостей",
    price: "Цена",
    deposit: "Депозит",
    depositPayment: "Оплата депозита",
    status: "Статус",
    reason: "Причина",
    comment: "Комментарий",
    reservation: "Бронирование",
    none: "нет",
    statuses: {
      confirmed: "подтверждено",
      pending: "ожидает оплаты депозита",
      declined: "отклонено заведением",
      cancelled: "отменено",
    },
    depositStates: { paid: "оплачен", refunded: "возвращён", notPaid: "не оплачен" },
  },
  uk: {
    receipt: "Квитанція про бронювання",
    guest: "Гість",
    phone: "Телефон",
    email: "Ел. пошта",
    service: "Послуга",
    when: "Дата і час",
    persons: "Кількість гостей",
    price: "Ціна",
    deposit: "Депозит",
    depositPayment: "Оплата депозиту",
    status: "Статус",
    reason: "Причина",
    comment: "Коментар",
    reservation: "Бронювання",
    none: "немає",
    statuses: {
      confirmed: "підтверджено",
      pending: "очікує оплати депозиту",
      declined: "відхилено закладом",
      cancelled: "скасовано",
    },
    depositStates: { paid: "сплачено", refunded: "повернено", notPaid: "не сплачено" },
  },
  cs: {
    receipt: "Potvrzení rezervace",
    guest: "Host",
    phone: "Telefon",
    email: "E-mail",
    service: "Služba",
    when: "Datum a čas",
    persons: "Počet osob",
    price: "Cena",
    deposit: "Záloha",
    depositPayment: "Platba zálohy",
    status: "Stav",
    reason: "Důvod",
    comment: "Poznámka",
    reservation: "Rezervace",
    none: "žádná",
    statuses: {
      confirmed: "potvrzeno",
      pending: "čeká na zálohu",
      declined: "zamítnuto podnikem",
      cancelled: "zrušeno",
    },
    depositStates: { paid: "zaplacena", refunded: "vrácena", notPaid: "nezaplacena" },
  },
  ar: {
    receipt: "إيصال الحجز",
    guest: "الضيف",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    service: "الخدمة",
    when: "التاريخ والوقت",
    persons: "عدد الأشخاص",
    price: "السعر",
    deposit: "العربون",
    depositPayment: "دفع العربون",
    status: "الحالة",
    reason: "السبب",
    comment: "ملاحظة",
    reservation: "الحجز",
    none: "لا يوجد",
    statuses: {
      confirmed: "مؤكد",
      pending: "بانتظار دفع العربون",
      declined: "رفضه المكان",
      cancelled: "ملغى",
    },
    depositStates: { paid: "مدفوع", refunded: "مسترد", notPaid: "غير مدفوع" },
  },
  tr: {
    receipt: "Rezervasyon makbuzu",
    guest: "Misafir",
    phone: "Telefon",
    email: "E-posta",
    service: "Hizmet",
    when: "Tarih ve saat",
    persons: "Kişi sayısı",
    price: "Fiyat",
    deposit: "Depozito",
    depositPayment: "Depozito ödemesi",
    status: "Durum",
    reason: "Neden",
    comment: "Not",
    reservation: "Rezervasyon",
    none: "yok",
    statuses: {
      confirmed: "onaylandı",
      pending: "depozito bekleniyor",
      declined: "mekân tarafından reddedildi",
      cancelled: "iptal edildi",
    },
    depositStates: { paid: "ödendi", refunded: "iade edildi", notPaid: "ödenmedi" },
  },
  lv: {
    receipt: "Rezervācijas kvīts",
    guest: "Viesis",
    phone: "Tālrunis",
    email: "E-pasts",
    service: "Pakalpojums",
    when: "Datums un laiks",
    persons: "Personu skaits",
    price: "Cena",
    deposit: "Depozīts",
    depositPayment: "Depozīta maksājums",
    status: "Statuss",
    reason: "Iemesls",
    comment: "Komentārs",
    reservation: "Rezervācija",
    none: "nav",
    statuses: {
      confirmed: "apstiprināta",
      pending: "gaida depozītu",
      declined: "iestāde noraidīja",
      cancelled: "atcelta",
    },
    depositStates: { paid: "samaksāts", refunded: "atmaksāts", notPaid: "nav samaksāts" },
  },
};

export const reservationPdfTexts = (locale: Locale): ReservationPdfTexts => texts[locale];
