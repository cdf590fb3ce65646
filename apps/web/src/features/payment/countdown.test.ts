import { describe, expect, it } from "vitest";
import { defaultPendingMs, formatCountdown, pendingMsLeft } from "./countdown";

describe("pending order countdown (SPEC §4/§9)", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  it("shows 15:00 when the order has no auto-cancel time", () => {
    expect(formatCountdown(pendingMsLeft(null, now))).toBe("15:00");
    expect(pendingMsLeft(undefined, now)).toBe(defaultPendingMs);
  });
  it("counts down to auto_cancel_at and stops at zero", () => {
    expect(formatCountdown(pendingMsLeft("2026-11-23T10:14:31Z", now))).toBe("14:31");
    expect(formatCountdown(pendingMsLeft("2026-11-23T09:59:00Z", now))).toBe("00:00");
  });
  it("rounds a part second up, so 00:00 shows only when time is up", () => {
    expect(formatCountdown(400)).toBe("00:01");
  });
});
