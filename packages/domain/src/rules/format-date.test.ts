import { describe, expect, it } from "vitest";
import { formatVenueDateTime, formatVenueTime, monthKey } from "./format-date";

describe("venue dates (SPEC §9 DD.MM.YYYY HH:mm)", () => {
  it("shows the venue's wall clock, not UTC", () => {
    expect(formatVenueDateTime("2026-11-23T08:05:00Z", "Europe/Kyiv")).toBe("23.11.2026 10:05");
    expect(formatVenueDateTime("2026-07-01T23:30:00Z", "Europe/Kyiv")).toBe("02.07.2026 02:30");
  });
  it("groups by the month on the venue's calendar", () => {
    expect(monthKey("2026-11-30T23:30:00Z", "Europe/Kyiv")).toBe("2026-12");
    expect(monthKey("2026-11-30T21:30:00Z", "Europe/Kyiv")).toBe("2026-11");
  });
});

describe("formatVenueTime", () => {
  it("shows HH:mm on the venue's wall clock", () => {
    expect(formatVenueTime("2031-07-01T18:05:00Z", "Europe/Kyiv")).toBe("21:05");
  });
});
