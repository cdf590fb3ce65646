// The one Intl.DateTimeFormat per zone that both the contract (is this zone known?) and the zoned-time
// rules (wall clock of an instant) use: building one is an ICU set-up that costs tens of milliseconds on
// a phone, so a venue's zone is set up once, when its data is parsed.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function zoneFormatter(timeZone: string) {
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

// Whether the runtime knows the zone. Builds (and keeps) the formatter the rules use anyway, so checking a
// venue's zone on parse costs no second ICU set-up when its schedule is computed.
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
