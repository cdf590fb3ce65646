import { describe, expect, it } from "vitest";
import { addState, isMenuClosed, menuWindowStatus, type AddContext } from "./menu-availability";

const zone = "Europe/Kyiv"; // UTC+2 in November
const at = (iso: string) => new Date(iso);

describe("menuWindowStatus (SPEC §2 lobby time window)", () => {
  it("is open without a window", () => {
    expect(menuWindowStatus({}, zone, at("2026-11-23T03:00:00Z"))).toEqual({ isOpen: true });
  });
  it("is open inside the window and closed before it with today's start", () => {
    const menu = { schedule_pair: { start: "12:00", end: "23:59" } };
    expect(menuWindowStatus(menu, zone, at("2026-11-23T10:00:00Z")).isOpen).toBe(true); // 12:00 local
    expect(menuWindowStatus(menu, zone, at("2026-11-23T09:59:00Z"))).toEqual({
      isOpen: false,
      opensAt: at("2026-11-23T10:00:00Z"),
    });
  });
  it("after the window opens again tomorrow", () => {
    const menu = { schedule_pair: { start: "08:00", end: "11:00" } };
    expect(menuWindowStatus(menu, zone, at("2026-11-23T12:00:00Z"))).toEqual({
      isOpen: false,
      opensAt: at("2026-11-24T06:00:00Z"),
    });
  });
  it("a window past midnight is open after midnight and 24:00 runs to the end of the day", () => {
    const late = { schedule_pair: { start: "18:00", end: "02:00" } };
    expect(menuWindowStatus(late, zone, at("2026-11-22T23:30:00Z")).isOpen).toBe(true); // 01:30 local
    expect(menuWindowStatus(late, zone, at("2026-11-23T00:30:00Z")).isOpen).toBe(false); // 02:30 local
    const allDay = { schedule_pair: { start: "00:00", end: "24:00" } };
    expect(menuWindowStatus(allDay, zone, at("2026-11-23T21:59:00Z")).isOpen).toBe(true); // 23:59 local
  });
});

const base: AddContext = {
  mode: "delivery",
  hasRealInside: false,
  isVenueOpen: true,
  isSystemOpen: true,
  isMenuWindowOpen: true,
  allowsAdvanceOrders: false,
};

describe("addState (SPEC §4)", () => {
  it("preview hides adding unless the venue has a real inside", () => {
    expect(addState({ ...base, mode: "preview" })).toBe("hidden");
    expect(addState({ ...base, mode: "preview", hasRealInside: true })).toBe("enabled");
  });
  it("is disabled when the venue is closed while inside", () => {
    expect(addState({ ...base, mode: "inside", isVenueOpen: false })).toBe("disabled");
  });
  it("is disabled when the menu window or the system is closed", () => {
    expect(addState({ ...base, isMenuWindowOpen: false })).toBe("disabled");
    expect(addState({ ...base, isSystemOpen: false })).toBe("disabled");
  });
  it("a closed venue still takes advance delivery and takeaway orders when the close rule allows", () => {
    expect(isMenuClosed({ ...base, isVenueOpen: false })).toBe(true);
    expect(isMenuClosed({ ...base, isVenueOpen: false, allowsAdvanceOrders: true })).toBe(false);
    expect(isMenuClosed({ ...base, mode: "inside", isVenueOpen: false, allowsAdvanceOrders: true })).toBe(
      true,
    );
  });
});
