import type { StaffDay } from "@tablewise/domain/contract/staff";

// OWASP CSV injection (DESIGN.md §6): a spreadsheet runs a cell that starts with = + - @ tab or CR as a
// formula (=HYPERLINK(...) sends data away). A leading apostrophe makes it text; the value still reads
// the same in the cell. A cell starts at the value's start and, for a reader that splits on the other
// list separator (`;` in Ukrainian, Czech, Latvian and Turkish spreadsheets, `,` elsewhere) or breaks a
// quoted field at a line end, after any of those; spaces or quotes in front do not make a formula text.
const formulaAtCellStart = /(^|[,;\r\n])([ "]*)(?=[=+\-@\t\r])/g;

export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string") text = text.replace(formulaAtCellStart, "$1$2'");
  // RFC 4180: a field holding a quote, a separator or a line break is quoted, its quotes doubled; `;` is
  // quoted too, so a spreadsheet that splits on it keeps the field whole.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const dayCsvHeader = [
  "time",
  "order",
  "type",
  "table",
  "waiter",
  "method",
  "status",
  "amount",
  "tip",
  "refunded",
  "currency",
] as const;

// The day's payments for a spreadsheet: UTF-8 with a byte-order mark (Excel otherwise reads it as the
// system's code page and breaks ₴, Cyrillic and Arabic names), CRLF line ends (RFC 4180). Numbers are
// written as numbers, so a negative amount could never be mistaken for a formula and is not quoted.
export function dayCsv(day: StaffDay): string {
  const rows: (string | number | null)[][] = [
    [...dayCsvHeader],
    ...day.payments.map((p) => [
      p.at,
      p.order_serial,
      p.order_type,
      p.table_name,
      p.waiter_name,
      p.method,
      p.status,
      p.amount,
      p.tip,
      p.refunded,
      day.currency,
    ]),
  ];
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
