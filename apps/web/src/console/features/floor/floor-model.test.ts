import { describe, expect, it } from "vitest";
import { alertsForMe, mergeAlert, needsMe } from "./floor-model";
import { alert, floor, minutesAfter, table } from "./floor-fixtures";

describe("which alerts need this person", () => {
  const tables = [
    table("T1", { mine: true, followed_by: ["Olena"] }),
    table("T2", { followed_by: ["Ivan"] }),
    table("T3"),
  ];
  it("hears its own tables and tables nobody follows, not another waiter's", () => {
    expect(needsMe(alert("a", { table_code: "T1" }), tables)).toBe(true);
    expect(needsMe(alert("b", { table_code: "T3" }), tables)).toBe(true);
    expect(needsMe(alert("c", { table_code: "T2" }), tables)).toBe(false);
  });
  it("hears another waiter's alert once it is escalated", () => {
    expect(needsMe(alert("c", { table_code: "T2", escalated_at: minutesAfter(3) }), tables)).toBe(true);
  });
  it("lists escalated alerts first, then the oldest, leaving out resolved ones", () => {
    const f = floor({
      tables,
      alerts: [
        alert("new", { created_at: minutesAfter(4) }),
        alert("old", { created_at: minutesAfter(1) }),
        alert("done", { status: "resolved", resolved_at: minutesAfter(2) }),
        alert("up", { table_code: "T2", created_at: minutesAfter(3), escalated_at: minutesAfter(6) }),
        alert("theirs", { table_code: "T2" }),
      ],
    });
    expect(alertsForMe(f).map((a) => a._id)).toEqual(["up", "old", "new"]);
  });
});

describe("a pushed alert merged into the floor", () => {
  it("adds an unknown open alert on top and calls it new", () => {
    const merged = mergeAlert(floor({ alerts: [alert("a")] }), alert("b"));
    expect(merged.floor.alerts.map((a) => a._id)).toEqual(["b", "a"]);
    expect(merged.isNew).toBe(true);
  });
  it("replaces a known alert; its acknowledgement is not new, its escalation is", () => {
    const f = floor({ alerts: [alert("a")] });
    const taken = mergeAlert(f, alert("a", { status: "acknowledged", acknowledged_by: "Ivan" }));
    expect(taken.isNew).toBe(false);
    expect(taken.floor.alerts).toHaveLength(1);
    expect(taken.floor.alerts[0]!.acknowledged_by).toBe("Ivan");
    expect(mergeAlert(f, alert("a", { escalated_at: minutesAfter(3) })).isNew).toBe(true);
  });
});
