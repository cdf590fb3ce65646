import { eq } from "drizzle-orm";
import { venues } from "../db/schema/index";
import { testStaffAuthenticator } from "./staff-console";
import { standInSecretKey, standInWebhookSecret, startStripeStandIn } from "./stripe-stand-in";
import { createTestApp } from "./test-app";

// The demo venue taking its online payments through Stripe (the official client against the local
// stand-in, credentials reference STRIPE_T), the console's test caller, reconciliation every 100 ms.
export async function createStripeDemoApp(clock: () => Date) {
  const stand = await startStripeStandIn();
  const t = await createTestApp({
    seed: "demo",
    clock,
    sweepIntervalMs: 3_600_000,
    app: {
      staffAuthenticator: testStaffAuthenticator,
      reconcileIntervalMs: 100,
      paymentSecrets: {
        STRIPE_T_SECRET_KEY: standInSecretKey,
        STRIPE_T_WEBHOOK_SECRET: standInWebhookSecret,
        STRIPE_API_URL: stand.url,
      },
    },
  });
  await t.db.db
    .update(venues)
    .set({ paymentGateway: "stripe", paymentCredentialsRef: "STRIPE_T" })
    .where(eq(venues.id, "demo"));
  return { t, stand };
}
