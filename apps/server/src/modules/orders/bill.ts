import type { SelectedItem } from "@tablewise/domain/contract/order-calls";
import { checkBillSelection, selectedSum } from "@tablewise/domain/rules/bill-selection";
import { multiplyMinor, sumMinorBy, toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import type { StoredOrderLine } from "../../db/schema/index";
import { HttpError } from "../../http/errors";

// A line's unit price in minor units. The line keeps the price as the menu document gave it, a decimal
// (docs/decisions/016-money-in-minor-units.md); this is where it is read into minor units.
export const linePriceUnits = (line: Pick<StoredOrderLine, "price">): MinorUnits => toMinorUnits(line.price);

export const lineTotal = (line: Pick<StoredOrderLine, "price">, quantity: number): MinorUnits =>
  multiplyMinor(linePriceUnits(line), quantity);

// The bill as the pay rules see it: quantities held by online payments in flight count as paid, so no
// item can be paid twice (SPEC §6: any guest may pay selected items).
export const billLines = (lines: readonly StoredOrderLine[]) =>
  lines.map((l) => ({
    _id: l._id,
    quantity: l.quantity,
    paid_quantity: l.paid_quantity + l.held_quantity,
    total: lineTotal(l, l.quantity),
  }));

// What is left to pay, including quantities held by online payments not yet settled.
export const unpaidSum = (lines: readonly StoredOrderLine[]): MinorUnits =>
  sumMinorBy(lines, (l) => lineTotal(l, l.quantity - l.paid_quantity));

// What nobody has paid or started paying yet.
export const openSum = (lines: readonly StoredOrderLine[]): MinorUnits =>
  sumMinorBy(lines, (l) => lineTotal(l, Math.max(0, l.quantity - l.paid_quantity - l.held_quantity)));

export const isFullyPaid = (lines: readonly StoredOrderLine[]) =>
  lines.every((l) => l.paid_quantity >= l.quantity);

// The server's check of a selection: an unknown line is a bad request, an already paid one a conflict
// (two guests racing for one item: the second loses). The sum is minor units.
export function priceSelection(
  lines: readonly StoredOrderLine[],
  items: readonly SelectedItem[],
): MinorUnits {
  const bill = billLines(lines);
  const errors = checkBillSelection(bill, items);
  if (errors.some((e) => e.code === "unknown_line"))
    throw new HttpError(400, "bad_request", "Unknown line in the selection", { errors });
  if (errors.length) throw new HttpError(409, "conflict", "Some selected items are already paid", { errors });
  return selectedSum(bill, items);
}

// Adds `delta` to one quantity field of the selected lines.
export function shiftQuantities(
  lines: readonly StoredOrderLine[],
  items: readonly SelectedItem[],
  field: "paid_quantity" | "held_quantity",
  delta: 1 | -1,
): StoredOrderLine[] {
  const by = new Map(items.map((i) => [i.line_id, i.quantity]));
  return lines.map((l) => {
    const q = by.get(l._id);
    return q === undefined ? l : { ...l, [field]: Math.max(0, l[field] + delta * q) };
  });
}
