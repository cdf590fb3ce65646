import type { Tx } from "../../db/client";
import type { StoredAppend, StoredOrderLine } from "../../db/schema/index";
import { isFullyPaid, shiftQuantities } from "./bill";
import type { NewOrderRow, OrderRepository, OrderRow } from "./order.repository";
import type { PaymentRepository, PaymentRow } from "./payment.repository";

type Deps = { orders: OrderRepository; payments: PaymentRepository };

// SPEC §4: the bill is settled when every unit is paid by confirmed money and no append waits
// for the venue (a waiting append is more to pay). Units held by an unconfirmed payment are not paid, so
// a cash promise or a payment still at the gateway keeps the order open.
export const isSettled = (lines: readonly StoredOrderLine[], appends: readonly StoredAppend[]) =>
  isFullyPaid(lines) && !appends.some((a) => a.status === "waiting");

// Payments that hold units until the venue or the gateway answers.
export const isUnconfirmed = (p: PaymentRow) => p.status === "requested" || p.status === "pending";

// Once nothing is left to pay: held online split parts are captured and the order is closed (SPEC §4).
// Otherwise the order is left as it is, marked paying when a payment has touched it. Answers the row.
export async function closeIfSettled(tx: Tx, deps: Deps, row: OrderRow, now: Date): Promise<OrderRow> {
  return (await settleBill(tx, deps, row, now, {})).row;
}

// closeIfSettled with the caller's own change of the order made in the same update (one
// statement, not two). `row`: the order as it is with `patch` applied (not written yet). `pays`: the
// order's payments read under its lock, when the caller has them (not read again); answered as the
// change left them.
export async function settleBill(
  tx: Tx,
  deps: Deps,
  row: OrderRow,
  now: Date,
  patch: Partial<NewOrderRow>,
  pays?: PaymentRow[],
): Promise<{ row: OrderRow; payments?: PaymentRow[] }> {
  if (!isSettled(row.lines, row.appends)) {
    const paying = row.status === "paying" ? {} : { status: "paying" };
    if (!Object.keys(patch).length && !Object.keys(paying).length) return { row, payments: pays };
    return {
      row: await deps.orders.update(tx, row.id, { ...patch, ...paying, updatedAt: now }),
      payments: pays,
    };
  }
  const after: PaymentRow[] = [];
  for (const p of pays ?? (await deps.payments.listByOrder(row.id, tx)))
    after.push(p.status === "held" ? await deps.payments.update(tx, p.id, { status: "paid" }) : p);
  const closed = await deps.orders.update(tx, row.id, {
    ...patch,
    status: "closed",
    paidAt: now,
    closedAt: now,
    splitDeadlineAt: null,
    updatedAt: now,
  });
  return { row: closed, payments: after };
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
  return (await releasePaymentRow(tx, deps, lines, payment, status, now)).lines;
}

// releasePayment answering the payment as it ended too.
export async function releasePaymentRow(
  tx: Tx,
  deps: Deps,
  lines: StoredOrderLine[],
  payment: PaymentRow,
  status: "rejected" | "cancelled" | "declined" | "expired",
  now: Date,
): Promise<{ lines: StoredOrderLine[]; payment: PaymentRow }> {
  const ended = await deps.payments.update(tx, payment.id, { status, settledAt: now });
  return { lines: shiftQuantities(lines, payment.items, "held_quantity", -1), payment: ended };
}
