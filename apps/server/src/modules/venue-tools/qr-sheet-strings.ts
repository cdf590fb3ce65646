import type { Locale } from "@tablewise/domain/contract/common";

// The QR sheet's few words in the seven console languages. They are printed by the
// server, so they live beside the PDF rather than in the web app's locale files.
export type QrSheetStrings = { table: string; scan: string; rtl: boolean };

export const qrSheetStrings: Record<Locale, QrSheetStrings> = {
  en: { table: "Table", scan: "Scan to order, or type the code", rtl: false },
  ru: { table: "Стол", scan: "Отсканируйте, чтобы заказать, или введите код", rtl: false },
  uk: { table: "Стіл", scan: "Скануйте, щоб замовити, або введіть код", rtl: false },
  cs: { table: "Stůl", scan: "Naskenujte a objednejte, nebo zadejte kód", rtl: false },
  ar: { table: "الطاولة", scan: "امسح الرمز للطلب، أو اكتب الرقم", rtl: true },
  tr: { table: "Masa", scan: "Sipariş için okutun veya kodu yazın", rtl: false },
  lv: { table: "Galdiņš", scan: "Skenējiet, lai pasūtītu, vai ievadiet kodu", rtl: false },
};
