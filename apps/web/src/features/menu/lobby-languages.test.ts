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
    expect(lobbyLanguageChoices(menus, ["cs-CZ", "de"], undefined, "CZ")).toEqual(["en"]);
    expect(lobbyLanguageChoices([{ original_locale: "de", locales: [] }], ["de"], undefined, "CZ")).toEqual([
      "en",
    ]);
  });
  it("adds the venue's locale override once", () => {
    expect(lobbyLanguageChoices(menus, ["uk"], "tr", "CZ")).toEqual(["en", "uk", "tr"]);
    expect(lobbyLanguageChoices(menus, ["uk"], "uk", "CZ")).toEqual(["en", "uk"]);
  });
  it("adds Russian for a venue in Ukraine, the default country (SPEC §9), not elsewhere", () => {
    expect(lobbyLanguageChoices(menus, ["uk"], undefined, "UA")).toEqual(["en", "uk", "ru"]);
    expect(lobbyLanguageChoices(menus, ["ru", "uk"], undefined, "UA")).toEqual(["en", "ru", "uk"]);
    expect(lobbyLanguageChoices(menus, [])).toEqual(["en", "ru"]);
    expect(lobbyLanguageChoices(menus, ["uk"], undefined, "CZ")).toEqual(["en", "uk"]);
  });
});
