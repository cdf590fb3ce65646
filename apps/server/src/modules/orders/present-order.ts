import type { Order, SplitPayment } from "@tablewise/domain/contract/order";
import { fromMinorUnits, sumMinorBy } from "@tablewise/domain/rules/money";
import type { StoredOrderLine } from "../../db/schema/index";
import type { OrderRow } from "./order.repository";
import type { PaymentRow } from "./payment.repository";
import { isPaidByAmount, leftToPay, lineTotal, openShare, shareBase } from "./bill";
import {
  billPayments,
  iso,
  isCounted,
  paymentRequests,
  paymentStatuses,
  paymentSums,
  presentRequest,
  toLine,
} from "./present-parts";

export { presentRequest };
import { presentPreorder } from "./present-preorder";

// SPEC §4 split payment: the online parts paid (held, then captured or refunded) and, while a split is
// open, what is still to pay as one more part.
function splitPayments(row: OrderRow, pays: readonly PaymentRow[]): SplitPayment[] {
  const parts = pays
    .filter((p) => p.method === "online" && ["held", "paid", "refunded"].includes(p.status))
    .map((p) => ({
      _id: p.publicId,
      total: fromMinorUnits(p.amount + p.tip),
      paid_at: iso(p.settledAt),
      refunded_at: iso(p.refundedAt),
    }));
  const rest = leftToPay(row.lines, pays);
  if (row.splitDeadlineAt && rest > 0)
    parts.push({ _id: "rest", total: fromMinorUnits(rest), paid_at: null, refunded_at: null });
  return parts;
}

// SPEC §3 guests: one per phone that ordered on the bill (and per guest a phone's cart named), so two
// phones at one table read "Guests 2" on the receipt.
function guests(lines: readonly StoredOrderLine[]) {
  const count = new Set(lines.map((l) => `${l.orderer ?? ""}/${l.guest_index}`)).size;
  return Array.from({ length: Math.max(count, 1) }, (_, index) => ({ index }));
}

function base(
  row: OrderRow,
): Omit<
  Order,
  | "list"
  | "appends"
  | "sum"
  | "total"
  | "tip_amount"
  | "split_payments"
  | "payment_requests"
  | "payments"
  | "payment_sums"
  | "payment_statuses"
> {
  const g = guests(row.lines);
  return {
    _id: row.id,
    status: row.status as Order["status"],
    // The lines carry comps and discounts at their new prices (sum is what is owed); `adjustments` says
    // what changed, so SPEC §3 discount stays 0 rather than being taken off a second time.
    discount: 0,
    // What the venue voided, comped or discounted and why (the guest's bill says it; SPEC §4).
    adjustments: row.adjustments.map((a) => ({ ...a, amount: fromMinorUnits(a.amount) })),
    discount_value: 0,
    guests: g,
    guests_count: g.length,
    paid_at: iso(row.paidAt),
    closed_at: iso(row.closedAt),
    confirmed_at: iso(row.confirmedAt),
    date: row.createdAt.toISOString(),
    ...(row.comment ? { comment: row.comment } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    section: row.sectionName,
    table_name: row.tableName,
    serial_order_id: row.serial,
    local_id: row.localId,
    order_type: "inside",
    is_delivery: false,
    // SPEC §4, §8: the POS refused the order, which was cancelled; the guest's app shows why.
    external_pos_error: row.status === "cancelled" ? row.posError : null,
    auto_cancel_at: iso(row.autoCancelAt),
    split_deadline_at: iso(row.splitDeadlineAt),
    cafe_id: row.venueId,
  };
}

// SPEC §3 Order as the guest sees it. Totals are computed from the stored lines and payments.
export function presentOrder(row: OrderRow, pays: readonly PaymentRow[]): Order {
  if (row.orderType !== "inside") return presentPreorder(row, pays);
  const list = row.lines.map((l) => toLine(l));
  const sum = sumMinorBy(row.lines, (l) => lineTotal(l, l.quantity));
  const tip = sumMinorBy(pays.filter(isCounted), (p) => p.tip);
  return {
    ...base(row),
    list,
    appends: row.appends.map((a) => ({
      _id: a._id,
      status: a.status,
      list: a.lines.map((l) => toLine(l)),
      created_at: a.created_at,
      ...(a.status === "cancelled" && a.reason ? { reason: a.reason } : {}),
    })),

    sum: fromMinorUnits(sum),
    tip_amount: fromMinorUnits(tip),
    total: fromMinorUnits(sum + tip),
    split_payments: splitPayments(row, pays),
    payment_requests: paymentRequests(pays),
    payments: billPayments(pays),
    payment_sums: paymentSums(pays),
    payment_statuses: paymentStatuses(pays),
    // docs/decisions/020-pay-a-share.md: what is left for a share to cover, and what an even split divides.
    left_to_pay: fromMinorUnits(openShare(row.lines, pays)),
    paid_by_amount: isPaidByAmount(pays),
    share_base: fromMinorUnits(shareBase(row.lines)),
  };
}

// The receipt of one payment (SPEC §7 pay: paid_order): only the lines and amounts it covers, paid once
// confirmed, held while the waiter or the gateway has not confirmed it.
export function presentPaidPart(row: OrderRow, payment: PaymentRow): Order {
  const byId = new Map(row.lines.map((l) => [l._id, l]));
  const confirmed = isCounted(payment);
  const list = payment.items.flatMap((i) => {
    const line = byId.get(i.line_id);
    return line ? [toLine(line, i.quantity, confirmed ? i.quantity : 0, confirmed ? 0 : i.quantity)] : [];
  });
  return {
    ...base(row),
    list,
    appends: [],
    sum: fromMinorUnits(payment.amount),
    tip_amount: fromMinorUnits(payment.tip),
    total: fromMinorUnits(payment.amount + payment.tip),
    split_payments: [],
    payment_requests: paymentRequests([payment]),
    payments: billPayments([payment]),
    payment_sums: paymentSums([payment]),
    payment_statuses: paymentStatuses([payment]),
  };
}
