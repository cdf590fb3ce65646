import type { SelectedItem } from "@tablewise/domain/contract/order-calls";
import { checkBillSelection, selectedSum } from "@tablewise/domain/rules/bill-selection";
import { multiplyMinor, sumMinorBy, toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import type { StoredOrderLine } from "../../db/schema/index";
import { HttpError } from "../../http/errors";
import { shareAmount, type BillShare } from "@tablewise/domain/rules/bill-share";
import type { PaymentRow } from "./payment.repository";

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

// Paying a share of the bill's money (docs/decisions/020-pay-a-share.md). Amount payments hold no items:
// what they cover is read from the order's payments. Pending (online at the gateway) and requested (cash
// or card waiting for the waiter) hold their amount; held (a confirmed split part) and paid count as paid.
type SharePay = Pick<PaymentRow, "covers" | "status" | "amount">;
const isShare = (p: SharePay) => p.covers != null;
export const amountPaid = (pays: readonly SharePay[]): MinorUnits =>
  sumMinorBy(
    pays.filter((p) => isShare(p) && (p.status === "held" || p.status === "paid")),
    (p) => p.amount,
  );
export const amountHeld = (pays: readonly SharePay[]): MinorUnits =>
  sumMinorBy(
    pays.filter((p) => isShare(p) && (p.status === "pending" || p.status === "requested")),
    (p) => p.amount,
  );
// Once an amount is paid or held, the rest of the bill is paid by amount only: which items an amount paid
// is unknowable, so an item payment then could pay a unit twice.
export const isPaidByAmount = (pays: readonly SharePay[]) => amountPaid(pays) + amountHeld(pays) > 0;

const billTotal = (lines: readonly StoredOrderLine[]): MinorUnits =>
  sumMinorBy(lines, (l) => lineTotal(l, l.quantity));
// The money items paid or hold: what an even split does not divide.
const itemsCovered = (lines: readonly StoredOrderLine[]): MinorUnits =>
  sumMinorBy(lines, (l) => lineTotal(l, Math.min(l.quantity, l.paid_quantity + l.held_quantity)));

export const shareBase = (lines: readonly StoredOrderLine[]): MinorUnits =>
  Math.max(0, billTotal(lines) - itemsCovered(lines));
// What nobody has paid or started paying, items and amounts alike.
export const openShare = (lines: readonly StoredOrderLine[], pays: readonly SharePay[]): MinorUnits =>
  Math.max(0, openSum(lines) - amountPaid(pays) - amountHeld(pays));
// What confirmed money has not paid yet (held units and amounts still to pay).
export const leftToPay = (lines: readonly StoredOrderLine[], pays: readonly SharePay[]): MinorUnits =>
  Math.max(0, unpaidSum(lines) - amountPaid(pays));
// Paid in full by confirmed money: every unit by items, or the items and amounts together reach the total.
export const isPaidInFull = (lines: readonly StoredOrderLine[], pays: readonly SharePay[]) =>
  isFullyPaid(lines) || leftToPay(lines, pays) === 0;

// The server's price of a share (custom amount, k of N parts, the rest): bounded by what is open.
export function priceShare(lines: readonly StoredOrderLine[], pays: readonly SharePay[], share: BillShare) {
  const result = shareAmount({ base: shareBase(lines), open: openShare(lines, pays) }, share);
  if ("amount" in result) return result.amount;
  throw new HttpError(
    409,
    "conflict",
    result.problem === "nothing_open" ? "Nothing is left to pay" : "More than is left to pay",
    { reason: result.problem },
  );
}
