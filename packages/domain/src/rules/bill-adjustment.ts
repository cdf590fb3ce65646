import { multiplyMinor, percentOf, sumMinorBy, type MinorUnits } from "./money";

// Void, comp and discount after the venue accepted an order (SPEC §4 bill, DESIGN.md §6). Pure and in
// whole minor units: the server decides with it, the console previews with it, so both say the same sum.
export type AdjustmentKind = "void" | "comp" | "discount";

// A bill line as the adjustment sees it. Only open units are touched: neither paid nor held by a
// payment in flight (a cash request, an online payment at the gateway).
export type AdjustableLine = {
  _id: string;
  unitPrice: MinorUnits;
  quantity: number;
  paid_quantity: number;
  held_quantity: number;
};

export type AdjustmentRequest = {
  kind: AdjustmentKind;
  // One line, or (absent) every line of the order.
  line_id?: string;
  // Units of that line; absent for all its open units.
  quantity?: number;
  // Discount only: whole percent 1..99 (100 is a comp).
  percent?: number;
};

// Per line: how many units move and their unit price after (0 for a comp, none for a void).
export type LineAdjustment = {
  line_id: string;
  units: number;
  unitPriceBefore: MinorUnits;
  unitPriceAfter: MinorUnits;
};
export type AdjustmentPlan = { lines: LineAdjustment[]; amount: MinorUnits };
// unknown_line: no such line (400). paid_units: asks for units already paid or held, which the venue
// refunds first (409). nothing_open: no unit is left to adjust (409). bad_percent: not 1..99 (400).
// too_many: more units than the line has (400).
export type AdjustmentRefusal = {
  refused: "unknown_line" | "paid_units" | "nothing_open" | "bad_percent" | "too_many";
};

export const openUnits = (l: AdjustableLine) => Math.max(0, l.quantity - l.paid_quantity - l.held_quantity);

// A unit's price after the adjustment. A discount is taken per unit, rounded half away from zero
// (SPEC §9), so every unit keeps a whole price and the per-item payments (SPEC §6) still add up.
export function unitPriceAfter(kind: AdjustmentKind, unit: MinorUnits, percent = 0): MinorUnits {
  if (kind === "discount") return unit - percentOf(unit, percent);
  return 0;
}

// What the adjustment does and how much it takes off the bill. A paid or held unit is never touched:
// the bill cannot fall below what is already paid, the venue refunds a payment first.
export function planAdjustment(
  lines: readonly AdjustableLine[],
  request: AdjustmentRequest,
): AdjustmentPlan | AdjustmentRefusal {
  const percent = request.percent ?? 0;
  if (request.kind === "discount" && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    return { refused: "bad_percent" };
  let chosen: { line: AdjustableLine; units: number }[];
  if (request.line_id !== undefined) {
    const line = lines.find((l) => l._id === request.line_id);
    if (!line) return { refused: "unknown_line" };
    const open = openUnits(line);
    const units = request.quantity ?? open;
    if (units > open) return { refused: line.quantity >= units ? "paid_units" : "too_many" };
    chosen = [{ line, units }];
  } else chosen = lines.map((line) => ({ line, units: openUnits(line) }));
  chosen = chosen.filter((c) => c.units > 0);
  if (!chosen.length) return { refused: "nothing_open" };
  const planned = chosen.map(({ line, units }) => ({
    line_id: line._id,
    units,
    unitPriceBefore: line.unitPrice,
    unitPriceAfter: unitPriceAfter(request.kind, line.unitPrice, percent),
  }));
  return {
    lines: planned,
    amount: sumMinorBy(planned, (p) => multiplyMinor(p.unitPriceBefore - p.unitPriceAfter, p.units)),
  };
}
