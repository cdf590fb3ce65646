import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "@tablewise/domain/contract/common";
import { readString, writeString } from "../lib/storage";
import en from "./locales/en.json";
import { chooseInitialLocale, fallbackLocale, isLocale, uiLocales } from "./languages";
import { applyToDocument, globBackend } from "./glob-backend";
import { preferredLocaleKey } from "./locale-choice";

export { preferredLocaleKey };

// English "translation" ships with the page; the other six load on demand so the home page stays small.
// The long legal texts (privacy, terms, cookies) are the "legal" namespace, loaded when one is opened.
// Feature namespaces (menu, cart, scan...) live in locales/{namespace}/{lng}.json and load, in every
// language including English, with the screens that use them (see loadNamespaces).
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  "./locales/*.json",
  "!./locales/en.json",
  "./locales/*/*.json",
]);

export const featureNamespaces = [
  "menu",
  "product",
  "cart",
  "scan",
  "order",
  "reserve",
  "phone",
  "preorder",
  "legal",
  "dietary",
  "offline",
] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

const localeFile = (language: string, namespace: string) =>
  namespace === "translation" ? `./locales/${language}.json` : `./locales/${namespace}/${language}.json`;

// English "translation" is handed over here rather than as init's `resources`: without resources i18next
// loads in a task of its own after init, splitting a 25 ms start-up task in two.
const lazyBackend = globBackend(lazyLocales, localeFile, (language, namespace) =>
  language === fallbackLocale && namespace === "translation" ? en : null,
);

// Settles when initI18n has finished; feature namespaces wait for it (routes may start loading first).
let initialised: Promise<unknown> = Promise.resolve();
// The language i18next starts with, known before it has started.
let startingLocale: Locale | null = null;

export function initI18n(): Promise<typeof i18next> {
  const run = startI18n();
  initialised = run.catch(() => undefined);
  return run;
}

async function startI18n(): Promise<typeof i18next> {
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  const initial = chooseInitialLocale(readString(preferredLocaleKey), browser);
  startingLocale = initial;
  i18next.on("languageChanged", (language) => {
    if (isLocale(language)) applyToDocument(language);
  });
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: fallbackLocale,
      supportedLngs: uiLocales,
      load: "languageOnly",
      ns: ["translation"],
      defaultNS: "translation",
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    });
  applyToDocument(initial);
  return i18next;
}

// The guest's explicit choice, remembered across visits (SPEC §1).
export async function changeLocale(locale: Locale): Promise<void> {
  writeString(preferredLocaleKey, locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : fallbackLocale;
}

// Route modules await this with their chunk, so a screen never renders its keys untranslated.
export async function loadNamespaces(namespaces: readonly FeatureNamespace[]): Promise<void> {
  // While i18next is still starting, the files of the language it starts with (and of the fallback it
  // also loads) download already, beside the screen's code; the backend's import() then finds them
  // loaded. Waiting for the start first put a round trip of its own before the menu's first screen.
  if (!i18next.isInitialized && startingLocale) {
    for (const language of new Set([startingLocale, fallbackLocale])) {
      for (const namespace of namespaces)
        void lazyLocales[localeFile(language, namespace)]?.().catch(() => undefined);
    }
  }
  await initialised;
  await i18next.loadNamespaces([...namespaces]);
}
