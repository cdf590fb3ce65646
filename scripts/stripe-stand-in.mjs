// The Stripe stand-in as a process of its own: the e2e suite's second webServer (apps/web/playwright.config.ts).
// The same stand-in the server tests and `npm run crash:payments` use (apps/server/src/test/stripe-stand-in.ts),
// here with a webhook URL, so it serves the hosted checkout page and delivers the signed
// checkout.session.completed to the server itself when the guest pays (the e2e stripe-checkout spec).
//   STRIPE_STAND_IN_PORT            the port to listen on (127.0.0.1)
//   STRIPE_STAND_IN_WEBHOOK_URL     where to deliver webhooks (the server's /api/payments/stripe/webhook)
//   STRIPE_STAND_IN_SECRET_KEY      the API key the server's client must send (a test value)
//   STRIPE_STAND_IN_WEBHOOK_SECRET  what the webhooks are signed with (a test value, the server's too)
import { tsImport } from "tsx/esm/api";

const { startStripeStandIn } = await tsImport("../apps/server/src/test/stripe-stand-in.ts", import.meta.url);

const env = (name) => {
  const value = process.env[name];
  if (!value) {
    console.error(`stripe-stand-in: ${name} is not set`);
    process.exit(2);
  }
  return value;
};

const stand = await startStripeStandIn({
  port: Number(env("STRIPE_STAND_IN_PORT")),
  webhookUrl: env("STRIPE_STAND_IN_WEBHOOK_URL"),
  secretKey: env("STRIPE_STAND_IN_SECRET_KEY"),
  webhookSecret: env("STRIPE_STAND_IN_WEBHOOK_SECRET"),
});
console.log(`stripe stand-in listening on ${stand.url}`);

const stop = () => stand.close().then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
