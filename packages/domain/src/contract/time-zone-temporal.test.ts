import { afterEach, describe, expect, it, vi } from "vitest";
import { zonedFields as intlFields } from "./time-zone";

// Browsers read zoned wall clocks through Temporal (contract/time-zone.ts); Node 20, which runs these
// tests, has none. A stand-in with Temporal's shape (fields, dayOfWeek 1 = Monday, RangeError for an
// unknown zone), computed by this module's own Intl path, checks that the Temporal path maps to the same
// wall clock and that only plain zone names take it. The e2e suite runs the real Temporal of Chromium.
const fields = (ms: number, timeZone: string) => {
  const intl = intlFields(ms, timeZone);
  return { ...intl, dayOfWeek: intl.weekday + 1 };
};
const zonedCalls: string[] = [];
const fakeTemporal = {
  Instant: {
    fromEpochMilliseconds: (ms: number) => ({
      toZonedDateTimeISO: (timeZone: string) => {
        zonedCalls.push(timeZone);
        return fields(ms, timeZone);
      },
    }),
  },
};

async function withTemporal() {
  vi.resetModules();
  vi.stubGlobal("Temporal", fakeTemporal);
  const zone = await import("./time-zone");
  const rules = await import("../rules/zoned-time");
  return { ...zone, ...rules };
}

describe("zoned wall clocks through Temporal (no ICU date-format set-up in the browser)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    zonedCalls.length = 0;
  });

  it("reads the same wall clock and weekday (0 = Monday) as the Intl path", async () => {
    const { toLocal } = await withTemporal();
    expect(toLocal(new Date("2026-11-22T23:30:00Z"), "Europe/Kyiv")).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 1,
      minute: 30,
      second: 0,
      weekday: 0,
    });
    expect(toLocal(new Date("2026-11-22T23:30:00Z"), "America/New_York").weekday).toBe(6);
    expect(zonedCalls).toEqual(["Europe/Kyiv", "America/New_York"]);
  });

  it("resolves DST gaps and overlaps as before", async () => {
    const { fromLocal } = await withTemporal();
    expect(fromLocal({ year: 2027, month: 3, day: 28 }, 3, 0, "Europe/Kyiv")).toEqual(
      new Date("2027-03-28T01:00:00Z"),
    );
    expect(fromLocal({ year: 2026, month: 10, day: 25 }, 3, 30, "Europe/Kyiv")).toEqual(
      new Date("2026-10-25T00:30:00Z"),
    );
  });

  it("knows a zone by name and refuses an unknown one", async () => {
    const { isKnownTimeZone } = await withTemporal();
    expect(isKnownTimeZone("Europe/Kyiv")).toBe(true);
    expect(isKnownTimeZone("Etc/GMT+5")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  });

  it("sends only plain zone names to Temporal, which would also read an ISO string", async () => {
    const { isKnownTimeZone } = await withTemporal();
    expect(isKnownTimeZone("2026-01-01T00:00[Europe/Kyiv]")).toBe(false);
    expect(zonedCalls).toEqual([]);
  });
});
