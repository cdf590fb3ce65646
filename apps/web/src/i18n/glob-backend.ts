import type { BackendModule, ReadCallback } from "i18next";
import type { Locale } from "@tablewise/domain/contract/common";
import { directionOf } from "./languages";

type Loaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// An i18next backend over Vite's import.meta.glob loaders, shared by the guest app and the console:
// `shipped` answers what is bundled with the page (English), `fileOf` names the lazy file of the rest; a
// language with no file reads as empty (i18next then falls back to English).
export function globBackend(
  loaders: Loaders,
  fileOf: (language: string, namespace: string) => string,
  shipped: (language: string, namespace: string) => Record<string, unknown> | null,
): BackendModule {
  return {
    type: "backend",
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const bundled = shipped(language, namespace);
      if (bundled) return callback(null, bundled);
      const load = loaders[fileOf(language, namespace)];
      if (!load) return callback(null, {});
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}

// The page follows the language: its lang and, for Arabic, right to left.
export function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
