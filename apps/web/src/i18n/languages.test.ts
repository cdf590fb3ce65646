import { describe, expect, it } from "vitest";
import { chooseInitialLocale, directionOf } from "./languages";

describe("SPEC §1 initial language", () => {
  it("takes the remembered preferred_locale first", () => {
    expect(chooseInitialLocale("lv", ["ru-RU", "en"])).toBe("lv");
  });
  it("ignores a stored value that is not a UI language", () => {
    expect(chooseInitialLocale("de", ["cs-CZ"])).toBe("cs");
    expect(chooseInitialLocale("", [])).toBe("en");
  });
  it("else takes the first supported browser language, by primary subtag", () => {
    expect(chooseInitialLocale(null, ["de-DE", "uk-UA", "ru"])).toBe("uk");
    expect(chooseInitialLocale(null, ["tr"])).toBe("tr");
    expect(chooseInitialLocale(null, ["ar-EG"])).toBe("ar");
    expect(chooseInitialLocale(null, ["ua"])).toBe("uk");
  });
  it("falls back to English", () => {
    expect(chooseInitialLocale(null, ["de", "fr-FR"])).toBe("en");
    expect(chooseInitialLocale(null, [])).toBe("en");
  });
  it("writes Arabic right to left, the rest left to right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
    expect(directionOf("lv")).toBe("ltr");
  });
});
