import type { Order } from "@tablewise/domain/contract/order";
import { payMethodSchema } from "@tablewise/domain/contract/common";
import { fromMinorUnits, sumMinorBy } from "@tablewise/domain/rules/money";
import { isPaidByAmount, lineTotal, openShare, shareBase } from "./bill";
import type { OrderRow } from "./order.repository";
import type { PaymentRow } from "./payment.repository";
import { billPayments, iso, paymentStatuses, paymentSums, toLine, paymentRequests } from "./present-parts";

// SPEC §3 Order for delivery and takeaway: one guest, no table, the time (takeaway_date, null for asap),
// the client with the delivery address, and the delivery fee in the total (SPEC §9: cart sum plus
// delivery). Paid in one go, so there are no split parts and no tip.
export function presentPreorder(row: OrderRow, pays: readonly PaymentRow[]): Order {
  const list = row.lines.map((l) => toLine(l));
  const sum = sumMinorBy(row.lines, (l) => lineTotal(l, l.quantity));
  const isDelivery = row.orderType === "delivery";
  const fee = isDelivery ? (row.deliveryFee ?? 0) : 0;
  const method = payMethodSchema.safeParse(row.payMethod);
  const unheld = row.lines.map((l) => ({ ...l, held_quantity: 0 }));
  return {
    _id: row.id,
    status: row.status as Order["status"],
    total: fromMinorUnits(sum + fee),
    sum: fromMinorUnits(sum),
    tip_amount: 0,
    discount: 0,
    discount_value: 0,
    list,
    appends: [],
    adjustments: [],
    guests: [{ index: 0 }],
    guests_count: 1,
    split_payments: [],
    payment_requests: paymentRequests(pays),
    payments: billPayments(pays),
    payment_sums: paymentSums(pays),
    payment_statuses: paymentStatuses(pays),
    paid_at: iso(row.paidAt),
    closed_at: iso(row.closedAt),
    confirmed_at: iso(row.confirmedAt),
    date: row.createdAt.toISOString(),
    ...(row.comment ? { comment: row.comment } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    serial_order_id: row.serial,
    local_id: row.localId,
    order_type: row.orderType,
    is_delivery: isDelivery,
    takeaway_date: iso(row.targetDate),
    client: {
      ...(row.client ? { name: row.client.name, phone: row.client.phone } : {}),
      ...(row.address ? { address: row.address } : {}),
    },
    external_pos_error: row.status === "cancelled" ? row.posError : null,
    auto_cancel_at: iso(row.autoCancelAt),
    cafe_id: row.venueId,
    ...(row.utensils !== null ? { utensils: row.utensils } : {}),
    ...(isDelivery ? { delivery_fee: fromMinorUnits(fee) } : {}),
    ...(method.success ? { pay_method: method.data } : {}),
    // The stage the venue reached (accepted, ready, out for delivery).
    fulfilment: row.fulfilment ?? null,
    // A takeaway order paid in shares (docs/decisions/020-pay-a-share.md). Units are held only by the
    // whole-order payment at the gateway, which asking for a share ends: what is left for a share and
    // what an even split divides do not count that hold.
    ...(row.orderType === "preorder"
      ? {
          left_to_pay: fromMinorUnits(openShare(unheld, pays)),
          paid_by_amount: isPaidByAmount(pays),
          share_base: fromMinorUnits(shareBase(unheld)),
        }
      : {}),
  };
}
