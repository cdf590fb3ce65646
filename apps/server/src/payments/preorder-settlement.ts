import { sumMinorBy } from "@tablewise/domain/rules/money";
import { lineTotal } from "../modules/orders/index";
import type { Tx } from "../db/client";
import { newShortId, type OrderRepository, type OrderRow } from "../modules/orders/index";
import { newPaymentId, type PaymentRepository } from "../modules/orders/index";
import type { RefundAttemptRepository, RefundAttemptRow } from "./refund-attempts.repository";
import { giveUpPayment, type FiscalHook } from "./payment-lock";

const isOffline = (method: string | null): method is "cash" | "card" =>
  method === "cash" || method === "card";

// What a staff decision means for a delivery or takeaway order's money. Cancelled: an online payment
// already taken is refunded. Closed (handed over): an order to be paid in cash or by card is recorded as
// paid that way, so its receipt shows the payment (SPEC §2 receipt: payment details per method).
// Answers the order row as it stands afterwards.
export async function settlePreorderChange(
  tx: Tx,
  deps: {
    orders: OrderRepository;
    payments: PaymentRepository;
    attempts?: RefundAttemptRepository;
    fiscal?: FiscalHook;
  },
  row: OrderRow,
  now: Date,
  sent: RefundAttemptRow[] = [],
): Promise<OrderRow> {
  if (row.orderType === "inside") return row;
  if (row.status === "cancelled") {
    // The money goes back through the gateway that took it. The attempt
    // (key `cancel-refund-<payment>`) is recorded with the decision and sent by the caller after the
    // commit, with no lock held; the money is recorded when the gateway answers.
    for (const p of await deps.payments.listByOrder(row.id, tx))
      if (p.status === "paid") {
        const attempt = await giveUpPayment(tx, deps, row, p, `cancel-refund-${p.id}`, now);
        if (attempt) sent.push(attempt);
      }
    return row;
  }
  if (row.status !== "closed" || row.paidAt || !isOffline(row.payMethod)) return row;
  const items = row.lines
    .filter((l) => l.quantity > l.paid_quantity)
    .map((l) => ({ line_id: l._id, quantity: l.quantity - l.paid_quantity }));
  const amount =
    sumMinorBy(row.lines, (l) => lineTotal(l, l.quantity - l.paid_quantity)) + (row.deliveryFee ?? 0);
  const payment = await deps.payments.insert(tx, {
    id: newPaymentId(),
    publicId: newShortId(),
    orderId: row.id,
    method: row.payMethod,
    status: "paid",
    items,
    amount,
    tip: 0,
    returnPath: "",
    createdAt: now,
    settledAt: now,
  });
  const lines = row.lines.map((l) => ({ ...l, paid_quantity: l.quantity, held_quantity: 0 }));
  const updated = await deps.orders.update(tx, row.id, { lines, paidAt: now });
  await deps.fiscal?.settled(tx, updated, payment, now);
  return updated;
}
