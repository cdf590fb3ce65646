import { describe, expect, it } from "vitest";
import { locales } from "@tablewise/domain/contract/common";
import { featureNamespaces } from "./setup";

// Every locale file is complete: the same keys as English, every plural form its language needs
// (Intl plural rules, as i18next uses them), and the same {{placeholders}}.
const files = import.meta.glob<Record<string, unknown>>(["./locales/*.json", "./locales/*/*.json"], {
  eager: true,
  import: "default",
});
// "translation" is locales/{lng}.json; a feature namespace is locales/{ns}/{lng}.json.
const namespaces = ["translation", ...featureNamespaces] as const;
const fileOf = (ns: string, locale: string) =>
  ns === "translation" ? `./locales/${locale}.json` : `./locales/${ns}/${locale}.json`;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

for (const ns of namespaces) {
  const en = flatten(files[fileOf(ns, "en")]);
  const enBases = new Set(
    Object.keys(en)
      .filter((k) => pluralSuffix.test(k))
      .map((k) => k.replace(pluralSuffix, "")),
  );
  const enPlain = Object.keys(en).filter((k) => !pluralSuffix.test(k));

  describe.each(locales)(`${ns} namespace, locale %s`, (locale) => {
    const messages = flatten(files[fileOf(ns, locale)]);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it("has every plain key of English, non-empty, with the same placeholders", () => {
      for (const key of enPlain) {
        expect(messages[key], `${locale}: ${key}`).toBeTruthy();
        expect(placeholders(messages[key] ?? ""), `${locale}: ${key}`).toEqual(placeholders(en[key] ?? ""));
      }
    });

    it("has each plural form its language uses", () => {
      for (const base of enBases) {
        for (const category of categories)
          expect(messages[`${base}_${category}`], `${locale}: ${base}_${category}`).toBeTruthy();
      }
    });

    it("has no keys English lacks", () => {
      for (const key of Object.keys(messages)) {
        const known = pluralSuffix.test(key) ? enBases.has(key.replace(pluralSuffix, "")) : key in en;
        expect(known, `${locale}: ${key}`).toBe(true);
      }
    });
  });
}
