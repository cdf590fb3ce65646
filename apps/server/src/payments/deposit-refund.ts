import { HttpError } from "../http/errors";
import type { PaymentGateway } from "./payment-gateway";
import type { DepositRow } from "./deposit-payments";

// A paid deposit goes back through the gateway that took it (the venue's
// configured one, by name). The sandbox moves no money, so there it is only what the reservation records
// (refunded_at). Without that gateway no deposit can be refunded, and the decline is refused.
export function assertDepositRefundable(gateway: PaymentGateway | null, row: DepositRow) {
  if (!row.paid || row.refundedAt) return;
  const taker = row.gateway ?? "sandbox";
  if (gateway === null || gateway.name !== taker)
    throw new HttpError(409, "conflict", "The deposit cannot be refunded: no payment gateway is configured", {
      reason: "refund_unavailable",
    });
}

// Whether the refund is money at a real gateway (recorded as an attempt, sent after the decision).
export const refundsAtGateway = (row: DepositRow) =>
  row.paid && !row.refundedAt && row.gateway !== null && row.gateway !== "sandbox";
