import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "@tablewise/domain/contract/common";
import { chooseInitialLocale, fallbackLocale, isLocale, uiLocales } from "../../i18n/languages";
import { applyToDocument, globBackend } from "../../i18n/glob-backend";
import { readString, writeString } from "../../lib/storage";
import en from "./locales/en.json";

// The console's strings are one namespace, "console", apart from the guest app's: the
// guest's bundles never carry them. English ships with the console; the other six load on a switch.
// The setup screens (managers only) have their own namespaces, "setup-menu" and "setup-venue",
// in locales/<namespace>/<language>.json, loaded when a setup screen first asks for them; so does the
// Staff screen's "staff".
// The product editor names allergens and diets with the guest app's own words ("dietary"), so the
// manager ticks exactly what guests will read.
const lazy = import.meta.glob<{ default: Record<string, unknown> }>([
  "./locales/*.json",
  "./locales/*/*.json",
  "!./locales/en.json",
  "../../i18n/locales/dietary/*.json",
]);
export const consoleLocaleKey = "console_locale";

const backend = globBackend(
  lazy,
  (language, namespace) =>
    namespace === "console"
      ? `./locales/${language}.json`
      : namespace === "dietary"
        ? `../../i18n/locales/dietary/${language}.json`
        : `./locales/${namespace}/${language}.json`,
  (language, namespace) => (language === fallbackLocale && namespace === "console" ? en : null),
);

export async function initConsoleI18n(): Promise<void> {
  const initial = chooseInitialLocale(
    readString(consoleLocaleKey),
    navigator.languages ?? [navigator.language],
  );
  i18next.on("languageChanged", (language) => {
    if (isLocale(language)) applyToDocument(language);
  });
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: fallbackLocale,
      supportedLngs: uiLocales,
      load: "languageOnly",
      ns: ["console"],
      defaultNS: "console",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyToDocument(initial);
}

export async function changeConsoleLocale(locale: Locale): Promise<void> {
  writeString(consoleLocaleKey, locale);
  await i18next.changeLanguage(locale);
}

export function consoleLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : fallbackLocale;
}
