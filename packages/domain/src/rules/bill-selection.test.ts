import { describe, expect, it } from "vitest";
import { checkBillSelection, selectAll, selectedSum } from "./bill-selection";

const line = (id: string, quantity: number, total: number, paid = 0) => ({
  _id: id,
  quantity,
  total,
  paid_quantity: paid,
});
const lines = [line("a", 2, 9000), line("b", 3, 10_000, 1), line("c", 1, 4500, 1)];

describe("SPEC §4 entering the order page selects all items", () => {
  it("selects every unpaid quantity and skips paid lines", () => {
    expect(selectAll(lines)).toEqual([
      { line_id: "a", quantity: 2 },
      { line_id: "b", quantity: 2 },
    ]);
  });
});

describe("SPEC §9 selected sum of the bill", () => {
  it("sums each line's share of its total for the selected quantity", () => {
    expect(selectedSum(lines, [{ line_id: "a", quantity: 1 }])).toBe(4500);
    expect(selectedSum(lines, selectAll(lines))).toBe(15_667); // 90 + 2/3 of 100, in minor units
    expect(selectedSum(lines, [])).toBe(0);
  });
});

describe("SPEC §6 paying selected items: server check", () => {
  it("accepts quantities within what is unpaid", () => {
    expect(checkBillSelection(lines, [{ line_id: "b", quantity: 2 }])).toEqual([]);
  });
  it("refuses unknown lines, paid lines and more than is unpaid", () => {
    expect(
      checkBillSelection(lines, [
        { line_id: "x", quantity: 1 },
        { line_id: "c", quantity: 1 },
        { line_id: "b", quantity: 3 },
      ]),
    ).toEqual([
      { code: "unknown_line", line_id: "x" },
      { code: "already_paid", line_id: "c" },
      { code: "over_unpaid", line_id: "b" },
    ]);
  });
});
