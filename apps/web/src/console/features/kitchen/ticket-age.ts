import type { Station } from "@tablewise/domain/contract/kitchen";

export type AgeLevel = "ok" | "warn" | "late";

// A ticket's age against its station's warning and late times (DESIGN.md §7: colour plus words).
export function ageLevel(
  ageSeconds: number,
  station: Pick<Station, "warn_after_s" | "late_after_s">,
): AgeLevel {
  if (ageSeconds >= station.late_after_s) return "late";
  if (ageSeconds >= station.warn_after_s) return "warn";
  return "ok";
}

// m:ss under an hour, h:mm:ss past it; a clock ahead of the server shows 0:00, never a negative age.
export function ageText(ageSeconds: number): string {
  const s = Math.max(0, Math.floor(ageSeconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}
