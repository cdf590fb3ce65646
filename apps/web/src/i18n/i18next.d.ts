import type en from "./locales/en.json";

// Typed translation keys: a misspelt key fails the type check. Module augmentation needs an interface.
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
