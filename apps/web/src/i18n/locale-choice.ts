// SPEC §1: which UI language a page starts in, and its direction. Free of zod and of the contract, so the
// entry (main.tsx) can set the page's direction before the app's code has loaded: index.html's static
// loader then grows its bar from the right in Arabic, as the page loader after it does. languages.ts
// builds the rest on it; a test holds this list to the contract's `locales`.
export const startLocales = ["en", "ru", "uk", "cs", "ar", "tr", "lv"] as const;
export type StartLocale = (typeof startLocales)[number];
export const preferredLocaleKey = "preferred_locale";

export function isStartLocale(value: unknown): value is StartLocale {
  return typeof value === "string" && (startLocales as readonly string[]).includes(value);
}

// "uk-UA" -> "uk"; "ua" is a common mistake for Ukrainian.
function toLocale(tag: string): StartLocale | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? "";
  if (primary === "ua") return "uk";
  return isStartLocale(primary) ? primary : null;
}

// SPEC §1: preferred_locale if stored, else the first supported browser language, else English.
export function chooseInitialLocale(
  preferred: string | null,
  browserLanguages: readonly string[],
): StartLocale {
  if (isStartLocale(preferred)) return preferred;
  for (const tag of browserLanguages) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return "en";
}

export function directionOf(locale: StartLocale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

// The page's language and direction as the start will choose them, set before the app's code loads.
export function presetDocumentLocale(preferred: string | null, browserLanguages: readonly string[]): void {
  const locale = chooseInitialLocale(preferred, browserLanguages);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
