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

// "uk-UA" -> "uk"; "ua" is a common mistake for Ukrainian.
function toLocale(tag: string): Locale | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? "";
  if (primary === "ua") return "uk";
  return isLocale(primary) ? primary : null;
}

// SPEC §1: preferred_locale if stored, else the first supported browser language, else English.
export function chooseInitialLocale(preferred: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(preferred)) return preferred;
  for (const tag of browserLanguages) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return fallbackLocale;
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
