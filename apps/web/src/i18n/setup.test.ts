import { beforeAll, describe, expect, it } from "vitest";
import i18next from "i18next";
import { changeLocale, currentLocale, initI18n, preferredLocaleKey } from "./setup";

describe("i18n setup (SPEC §1 languages)", () => {
  beforeAll(async () => {
    localStorage.setItem(preferredLocaleKey, "ar");
    await initI18n();
  });

  it("starts in the remembered language and mirrors the document for Arabic", () => {
    expect(currentLocale()).toBe("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(i18next.t("nav.home")).toBe("الرئيسية");
  });

  it("uses Arabic plural forms", () => {
    expect(i18next.t("duration.hour", { count: 2 })).toBe("ساعتين");
    expect(i18next.t("duration.hour", { count: 5 })).toBe("5 ساعات");
    expect(i18next.t("duration.hour", { count: 11 })).toBe("11 ساعة");
  });

  it("switching language loads it, remembers it and updates <html lang dir>", async () => {
    await changeLocale("ru");
    expect(localStorage.getItem(preferredLocaleKey)).toBe("ru");
    expect(document.documentElement.lang).toBe("ru");
    expect(document.documentElement.dir).toBe("ltr");
    expect(i18next.t("duration.hour", { count: 1 })).toBe("1 час");
    expect(i18next.t("duration.hour", { count: 3 })).toBe("3 часа");
    expect(i18next.t("duration.hour", { count: 5 })).toBe("5 часов");
    expect(i18next.t("duration.minute", { count: 21 })).toBe("21 минуту");
  });

  it("Czech and Latvian plurals follow their own rules", async () => {
    await changeLocale("cs");
    expect(i18next.t("duration.day", { count: 2 })).toBe("2 dny");
    expect(i18next.t("duration.day", { count: 5 })).toBe("5 dní");
    await changeLocale("lv");
    expect(i18next.t("duration.hour", { count: 21 })).toBe("21 stundas");
    expect(i18next.t("duration.hour", { count: 3 })).toBe("3 stundām");
  });

  it("falls back to English for nothing missing: English is the fallback language", async () => {
    await changeLocale("en");
    expect(i18next.options.fallbackLng).toEqual(["en"]);
    expect(i18next.t("error.not_found")).toBe("Page does not exist");
  });
});
