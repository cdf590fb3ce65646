import type { Station, StationBody } from "@tablewise/domain/contract/kitchen";

// A station as the form edits it: minutes, as a manager thinks of them; the contract counts seconds.
export type StationDraft = { name: string; warnMinutes: string; lateMinutes: string };

export const newStationDraft = (): StationDraft => ({ name: "", warnMinutes: "10", lateMinutes: "20" });

export const draftOf = (station: Station): StationDraft => ({
  name: station.name,
  warnMinutes: String(Math.round(station.warn_after_s / 60)),
  lateMinutes: String(Math.round(station.late_after_s / 60)),
});

// The body to send, or which rule the draft breaks (the server checks the same: contract/kitchen.ts).
export function stationBodyOf(
  draft: StationDraft,
): { body: StationBody } | { problem: "name" | "minutes" | "lateAfterWarn" } {
  const name = draft.name.trim();
  if (!name) return { problem: "name" };
  const warn = Number(draft.warnMinutes);
  const late = Number(draft.lateMinutes);
  const inRange = (m: number) => Number.isInteger(m) && m >= 1 && m <= 240;
  if (!inRange(warn) || !inRange(late)) return { problem: "minutes" };
  if (warn >= late) return { problem: "lateAfterWarn" };
  return { body: { name, warn_after_s: warn * 60, late_after_s: late * 60 } };
}
