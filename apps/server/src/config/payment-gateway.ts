import type { Env } from "./env";

// The online payment gateway in use: a payment is settled only by its gateway's own
// confirmation. The sandbox (approve/decline buttons, no money) is a demo adapter and is never wired in
// production; with no gateway, `online` is not a pay method at all.
export type OnlineGateway = "sandbox";

export function onlineGatewayOf(env: Pick<Env, "DEMO_MODE"> & Partial<Pick<Env, "PAYMENT_GATEWAY">>) {
  if (env.PAYMENT_GATEWAY === "none") return null;
  if (env.PAYMENT_GATEWAY === "sandbox" && !env.DEMO_MODE)
    throw new Error("PAYMENT_GATEWAY=sandbox runs only with DEMO_MODE=true");
  return env.DEMO_MODE ? ("sandbox" as const) : null;
}
