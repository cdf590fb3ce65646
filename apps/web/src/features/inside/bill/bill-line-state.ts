import type { Order, OrderLine, PaymentRequest } from "@tablewise/domain/contract/order";
import { unpaidQuantity } from "./order-state";

// Every line of the bill has a state the guest can read: to pay, being paid (held by a
// payment not yet confirmed; by this guest or another), paid, or part paid ("1 of 2 paid").
export type HeldBy = { isMine: boolean; status: PaymentRequest["status"]; expiresAt: string | null };
export type LineState = {
  unpaid: number;
  paid: number;
  held: number;
  heldBy: HeldBy | null;
};

export function lineState(
  line: OrderLine,
  requests: readonly PaymentRequest[],
  isMine: (paymentId: string) => boolean,
): LineState {
  const request = requests.find((r) => r.items.some((i) => i.line_id === line._id));
  return {
    unpaid: unpaidQuantity(line),
    paid: line.paid_quantity,
    held: line.held_quantity,
    heldBy:
      line.held_quantity > 0 && request
        ? { isMine: isMine(request._id), status: request.status, expiresAt: request.expires_at }
        : null,
  };
}

// What is still to pay on the table's bill, held units included (they are not paid until confirmed).
// What confirmed money has not paid: the unpaid units less the amounts paid as shares of the bill
// (docs/decisions/020-pay-a-share.md), in the wire's decimals, rounded to the cent.
export const leftToPay = (order: Pick<Order, "list" | "payments">) => {
  const units = order.list.reduce((s, l) => s + l.price * Math.max(0, l.quantity - l.paid_quantity), 0);
  const shares = order.payments
    .filter((p) => p.covers && (p.status === "paid" || p.status === "held"))
    .reduce((s, p) => s + p.amount, 0);
  return Math.max(0, Math.round((units - shares) * 100) / 100);
};
