import { CsvError, parse } from "csv-parse/sync";
import { allergenCodes, dietCodes, type Allergen, type Diet } from "@tablewise/domain/contract/menu";

// A product list from a spreadsheet (the contract's csvImportPath): a header row naming
// name, category, price and optionally description, allergens, diets and spicy, in any order; one product
// per row. allergens: the EU codes (contract menu.ts) separated by spaces or "|", "none" when the dish
// holds none of the 14, empty when the venue has not declared them; diets likewise (no "none");
// spicy: 0 to 3. Pure: the text in,
// the rows or every bad row's line out (1-based, the header is line 1).
export const csvMaxRows = 2000;
export const csvMaxBytes = 1024 * 1024;
const columns = ["name", "category", "price", "description", "allergens", "diets", "spicy"] as const;
const required = ["name", "category", "price"] as const;
type Column = (typeof columns)[number];

export type CsvProduct = {
  line: number;
  name: string;
  category: string;
  price: number;
  description: string;
  allergens: Allergen[] | null;
  diets: Diet[];
  spicy: number;
};
export type CsvRowError = { line: number; message: string };

// Excel writes ";" where the decimal mark is a comma (most of Europe) and "," elsewhere: the header line,
// which holds no prices, tells which (the separator it uses more, outside quotes).
function delimiterOf(text: string): "," | ";" {
  const header = (text.split(/\r?\n/, 1)[0] ?? "").replace(/"[^"]*"/g, "");
  const count = (c: string) => header.split(c).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

// "85", "85.5", "85,50" (a decimal comma), "1 200,50" (spaces group thousands): at most 2 decimals.
export function parsePrice(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, "");
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? "0"}`);
}

// A list of codes from a cell: null when a code is not one of `known` (the row is refused, never guessed).
function codesOf<T extends string>(raw: string, known: readonly T[]): T[] | null {
  const words = raw
    .toLowerCase()
    .split(/[\s|]+/)
    .filter(Boolean);
  if (words.some((w) => !(known as readonly string[]).includes(w))) return null;
  return [...new Set(words as T[])];
}

function allergensOf(raw: string): Allergen[] | null | "bad" {
  if (!raw) return null; // not declared
  if (raw.toLowerCase() === "none") return [];
  return codesOf(raw, allergenCodes) ?? "bad";
}

export function readProductCsv(text: string): { products: CsvProduct[] } | { errors: CsvRowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CsvError)
      return {
        errors: [
          {
            line: (err as CsvError & { lines?: number }).lines ?? 1,
            message: `not readable as CSV: ${err.message}`,
          },
        ],
      };
    throw err;
  }
  const [header, ...rows] = records;
  if (!header) return { errors: [{ line: 1, message: "the file is empty" }] };

  const names = header.record.map((c) => c.trim().toLowerCase());
  const headerErrors: string[] = [];
  const unknown = names.filter((n) => !(columns as readonly string[]).includes(n));
  if (unknown.length) headerErrors.push(`unknown column ${unknown.map((n) => `"${n}"`).join(", ")}`);
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length) headerErrors.push(`column "${repeated[0]}" appears twice`);
  const missing = required.filter((c) => !names.includes(c));
  if (missing.length) headerErrors.push(`missing column ${missing.map((n) => `"${n}"`).join(", ")}`);
  if (headerErrors.length)
    return {
      errors: [
        {
          line: 1,
          message: `${headerErrors.join("; ")} (the columns are ${columns.join(", ")}; name, category and price are required)`,
        },
      ],
    };
  if (rows.length === 0) return { errors: [{ line: 1, message: "no products below the header" }] };
  if (rows.length > csvMaxRows)
    return {
      errors: [
        { line: rows[csvMaxRows]!.info.lines, message: `more than ${csvMaxRows} products in one file` },
      ],
    };

  const index = Object.fromEntries(columns.map((c) => [c, names.indexOf(c)])) as Record<Column, number>;
  const cell = (record: string[], c: Column) => (index[c] < 0 ? "" : (record[index[c]] ?? "").trim());
  const errors: CsvRowError[] = [];
  const products: CsvProduct[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const problems: string[] = [];
    if (record.length > names.length) problems.push(`${record.length} cells for ${names.length} columns`);
    const name = cell(record, "name");
    const category = cell(record, "category");
    const description = cell(record, "description");
    const price = parsePrice(cell(record, "price"));
    if (!name) problems.push("name is empty");
    else if (name.length > 200) problems.push("name is longer than 200 characters");
    if (!category) problems.push("category is empty");
    else if (category.length > 80) problems.push("category is longer than 80 characters");
    if (description.length > 4000) problems.push("description is longer than 4000 characters");
    if (price === null)
      problems.push(`price "${cell(record, "price").slice(0, 20)}" is not a price such as 85 or 85.50`);
    const allergens = allergensOf(cell(record, "allergens"));
    if (allergens === "bad")
      problems.push(`allergens: use ${allergenCodes.join(", ")} or none, separated by spaces or |`);
    const diets = codesOf(cell(record, "diets"), dietCodes);
    if (diets === null) problems.push(`diets: use ${dietCodes.join(", ")}, separated by spaces or |`);
    const spicyText = cell(record, "spicy");
    const spicy = spicyText ? Number(spicyText) : 0;
    if (!/^[0-3]?$/.test(spicyText)) problems.push("spicy is a number from 0 to 3");
    if (problems.length) errors.push({ line, message: problems.join("; ") });
    else
      products.push({
        line,
        name,
        category,
        price: price!,
        description,
        allergens: allergens as Allergen[] | null,
        diets: diets!,
        spicy,
      });
  }
  return errors.length ? { errors } : { products };
}
