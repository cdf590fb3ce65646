import type { DayReservation } from "@tablewise/domain/contract/staff-reservations";

// What the Reservations screen says of one reservation, apart from its words.
export type DepositState = "none" | "unpaid" | "paid" | "refunded";
export function depositState(r: Pick<DayReservation, "deposit" | "paid" | "refunded_at">): DepositState {
  if (r.deposit <= 0) return "none";
  if (r.refunded_at) return "refunded";
  return r.paid ? "paid" : "unpaid";
}

// The venue may cancel what is not cancelled and move only a confirmed reservation (the server's rules).
export const mayCancel = (r: Pick<DayReservation, "status">) => r.status !== "cancelled";
export const mayMove = (r: Pick<DayReservation, "status">) => r.status === "confirmed";

// Where a booking sits on the day's timeline, as fractions (0..1) of the opening hours, clipped to them.
export function timelineSpan(
  r: Pick<DayReservation, "reservation_date" | "ends_at">,
  opensAt: string,
  closesAt: string,
): { start: number; size: number } {
  const open = Date.parse(opensAt);
  const length = Date.parse(closesAt) - open;
  if (length <= 0) return { start: 0, size: 0 };
  const clip = (t: number) => Math.min(1, Math.max(0, (t - open) / length));
  const start = clip(Date.parse(r.reservation_date));
  return { start, size: Math.max(0, clip(Date.parse(r.ends_at)) - start) };
}

// The timeline's hour marks: whole hours inside the opening hours, at most about eight of them (every
// hour on a short day, every third on a day open around the clock), so their labels never overlap.
export function hourMarks(opensAt: string, closesAt: string): string[] {
  const hour = 3_600_000;
  const open = Date.parse(opensAt);
  const close = Date.parse(closesAt);
  if (!(close > open)) return [];
  const step = Math.max(1, Math.ceil((close - open) / hour / 8)) * hour;
  const marks: string[] = [];
  // Whole hours in UTC are whole hours on every wall clock whose offset is whole hours; a half-hour zone
  // (India) gets marks at :30, which still reads as a scale.
  for (let t = Math.ceil(open / hour) * hour; t <= close; t += step) marks.push(new Date(t).toISOString());
  return marks;
}
