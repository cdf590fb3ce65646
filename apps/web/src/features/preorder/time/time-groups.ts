import type { TimeslotsByDate } from "@tablewise/domain/contract/preorder";
import { addDays, toLocal, type LocalDate } from "@tablewise/domain/rules/zoned-time";

// SPEC §2 order time modal: the drum picker's timeslots grouped by day, labelled Today, Tomorrow, or
// weekday and date. Days and "today" are the venue's (its time zone), whatever the phone says.
export type DayLabel = { kind: "today" } | { kind: "tomorrow" } | { kind: "date"; date: LocalDate };
export type DayGroup = { day: string; label: DayLabel; slots: string[] };

const pad = (n: number) => String(n).padStart(2, "0");
export const dayKey = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

function parseDay(key: string): LocalDate {
  const [year, month, day] = key.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

// Slots that have not started yet, days in order, days left without a slot dropped.
export function groupSlotsByDay(timeslots: TimeslotsByDate, now: Date, timeZone: string): DayGroup[] {
  const today = toLocal(now, timeZone);
  const todayKey = dayKey(today);
  const tomorrowKey = dayKey(addDays(today, 1));
  return Object.keys(timeslots)
    .sort()
    .flatMap((day) => {
      const slots = (timeslots[day] ?? [])
        .map((s) => s.start)
        .filter((start) => new Date(start).getTime() > now.getTime())
        .sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
      if (slots.length === 0 || day < todayKey) return [];
      const label: DayLabel =
        day === todayKey
          ? { kind: "today" }
          : day === tomorrowKey
            ? { kind: "tomorrow" }
            : { kind: "date", date: parseDay(day) };
      return [{ day, label, slots }];
    });
}

// The group and slot holding `target`, or the first slot when the target is not offered (any more).
export function findSlot(groups: DayGroup[], target: string | null): { day: string; slot: string } | null {
  const targetMs = target ? new Date(target).getTime() : NaN;
  for (const g of groups) {
    const slot = g.slots.find((s) => new Date(s).getTime() === targetMs);
    if (slot) return { day: g.day, slot };
  }
  const first = groups[0];
  return first && first.slots[0] ? { day: first.day, slot: first.slots[0] } : null;
}

// "Wed 14.05": the weekday in the guest's language and the date as SPEC §9 writes dates (DD.MM).
export function formatDayDate(date: LocalDate, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day, 12)),
  );
  return `${weekday} ${pad(date.day)}.${pad(date.month)}`;
}
