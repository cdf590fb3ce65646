import type { Locale } from "@tablewise/domain/contract/common";
import type { Menu } from "@tablewise/domain/contract/menu";
import { isLocale } from "../../i18n/languages";

const primary = (tag: string) => {
  const p = tag.toLowerCase().split(/[-_]/)[0] ?? "";
  return p === "ua" ? "uk" : p;
};

// SPEC §2 lobby language picker: English, plus the browser's languages the app supports that also appear
// among the menus' original or translated locales, plus the venue's locale override. SPEC §9:
// the default country UA adds the ru locale, so a venue in Ukraine always offers Russian too.
export function lobbyLanguageChoices(
  menus: readonly Pick<Menu, "original_locale" | "locales">[],
  browserLanguages: readonly string[],
  localeOverride?: string,
  country = "UA",
): Locale[] {
  const menuLocales = new Set(menus.flatMap((m) => [m.original_locale, ...m.locales].map(primary)));
  const choices: Locale[] = ["en"];
  const addChoice = (tag: string) => {
    const locale = primary(tag);
    if (isLocale(locale) && !choices.includes(locale)) choices.push(locale);
  };
  for (const tag of browserLanguages) if (menuLocales.has(primary(tag))) addChoice(tag);
  if (localeOverride) addChoice(localeOverride);
  if (country.toUpperCase() === "UA") addChoice("ru");
  return choices;
}
