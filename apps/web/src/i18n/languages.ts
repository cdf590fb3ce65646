import { localeSchema, locales, type Locale } from "@tablewise/domain/contract/common";

// SPEC §1: seven UI languages, English the fallback. Names are written in their own language so a
// guest finds theirs whatever the current UI language is.
export const fallbackLocale: Locale = "en";
export const languageNames: Record<Locale, string> = {
  en: "English",
  ru: "Русский",
  uk: "Українська",
  cs: "Čeština",
  ar: "العربية",
  tr: "Türkçe",
  lv: "Latviešu",
};
export const uiLocales: readonly Locale[] = locales;

export function isLocale(value: unknown): value is Locale {
  return localeSchema.safeParse(value).success;
}

export { chooseInitialLocale, directionOf } from "./locale-choice";
