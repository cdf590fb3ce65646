// Wall-clock arithmetic in an IANA time zone with Intl only (no clock, no environment): the domain
// stays dependency-free and the zone rules come from the runtime's ICU, which tracks tzdata.
export type LocalDate = { year: number; month: number; day: number };
export type LocalDateTime = LocalDate & { hour: number; minute: number; weekday: number }; // 0 = Monday

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export function toLocal(instant: Date, timeZone: string): LocalDateTime & { second: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? ""),
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const l = toLocal(instant, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

// The instant a wall clock in `timeZone` shows the given local time. In a spring-forward gap the time
// is moved forward by the gap; in a fall-back overlap the earlier instant is taken.
export function fromLocal(d: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  const first = wall - offsetMs(new Date(wall), timeZone);
  const second = wall - offsetMs(new Date(first), timeZone);
  if (first === second) return new Date(first);
  return new Date(Math.min(first, second));
}

export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

// 0 = Monday ... 6 = Sunday, for a calendar date.
export function weekdayOf(d: LocalDate): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}
