import { describe, expect, it } from "vitest";
import { lobbyLanguageChoices } from "./lobby-languages";

const menus = [
  { original_locale: "en", locales: ["uk", "ru"] },
  { original_locale: "en", locales: [] },
];

describe("lobbyLanguageChoices (SPEC §2)", () => {
  it("offers English plus browser languages the menus are written or translated in", () => {
    expect(lobbyLanguageChoices(menus, ["uk-UA", "de-DE", "ru"])).toEqual(["en", "uk", "ru"]);
  });
  it("leaves out browser languages no menu has, and languages the app does not support", () => {
    expect(lobbyLanguageChoices(menus, ["cs-CZ", "de"])).toEqual(["en"]);
    expect(lobbyLanguageChoices([{ original_locale: "de", locales: [] }], ["de"])).toEqual(["en"]);
  });
  it("adds the venue's locale override once", () => {
    expect(lobbyLanguageChoices(menus, ["uk"], "tr")).toEqual(["en", "uk", "tr"]);
    expect(lobbyLanguageChoices(menus, ["uk"], "uk")).toEqual(["en", "uk"]);
  });
});
