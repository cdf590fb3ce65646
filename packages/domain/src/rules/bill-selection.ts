import type { SelectedItem } from "../contract/order-calls";
import type { OrderLine } from "../contract/order";
import { shareOf, sumMinor, type MinorUnits } from "./money";

// SPEC §2/§6 eat-in bill: guests pay selected lines of the shared order, possibly part of a line.
// held_quantity: units another payment is settling (a cash or card request waiting for the waiter, an
// online payment at the gateway); they are not payable until it is confirmed or released.
// total: the line's total in minor units (a client reading the wire's decimal converts it first).
type BillLine = Pick<OrderLine, "_id" | "quantity" | "paid_quantity"> &
  Partial<Pick<OrderLine, "held_quantity">> & { total: MinorUnits };

export const unpaidQuantity = (line: BillLine) =>
  Math.max(0, line.quantity - line.paid_quantity - (line.held_quantity ?? 0));

// SPEC §4 entering the order page: all (unpaid) items selected.
export function selectAll(lines: readonly BillLine[]): SelectedItem[] {
  return lines
    .filter((l) => unpaidQuantity(l) > 0)
    .map((l) => ({ line_id: l._id, quantity: unpaidQuantity(l) }));
}

// The selected sum, from each line's own total so discounts carry over to part quantities.
export function selectedSum(lines: readonly BillLine[], selected: readonly SelectedItem[]): MinorUnits {
  const byId = new Map(lines.map((l) => [l._id, l]));
  return sumMinor(
    selected.map((s) => {
      const line = byId.get(s.line_id);
      return line ? shareOf(line.total, s.quantity, line.quantity) : 0;
    }),
  );
}

export type BillSelectionError = { code: "unknown_line" | "already_paid" | "over_unpaid"; line_id: string };

// The server's check of a pay or split-estimate selection against the order.
export function checkBillSelection(
  lines: readonly BillLine[],
  selected: readonly SelectedItem[],
): BillSelectionError[] {
  const byId = new Map(lines.map((l) => [l._id, l]));
  return selected.flatMap((s): BillSelectionError[] => {
    const line = byId.get(s.line_id);
    if (!line) return [{ code: "unknown_line", line_id: s.line_id }];
    const unpaid = unpaidQuantity(line);
    if (unpaid === 0) return [{ code: "already_paid", line_id: s.line_id }];
    return s.quantity > unpaid ? [{ code: "over_unpaid", line_id: s.line_id }] : [];
  });
}
