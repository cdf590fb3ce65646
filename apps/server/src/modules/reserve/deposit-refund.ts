import type { OnlineGateway } from "../../config/payment-gateway";
import { HttpError } from "../../http/errors";
import type { ReservationRow } from "./reserve.repository";

// Issue 19 point 3: a paid deposit goes back through the gateway that took it, like a split part's
// refund (orders/payment-settlement.ts). The sandbox moves no money, so there is nothing to call: the
// refund is what the reservation records (refunded_at). Without a gateway no deposit can be refunded.
export function assertDepositRefundable(gateway: OnlineGateway | null, row: ReservationRow) {
  if (row.paid && !row.refundedAt && gateway === null)
    throw new HttpError(409, "conflict", "The deposit cannot be refunded: no payment gateway is configured", {
      reason: "refund_unavailable",
    });
}
