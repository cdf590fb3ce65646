import type { GatewayName, PaymentGateway } from "./payment-gateway";
import { createStripeGateway, parseStripeApiUrl } from "./stripe-gateway";
import { liqpayFactory } from "./liqpay/liqpay-factory";

// Where secrets come from: the process environment (never the venue file).
export type Secrets = Record<string, string | undefined>;
// Builds a venue's adapter from its credentials reference (e.g. STRIPE_MAIN), or null when the
// environment lacks what it needs (then the venue offers no online payment, and the log says why).
// `warn`: the server's log, for what an adapter notices later (never a secret or a signature).
export type GatewayFactory = (
  ref: string,
  secrets: Secrets,
  warn?: (msg: string) => void,
) => PaymentGateway | null;

// One line per real gateway; the sandbox is not here (demo only, see gateway-registry.ts).
export const gatewayFactories: Partial<Record<GatewayName, GatewayFactory>> = {
  // STRIPE_MAIN -> STRIPE_MAIN_SECRET_KEY, STRIPE_MAIN_WEBHOOK_SECRET; STRIPE_API_URL only for tests.
  stripe: (ref, secrets) => {
    const secretKey = secrets[`${ref}_SECRET_KEY`];
    const webhookSecret = secrets[`${ref}_WEBHOOK_SECRET`];
    if (!secretKey || !webhookSecret) return null;
    return createStripeGateway({ secretKey, webhookSecret }, parseStripeApiUrl(secrets.STRIPE_API_URL));
  },
  // LIQPAY_MAIN -> LIQPAY_MAIN_PUBLIC_KEY, LIQPAY_MAIN_PRIVATE_KEY (and PUBLIC_URL for the callback).
  liqpay: liqpayFactory(),
};
