// Matching typed addresses against street names: case-insensitive, punctuation-blind, apostrophes
// dropped ("Андріївський", "Андріїв'ський"), Cyrillic house letters read as Latin ("10а" is "10A").

const houseLetters: Record<string, string> = { а: "a", б: "b", в: "v", А: "A", Б: "B", В: "V" };

export function normalizeText(text: string): string {
  return text
    .toLocaleLowerCase("uk")
    .normalize("NFC")
    .replace(/['’ʼ`]/g, "")
    .replace(/[^\p{L}\p{N}/]+/gu, " ")
    .trim();
}

export const tokensOf = (text: string): string[] => normalizeText(text).split(" ").filter(Boolean);

// A house number: digits, an optional letter, an optional "/building" ("12", "10A", "7/2").
const houseNumber = /^\d{1,4}[\p{L}]?(\/\d{1,3})?$/u;

export function normalizeHouse(text: string): string {
  return text
    .trim()
    .replace(/[абвАБВ]/g, (c) => houseLetters[c] ?? c)
    .toUpperCase();
}

// "Khreshchatyk St 22" -> street tokens [khreshchatyk, st] and house "22"; the number is the last token.
export function splitQuery(text: string): { street: string[]; house: string | null } {
  const tokens = tokensOf(text);
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last && houseNumber.test(last))
    return { street: tokens.slice(0, -1), house: normalizeHouse(last) };
  return { street: tokens, house: null };
}

// Every typed word starts a word of the name: "khresh st" finds "Khreshchatyk Street".
export function matchesAll(query: readonly string[], nameTokens: ReadonlySet<string>): boolean {
  return query.every((q) => [...nameTokens].some((t) => t.startsWith(q)));
}
