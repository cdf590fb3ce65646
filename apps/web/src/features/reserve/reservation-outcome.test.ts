import { describe, expect, it } from "vitest";
import { depositBadge, mayStillChange, reservationOutcome } from "./reservation-outcome";

describe("the receipt's outcome", () => {
  it("tells a venue's decline (with its reason) from an expired hold", () => {
    expect(reservationOutcome({ status: "confirmed" })).toBe("confirmed");
    expect(reservationOutcome({ status: "pending" })).toBe("pending");
    expect(reservationOutcome({ status: "cancelled", reason: "Private event" })).toBe("declined");
    expect(reservationOutcome({ status: "cancelled" })).toBe("expired");
  });

  it("shows a refunded deposit as refunded, not paid", () => {
    expect(depositBadge({ deposit: 0, paid: false, refunded_at: null })).toBeNull();
    expect(depositBadge({ deposit: 130, paid: false, refunded_at: null })).toBe("unpaid");
    expect(depositBadge({ deposit: 130, paid: true, refunded_at: null })).toBe("paid");
    expect(depositBadge({ deposit: 130, paid: true, refunded_at: "2026-11-23T10:00:00.000Z" })).toBe(
      "refunded",
    );
  });

  it("keeps checking only while the venue may still decide", () => {
    expect(mayStillChange({ status: "pending" })).toBe(true);
    expect(mayStillChange({ status: "confirmed" })).toBe(true);
    expect(mayStillChange({ status: "cancelled" })).toBe(false);
  });
});
