import type { StaffDay } from "@tablewise/domain/contract/staff";
import { payMethods } from "@tablewise/domain/rules/day-money";
import { toLocal } from "@tablewise/domain/rules/zoned-time";

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

const pad = (n: number) => String(n).padStart(2, "0");

// An instant as the venue's wall clock with its offset then ("2031-03-04T00:05:00+02:00"): what the
// screen shows, and still one instant for a spreadsheet or a script (ISO 8601). Seconds are kept.
export function venueTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const l = toLocal(at, timeZone);
  const wall = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  const offset = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return (
    `${String(l.year).padStart(4, "0")}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}:` +
    `${pad(l.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

type Cell = string | number | null;
// UTF-8 with a byte-order mark (Excel otherwise reads it as the system's code page and breaks ₴, Cyrillic
// and Arabic names), CRLF line ends (RFC 4180). Numbers are written as numbers, so a negative amount
// could never be mistaken for a formula and is not quoted.
const csvOf = (rows: readonly Cell[][]) =>
  `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;

export const dayCsvHeader = [
  "time",
  "time_zone",
  "kind",
  "order",
  "reservation",
  "reservation_time",
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

// The day's payments and deposits for a spreadsheet, in the order the money moved. Times are the
// venue's (its zone named in each row), as the screen shows them and as its day is bounded.
export function dayCsv(day: StaffDay): string {
  const zone = day.time_zone;
  const rows: { at: string; cells: Cell[] }[] = [
    ...day.payments.map((p) => ({
      at: p.at,
      cells: [
        venueTime(p.at, zone),
        zone,
        "payment",
        p.order_serial,
        null,
        null,
        p.order_type,
        p.table_name,
        p.waiter_name,
        p.method,
        p.status,
        p.amount,
        p.tip,
        p.refunded,
        day.currency,
      ],
    })),
    ...day.deposits.map((d) => ({
      at: d.at,
      cells: [
        venueTime(d.at, zone),
        zone,
        "deposit",
        null,
        d.guest_name,
        venueTime(d.starts_at, zone),
        "reservation",
        null,
        null,
        d.method,
        d.status,
        d.amount,
        0,
        d.refunded,
        day.currency,
      ],
    })),
  ];
  // Stable: payments keep their order among themselves, a deposit goes after a payment of its instant.
  rows.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return csvOf([[...dayCsvHeader], ...rows.map((r) => r.cells)]);
}

export const closeOutCsvHeader = [
  "date",
  "time_zone",
  "method",
  "sales",
  "tips",
  "deposits",
  "refunds",
  "net",
  "expected_cash",
  "counted_cash",
  "difference",
  "closed_by",
  "closed_at",
  "version",
  "note",
  "currency",
] as const;

// The close-out table for a spreadsheet: one row per pay method and one for all of them (the day's money
// as it stands), the cash row carrying the latest close-out (expected and counted drawer, difference, who,
// when, which version and the note), empty before the day is closed.
export function closeOutCsv(day: StaffDay): string {
  const zone = day.time_zone;
  const last = day.close_outs[0];
  const rows: Cell[][] = [...payMethods, "all" as const].map((method) => {
    const m = day.money[method];
    const drawer: Cell[] =
      method === "cash" && last
        ? [
            last.expected_cash,
            last.counted_cash,
            last.difference,
            last.staff_name,
            venueTime(last.at, zone),
            last.version,
            last.note,
          ]
        : [null, null, null, null, null, null, null];
    return [day.date, zone, method, m.sales, m.tips, m.deposits, m.refunds, m.net, ...drawer, day.currency];
  });
  return csvOf([[...closeOutCsvHeader], ...rows]);
}
