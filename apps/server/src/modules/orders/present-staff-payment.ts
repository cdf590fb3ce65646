import { fromMinorUnits } from "@tablewise/domain/rules/money";
import type { PaymentRow } from "./payment.repository";
import { iso } from "./present-parts";

// A payment as the venue's people see it: its id (the key of confirm and reject), who it is from is
// left out (a visitor id is a guest's key to their orders). Amounts as SPEC §7 decimals, like the guests'.
export const presentStaffPayment = (p: PaymentRow) => ({
  id: p.id,
  public_id: p.publicId,
  method: p.method,
  status: p.status,
  amount: fromMinorUnits(p.amount),
  tip: fromMinorUnits(p.tip),
  total: fromMinorUnits(p.amount + p.tip),
  refunded_amount: fromMinorUnits(p.refundedAmount),
  items: p.items,
  covers: p.covers ?? null,
  waiter_id: p.waiterId,
  created_at: p.createdAt.toISOString(),
  settled_at: iso(p.settledAt),
  expires_at: iso(p.expiresAt),
});
