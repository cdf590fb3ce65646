// The PaymentGateway port: every place money moves (the bill payment, the split refund, the
// reservation deposit, the console's refund) talks to a gateway only through this type, so the sandbox
// (demo only), Stripe and LiqPay are interchangeable adapters chosen per venue.
// Amounts are whole minor units, hundredths of the currency unit, as stored (1250 = 12.50;
// docs/decisions/016-money-in-minor-units.md); an adapter converts to what its API takes.

import type { MinorUnits } from "@tablewise/domain/rules/money";

export type GatewayName = "sandbox" | "stripe" | "liqpay";

export type CheckoutRequest = {
  /** Our payment id: also the reference the gateway echoes back in its notification. */
  paymentId: string;
  /** Minor units (hundredths), e.g. 1250 for 12.50. */
  amount: MinorUnits;
  /** ISO 4217, from the venue (e.g. "EUR", "UAH"). */
  currency: string;
  description: string;
  /** Where the guest's browser comes back to; it only shows the state, it never settles. */
  returnUrl: string;
  /** Derived from our payment id, so a retry after a crash reuses the gateway's earlier answer. */
  idempotencyKey: string;
};

export type CheckoutSession = {
  /** Where the guest's browser is sent to pay (the gateway's hosted page). */
  redirectUrl: string;
  /** The gateway's own id of this checkout (Stripe: the Checkout Session id). */
  gatewayRef: string;
};

export type NotificationKind = "paid" | "failed" | "refunded";

/** A notification whose signature the adapter verified. At least one of gatewayRef/paymentId is set. */
export type VerifiedNotification = {
  ok: true;
  /** The provider's event id when it has one (for logs/dedup); settlement is idempotent regardless. */
  eventId?: string;
  gatewayRef?: string;
  paymentId?: string;
  kind: NotificationKind;
  /** Minor units (hundredths). */
  amount: MinorUnits;
  currency?: string;
  /** Kind "refunded": which refund attempt it is about (our key from the refund's
   *  metadata, or the gateway's refund id) and its state at the gateway; `paymentId` names the payment
   *  when only that is known (Stripe's charge.refunded: the payment intent). */
  refund?: { key?: string; refundRef?: string; status: "succeeded" | "failed" | "pending" };
};

/** The notification is not genuine (bad/missing signature, tampered body) or not understood. */
export type RefusedNotification = {
  ok: false;
  /** "forged": the signature failed (answer 400 and log); "ignored": genuine but not an event we act on (answer 200). */
  reason: "forged" | "ignored";
  /** A short reason for the log: never the signature or a secret. */
  detail: string;
};

export type ParsedNotification = VerifiedNotification | RefusedNotification;

export type RefundRequest = {
  gatewayRef: string;
  /** Minor units (hundredths). */
  amount: MinorUnits;
  /** Derived from our refund record, so a retry after a crash never refunds twice. */
  idempotencyKey: string;
};

export type RefundResult = { status: "succeeded" | "pending" | "failed"; refundRef?: string };

/** The gateway's view of a checkout, for reconciliation (a lost callback is recovered). */
export type LookupResult = {
  status: "pending" | "paid" | "failed" | "refunded" | "unknown";
  /** Minor units (hundredths), when the gateway reports it. */
  amount?: MinorUnits;
};

export type NotificationHeaders = Record<string, string | string[] | undefined>;

export type PaymentGateway = {
  name: GatewayName;
  /** Id of the SVG logo shipped in apps/web (no CDN): "sandbox" | "stripe" | "liqpay". */
  logoId: string;
  /** Human name shown on the pay screens. */
  displayName: string;
  /** Whose credentials these are: the venue's credentials reference (e.g. STRIPE_MAIN, a name, never a
   *  secret), set by the registry; none for the sandbox. A payment records it when its checkout opens,
   *  and a notification this adapter verified may change only payments that recorded the same. */
  account?: string;
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /** rawBody is the exact bytes the provider sent: signatures are over them, never over re-serialised JSON. */
  parseNotification(rawBody: Buffer | string, headers: NotificationHeaders): Promise<ParsedNotification>;
  refund(req: RefundRequest): Promise<RefundResult>;
  lookup(gatewayRef: string): Promise<LookupResult>;
  /** Closes a checkout the guest has not completed, so its page no longer takes money (our payment has
   *  ended: its hold ran out or the guest asked to pay otherwise). Refused (GatewayError.refused) when
   *  the checkout is no longer open. A gateway without it leaves the page open: money taken there
   *  afterwards is given back (gateway-notifications.ts refundLate). */
  endCheckout?(gatewayRef: string): Promise<void>;
};

/** A gateway call that failed (network, provider 5xx, bad credentials): callers map it to a 4xx (502 never). */
// `refused`: the provider answered and said no (a 4xx: nothing moved, the same request may be sent
// again later); otherwise the outcome is unknown (no answer, a 5xx) and a refund stays open for
// reconciliation to ask again under the same idempotency key.
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
