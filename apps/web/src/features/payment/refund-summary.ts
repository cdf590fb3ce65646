import type { Order } from "@tablewise/domain/contract/order";
import { sumMinorBy, toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";

// What a receipt says of refunds (SPEC §2 Receipt): the money the venue gave back and what was finally
// paid. payment_sums already nets refunds out (what the venue kept per method). Minor units.
export function refundSummary(order: Pick<Order, "payments" | "payment_sums">): {
  refunded: MinorUnits;
  finallyPaid: MinorUnits;
} {
  const refunded = sumMinorBy(order.payments, (p) => toMinorUnits(p.refunded_amount));
  const sums = order.payment_sums;
  const finallyPaid = sumMinorBy([sums.cash, sums.card, sums.online, sums.bonus], toMinorUnits);
  return { refunded, finallyPaid };
}
