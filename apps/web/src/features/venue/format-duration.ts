import type { TFunction } from "i18next";
import { splitDuration } from "@tablewise/domain/rules/schedule-status";

export type DurationUnit = "day" | "hour" | "minute";

// The two largest units are enough for "closes in 3 hours 20 minutes" / "opens in 1 day 2 hours".
export function durationParts(totalMinutes: number): Array<[DurationUnit, number]> {
  const { days, hours, minutes } = splitDuration(Math.max(0, Math.round(totalMinutes)));
  if (days > 0)
    return hours > 0
      ? [
          ["day", days],
          ["hour", hours],
        ]
      : [["day", days]];
  if (hours > 0)
    return minutes > 0
      ? [
          ["hour", hours],
          ["minute", minutes],
        ]
      : [["hour", hours]];
  return [["minute", Math.max(1, minutes)]];
}

// Plural forms come from i18next (Intl plural rules per language: one/few/many/other...).
export function formatDuration(totalMinutes: number, t: TFunction): string {
  return durationParts(totalMinutes)
    .map(([unit, count]) => t(`duration.${unit}`, { count }))
    .join(" ");
}
