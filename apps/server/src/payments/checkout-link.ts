import type { PaymentLink } from "@tablewise/domain/contract/order";
import type { Venue } from "@tablewise/domain/contract/venue";
import { HttpError } from "../http/errors";
import type { OrderRepository } from "../modules/orders/index";
import type { PaymentRepository, PaymentRow } from "../modules/orders/index";
import { isoCurrencyOf } from "./minor-units";
import { GatewayError, type PaymentGateway } from "./payment-gateway";

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  gateways: { forVenue(venueId: string): Promise<PaymentGateway | null> };
  // PUBLIC_URL: the guests' origin, over the request's own.
  publicUrl?: string | null;
};

export const unavailable = (reason: string) =>
  new HttpError(409, "online_payment_unavailable", "The payment gateway did not answer; try again", {
    reason,
  });

// The gateway's hosted page for a pending payment. The first ask opens the checkout
// (its idempotency key is our payment id, so the client's own retries get the same session) and stores
// the gateway's reference and page; later asks ("Pay now", a replayed create) answer the same page.
// A gateway that does not answer is a 409 in the API's envelope, never a 5xx.
export function createCheckoutLinks(deps: Deps) {
  const { orders, payments } = deps;
  return async function linkFor(venue: Venue, payment: PaymentRow, origin = ""): Promise<PaymentLink> {
    if (payment.gateway && payment.gatewayUrl)
      return { gateway: payment.gateway, pay_url: payment.gatewayUrl };
    const gateway = await deps.gateways.forVenue(venue._id);
    if (!gateway) throw unavailable("no_gateway");
    const currency = isoCurrencyOf(venue.currency);
    if (!currency) throw unavailable("currency");
    // Whatever the adapter throws (its own GatewayError, or anything else) is the gateway not answering.
    const checkout = await gateway
      .createCheckout({
        paymentId: payment.id,
        amount: payment.amount + payment.tip,
        currency,
        description: venue.name,
        returnUrl: `${deps.publicUrl ?? origin}${payment.returnPath}`,
        idempotencyKey: `checkout-${payment.id}`,
      })
      .catch((err: unknown) => {
        throw unavailable(err instanceof GatewayError ? "gateway_error" : "gateway_failed");
      });
    await orders.transaction((tx) =>
      payments.update(tx, payment.id, {
        gateway: gateway.name,
        gatewayRef: checkout.gatewayRef,
        gatewayUrl: checkout.redirectUrl,
        gatewayAccount: gateway.account ?? null,
      }),
    );
    return { gateway: gateway.name, pay_url: checkout.redirectUrl };
  };
}
export type CheckoutLinks = ReturnType<typeof createCheckoutLinks>;
