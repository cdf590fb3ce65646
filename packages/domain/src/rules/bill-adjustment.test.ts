import { describe, expect, it } from "vitest";
import { planAdjustment, unitPriceAfter, type AdjustableLine } from "./bill-adjustment";

const line = (id: string, unitPrice: number, quantity: number, paid = 0, held = 0): AdjustableLine => ({
  _id: id,
  unitPrice,
  quantity,
  paid_quantity: paid,
  held_quantity: held,
});

describe("bill adjustment arithmetic (minor units)", () => {
  const bill = [line("a", 9500, 1), line("b", 4500, 2)]; // 185.00 in all

  it("voids units of one line at their full price", () => {
    expect(planAdjustment(bill, { kind: "void", line_id: "b", quantity: 1 })).toEqual({
      lines: [{ line_id: "b", units: 1, unitPriceBefore: 4500, unitPriceAfter: 0 }],
      amount: 4500,
    });
  });

  it("comps every open unit of the order when no line is named", () => {
    const plan = planAdjustment(bill, { kind: "comp" });
    expect("amount" in plan && plan.amount).toBe(18_500);
  });

  it("takes a discount per unit, rounded half away from zero, so units keep whole prices", () => {
    expect(unitPriceAfter("discount", 4555, 10)).toBe(4099); // 455.5 off rounds to 456
    const plan = planAdjustment([line("c", 4555, 3)], { kind: "discount", percent: 10 });
    expect(plan).toEqual({
      lines: [{ line_id: "c", units: 3, unitPriceBefore: 4555, unitPriceAfter: 4099 }],
      amount: 1368,
    });
  });

  it("never touches paid or held units: the bill cannot fall below what is paid", () => {
    const partly = [line("a", 9500, 1, 1), line("b", 4500, 3, 1, 1)];
    expect(planAdjustment(partly, { kind: "discount", percent: 50 })).toEqual({
      lines: [{ line_id: "b", units: 1, unitPriceBefore: 4500, unitPriceAfter: 2250 }],
      amount: 2250,
    });
    expect(planAdjustment(partly, { kind: "void", line_id: "b", quantity: 2 })).toEqual({
      refused: "paid_units",
    });
    expect(planAdjustment([line("a", 9500, 1, 1)], { kind: "comp" })).toEqual({ refused: "nothing_open" });
  });

  it("refuses an unknown line, too many units and a percent outside 1..99", () => {
    expect(planAdjustment(bill, { kind: "void", line_id: "zz" })).toEqual({ refused: "unknown_line" });
    expect(planAdjustment(bill, { kind: "void", line_id: "b", quantity: 3 })).toEqual({
      refused: "too_many",
    });
    for (const percent of [0, 100, 12.5])
      expect(planAdjustment(bill, { kind: "discount", percent })).toEqual({ refused: "bad_percent" });
  });
});
