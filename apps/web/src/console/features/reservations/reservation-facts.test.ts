import { describe, expect, it } from "vitest";
import { depositState, hourMarks, mayCancel, mayMove, timelineSpan } from "./reservation-facts";

describe("a reservation on the Reservations screen", () => {
  it("names its deposit's state: none, unpaid, paid, refunded", () => {
    expect(depositState({ deposit: 0, paid: false, refunded_at: null })).toBe("none");
    expect(depositState({ deposit: 130, paid: false, refunded_at: null })).toBe("unpaid");
    expect(depositState({ deposit: 130, paid: true, refunded_at: null })).toBe("paid");
    expect(depositState({ deposit: 130, paid: true, refunded_at: "2026-11-23T10:00:00Z" })).toBe("refunded");
  });

  it("may be cancelled unless cancelled, and moved only when confirmed", () => {
    expect([mayCancel({ status: "pending" }), mayCancel({ status: "cancelled" })]).toEqual([true, false]);
    expect([mayMove({ status: "confirmed" }), mayMove({ status: "pending" })]).toEqual([true, false]);
  });

  it("sits on the timeline as a share of the opening hours, clipped to them", () => {
    const opens = "2026-11-26T08:00:00.000Z";
    const closes = "2026-11-26T18:00:00.000Z";
    expect(
      timelineSpan(
        { reservation_date: "2026-11-26T10:00:00.000Z", ends_at: "2026-11-26T12:00:00.000Z" },
        opens,
        closes,
      ),
    ).toEqual({ start: 0.2, size: 0.2 });
    expect(
      timelineSpan(
        { reservation_date: "2026-11-26T17:00:00.000Z", ends_at: "2026-11-26T19:00:00.000Z" },
        opens,
        closes,
      ),
    ).toEqual({ start: 0.9, size: expect.closeTo(0.1) as number });
    expect(hourMarks(opens, closes)).toEqual(
      [8, 10, 12, 14, 16, 18].map((h) => `2026-11-26T${String(h).padStart(2, "0")}:00:00.000Z`),
    );
    // Around the clock: every third hour, so the labels do not run into each other.
    expect(hourMarks("2026-11-25T22:00:00.000Z", "2026-11-26T22:00:00.000Z")).toHaveLength(9);
  });
});
