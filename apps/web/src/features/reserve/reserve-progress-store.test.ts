import { afterEach, describe, expect, it } from "vitest";
import {
  phoneCheckTtlMs,
  readPhoneCheck,
  readServiceChoice,
  writePhoneCheck,
  writeServiceChoice,
} from "./reserve-progress-store";

describe("reserve progress kept for the tab (SPEC §4)", () => {
  afterEach(() => window.sessionStorage.clear());

  it("gives the service choice back for the same service only", () => {
    const choice = { productId: "p1", selection: { g: ["i"] }, persons: 2, date: "2026-12-01", slot: null };
    writeServiceChoice("demo", choice);
    expect(readServiceChoice("demo", "p1")).toEqual(choice);
    expect(readServiceChoice("demo", "p2")).toBeNull();
    expect(readServiceChoice("other", "p1")).toBeNull();
  });

  it("gives a phone check back for the same phone while its token lives", () => {
    const now = 1_000_000_000;
    writePhoneCheck("demo", { phone: "+380671234567", token: "t", sentAt: now, verified: false });
    expect(readPhoneCheck("demo", "+380671234567", now + 1000)?.token).toBe("t");
    expect(readPhoneCheck("demo", "+380501234567", now + 1000)).toBeNull();
    expect(readPhoneCheck("demo", "+380671234567", now + phoneCheckTtlMs + 1)).toBeNull();
    writePhoneCheck("demo", null);
    expect(readPhoneCheck("demo", "+380671234567", now)).toBeNull();
  });

  it("ignores what it cannot read", () => {
    window.sessionStorage.setItem("reserve_choice:demo", "{not json");
    window.sessionStorage.setItem("reserve_phone:demo", JSON.stringify({ phone: 1 }));
    expect(readServiceChoice("demo", "p1")).toBeNull();
    expect(readPhoneCheck("demo", "+380671234567")).toBeNull();
  });
});
