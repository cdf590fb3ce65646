import { toLocal } from "./zoned-time";

const pad = (n: number) => String(n).padStart(2, "0");

// SPEC §9: dates are shown DD.MM.YYYY HH:mm, on the venue's wall clock (its time zone), whatever the
// guest's phone is set to.
export function formatVenueDateTime(iso: string, timeZone: string): string {
  const d = toLocal(new Date(iso), timeZone);
  return `${pad(d.day)}.${pad(d.month)}.${d.year} ${pad(d.hour)}:${pad(d.minute)}`;
}

// The time of day on the venue's wall clock, HH:mm (SPEC §9), e.g. when a payment's hold ends.
export function formatVenueTime(iso: string, timeZone: string): string {
  const d = toLocal(new Date(iso), timeZone);
  return `${pad(d.hour)}:${pad(d.minute)}`;
}

// The month and year an order belongs to in the archive (SPEC §2 "grouped by month and year"), as a
// sortable key "YYYY-MM".
export function monthKey(iso: string, timeZone: string): string {
  const d = toLocal(new Date(iso), timeZone);
  return `${d.year}-${pad(d.month)}`;
}
