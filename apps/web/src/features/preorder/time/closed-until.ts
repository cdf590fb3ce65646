import type { Venue } from "@tablewise/domain/contract/venue";
import { scheduleStatus } from "@tablewise/domain/rules/schedule-status";
import { toLocal } from "@tablewise/domain/rules/zoned-time";

const pad = (n: number) => String(n).padStart(2, "0");

// SPEC §8: delivery and takeaway closed states give their until date as DD.MM HH:mm, on the venue's clock.
export function formatUntil(date: Date, timeZone: string): string {
  const d = toLocal(date, timeZone);
  return `${pad(d.day)}.${pad(d.month)} ${pad(d.hour)}:${pad(d.minute)}`;
}

// SPEC §2 closed banners for delivery and takeaway: the system unavailable until a date (its close rule),
// or the venue closed (its schedule) while advance orders are taken; null when open.
export type ClosedState =
  | { kind: "system"; until: Date; allowsAdvance: boolean }
  | { kind: "venue"; until: Date | null; allowsAdvance: boolean }
  | null;

export function closedState(
  venue: Pick<Venue, "schedule" | "timezone">,
  systemClosedUntil: Date | null,
  allowsAdvance: boolean,
  now: Date,
): ClosedState {
  if (systemClosedUntil) return { kind: "system", until: systemClosedUntil, allowsAdvance };
  const status = scheduleStatus(venue.schedule, venue.timezone, now);
  if (status.isOpen) return null;
  return { kind: "venue", until: status.opensAt, allowsAdvance };
}
