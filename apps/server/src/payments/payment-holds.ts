import type { Tx } from "../db/client";
import type { StoredOrderLine } from "../db/schema/index";
import { shiftQuantities } from "../modules/orders/index";
import type { PaymentRepository, PaymentRow } from "../modules/orders/index";

type Deps = { payments: PaymentRepository };

// Payments that hold units until the venue or the gateway answers.
export const isUnconfirmed = (p: PaymentRow) => p.status === "requested" || p.status === "pending";

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
