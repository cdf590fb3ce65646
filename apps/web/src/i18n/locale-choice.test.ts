import { afterEach, describe, expect, it } from "vitest";
import { locales } from "@tablewise/domain/contract/common";
import { presetDocumentLocale, startLocales } from "./locale-choice";

describe("the page's language before the app's code loads (SPEC §1)", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
    document.documentElement.dir = "ltr";
  });

  it("knows the contract's seven UI languages", () => {
    expect([...startLocales].sort()).toEqual([...locales].sort());
  });

  it("turns the page right to left for a guest who chose Arabic, or whose browser prefers it", () => {
    presetDocumentLocale("ar", ["en-US"]);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    presetDocumentLocale(null, ["ar-EG", "en"]);
    expect(document.documentElement.dir).toBe("rtl");
    presetDocumentLocale(null, ["de-DE", "ua"]);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["uk", "ltr"]);
  });
});
