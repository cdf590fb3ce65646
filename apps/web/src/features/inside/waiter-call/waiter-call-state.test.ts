import { describe, expect, it } from "vitest";
import { calledAt, comingShownMs, mergeWaiterCall, shownWaiterCall } from "./waiter-call-state";

const t0 = "2031-05-06T10:00:00.000Z";
const t1 = "2031-05-06T10:01:00.000Z";
const coming = (called: string, ack: string) => ({
  status: "coming" as const,
  called_at: called,
  acknowledged_at: ack,
});

describe("waiter call state", () => {
  it("says called after a call and coming only once a waiter acknowledged it", () => {
    const afterCall = mergeWaiterCall(null, calledAt(t0));
    expect(shownWaiterCall(afterCall, Date.parse(t0))).toBe("called");
    const answered = mergeWaiterCall(afterCall, coming(t0, t1));
    expect(shownWaiterCall(answered, Date.parse(t1))).toBe("coming");
  });

  it("never goes back from coming to called for the same call (a late echo)", () => {
    const answered = coming(t0, t1);
    expect(mergeWaiterCall(answered, calledAt(t0))).toBe(answered);
  });

  it("a newer call replaces an answered one; an older one does not replace a newer", () => {
    const answered = coming(t0, t1);
    const again = calledAt("2031-05-06T10:05:00.000Z");
    expect(mergeWaiterCall(answered, again)).toBe(again);
    expect(mergeWaiterCall(again, answered)).toBe(again);
    expect(mergeWaiterCall(again, null)).toBe(again);
  });

  it("stops saying coming 10 minutes after the answer; called stays until answered", () => {
    const answered = coming(t0, t1);
    expect(shownWaiterCall(answered, Date.parse(t1) + comingShownMs)).toBe("coming");
    expect(shownWaiterCall(answered, Date.parse(t1) + comingShownMs + 1)).toBeNull();
    expect(shownWaiterCall(calledAt(t0), Date.parse(t0) + 60 * 60_000)).toBe("called");
    expect(shownWaiterCall(null, Date.parse(t0))).toBeNull();
  });
});
