import { describe, expect, it } from "vitest";
import { locales } from "@tablewise/domain/contract/common";

// The console's strings: every language has every key of English with the same
// {{placeholders}}, and each plural form its language uses (Intl plural rules, as i18next uses them:
// Arabic six, Russian, Ukrainian and Czech four, Latvian three).
// And so does each setup namespace (locales/<namespace>/<language>.json).
const files = import.meta.glob<Record<string, unknown>>(["./locales/*.json", "./locales/*/*.json"], {
  eager: true,
  import: "default",
});
const namespaces = {
  console: "",
  "setup-menu": "setup-menu/",
  "setup-venue": "setup-venue/",
  staff: "staff/",
  history: "history/",
  reservations: "reservations/",
  day: "day/",
  kitchen: "kitchen/",
  floor: "floor/",
  webhooks: "webhooks/",
};
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const cases = Object.entries(namespaces).flatMap(([namespace, dir]) =>
  locales.map((locale) => [namespace, dir, locale] as const),
);

describe.each(cases)("console strings, %s, %s", (namespace, dir, locale) => {
  const en = flatten(files[`./locales/${dir}en.json`]);
  const bases = new Set(
    Object.keys(en)
      .filter((k) => pluralSuffix.test(k))
      .map((k) => k.replace(pluralSuffix, "")),
  );
  const plain = Object.keys(en).filter((k) => !pluralSuffix.test(k));
  const messages = flatten(files[`./locales/${dir}${locale}.json`]);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it("has every plain key of English, non-empty, with the same placeholders", () => {
    for (const key of plain) {
      expect(messages[key], `${locale}: ${key}`).toBeTruthy();
      expect(placeholders(messages[key] ?? ""), `${locale}: ${key}`).toEqual(placeholders(en[key] ?? ""));
    }
  });

  it("has each plural form its language uses", () => {
    if (namespace === "console") expect(bases.size).toBeGreaterThan(0);
    for (const base of bases)
      for (const category of categories)
        expect(messages[`${base}_${category}`], `${locale}: ${base}_${category}`).toBeTruthy();
  });

  it("has no keys English lacks", () => {
    for (const key of Object.keys(messages)) {
      const known = pluralSuffix.test(key) ? bases.has(key.replace(pluralSuffix, "")) : key in en;
      expect(known, `${locale}: ${key}`).toBe(true);
    }
  });
});
