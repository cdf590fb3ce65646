// A venue's wall clock in its IANA time zone, and whether the runtime knows the zone. Both the contract
// (is this zone known?) and the zoned-time rules (wall clock of an instant) use these.
//
// Temporal, where the runtime has it (browsers), reads a zone's rules without ICU's date formatting
// set-up: measured in Chromium on a fresh page, the first zoned Intl.DateTimeFormat costs 25-80 ms of
// main thread, Temporal about 1-3 ms (the 500-product menu page's blocking time). Runtimes
// without Temporal (Node 20, the server) use one Intl.DateTimeFormat per zone, built once and kept.

export type ZonedFields = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Monday ... 6 = Sunday
};

type TemporalZoned = Omit<ZonedFields, "weekday"> & { dayOfWeek: number };
type TemporalApi = {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): TemporalZoned } };
};
const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal;

// Temporal also reads a zone out of an ISO date string or takes an offset; Intl takes neither on every
// runtime. Only plain zone names go to Temporal, so both paths accept the same zones.
const zoneName = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/;
const useTemporal = (timeZone: string) => temporal !== undefined && zoneName.test(timeZone);

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string) {
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

// The wall clock `timeZone` shows at the instant (milliseconds since the epoch, seconds precision).
export function zonedFields(ms: number, timeZone: string): ZonedFields {
  if (temporal && useTemporal(timeZone)) {
    const z = temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
    return {
      year: z.year,
      month: z.month,
      day: z.day,
      hour: z.hour,
      minute: z.minute,
      second: z.second,
      weekday: z.dayOfWeek - 1,
    };
  }
  const parts = Object.fromEntries(
    zoneFormatter(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
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

// Whether the runtime knows the zone.
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    zonedFields(0, timeZone);
    return true;
  } catch {
    return false;
  }
}
