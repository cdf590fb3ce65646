import { roundMoney } from "@tablewise/domain/rules/money";
import type { PaymentRow } from "./payment.repository";
import { iso } from "./present-parts";

// A payment as the venue's people see it: its id (the key of confirm and reject), who it is from is
// left out (a visitor id is a guest's key to their orders).
export const presentStaffPayment = (p: PaymentRow) => ({
  id: p.id,
  public_id: p.publicId,
  method: p.method,
  status: p.status,
  amount: p.amount,
  tip: p.tip,
  total: roundMoney(p.amount + p.tip),
  refunded_amount: p.refundedAmount,
  items: p.items,
  waiter_id: p.waiterId,
  created_at: p.createdAt.toISOString(),
  settled_at: iso(p.settledAt),
  expires_at: iso(p.expiresAt),
});
