import type { Tx } from "../../db/client";
import type { StoredAppend, StoredOrderLine } from "../../db/schema/index";
import { isFullyPaid, shiftQuantities } from "./bill";
import type { OrderRepository, OrderRow } from "./order.repository";
import type { PaymentRepository, PaymentRow } from "./payment.repository";

type Deps = { orders: OrderRepository; payments: PaymentRepository };

// SPEC §4 and issue 16: the bill is settled when every unit is paid by confirmed money and no append waits
// for the venue (a waiting append is more to pay). Units held by an unconfirmed payment are not paid, so
// a cash promise or a payment still at the gateway keeps the order open.
export const isSettled = (lines: readonly StoredOrderLine[], appends: readonly StoredAppend[]) =>
  isFullyPaid(lines) && !appends.some((a) => a.status === "waiting");

// Payments that hold units until the venue or the gateway answers.
export const isUnconfirmed = (p: PaymentRow) => p.status === "requested" || p.status === "pending";

// Once nothing is left to pay: held online split parts are captured and the order is closed (SPEC §4).
// Otherwise the order is left as it is, marked paying when a payment has touched it. Answers the row.
export async function closeIfSettled(tx: Tx, deps: Deps, row: OrderRow, now: Date): Promise<OrderRow> {
  if (!isSettled(row.lines, row.appends)) {
    if (row.status === "paying") return row;
    return deps.orders.update(tx, row.id, { status: "paying", updatedAt: now });
  }
  for (const p of await deps.payments.listByOrder(row.id, tx))
    if (p.status === "held") await deps.payments.update(tx, p.id, { status: "paid" });
  return deps.orders.update(tx, row.id, {
    status: "closed",
    paidAt: now,
    closedAt: now,
    splitDeadlineAt: null,
    updatedAt: now,
  });
}

// Gives an unconfirmed payment's units back to the bill and ends it with `status`. Answers the lines.
export async function releasePayment(
  tx: Tx,
  deps: Deps,
  lines: StoredOrderLine[],
  payment: PaymentRow,
  status: "rejected" | "cancelled" | "declined" | "expired",
  now: Date,
): Promise<StoredOrderLine[]> {
  await deps.payments.update(tx, payment.id, { status, settledAt: now });
  return shiftQuantities(lines, payment.items, "held_quantity", -1);
}
