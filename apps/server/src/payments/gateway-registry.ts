import { eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { venues } from "../db/schema/index";
import type { OnlineGateway } from "../config/payment-gateway";
import { gatewayFactories, type GatewayFactory, type Secrets } from "./gateway-factories";
import type { GatewayName, PaymentGateway } from "./payment-gateway";
import { sandboxGateway } from "./sandbox-gateway";

export type VenueGatewayConfig = { paymentGateway: string | null; paymentCredentialsRef: string | null };

type Options = {
  // onlineGatewayOf(env): the sandbox in demo mode unless PAYMENT_GATEWAY=none, else null.
  fallback: OnlineGateway | null;
  demo: boolean;
  secrets: Secrets;
  factories?: Partial<Record<GatewayName, GatewayFactory>>;
  warn?: (msg: string) => void;
};

// A venue's gateway is the one its row names (payment_gateway, with its credentials
// reference payment_credentials_ref); a venue naming none gets the sandbox in demo mode and nothing in
// production. A venue naming the sandbox outside demo mode, or a gateway whose secrets are missing from
// the environment, offers no online payment (logged once), rather than taking money it cannot verify.
export function createGatewayRegistry(db: Db, opts: Options) {
  const factories = opts.factories ?? gatewayFactories;
  const cache = new Map<string, PaymentGateway | null>();
  const warned = new Set<string>();
  const warn = (key: string, msg: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    opts.warn?.(msg);
  };

  function resolve(cfg: VenueGatewayConfig): PaymentGateway | null {
    const name = cfg.paymentGateway;
    if (!name) return opts.fallback === "sandbox" ? sandboxGateway : null;
    if (name === "sandbox") {
      if (opts.demo) return sandboxGateway;
      warn("sandbox", "a venue names the sandbox gateway outside DEMO_MODE: online payment is off there");
      return null;
    }
    const ref = cfg.paymentCredentialsRef ?? "";
    const key = `${name}:${ref}`;
    if (cache.has(key)) return cache.get(key)!;
    const factory = factories[name as GatewayName];
    const built = factory && ref ? factory(ref, opts.secrets, opts.warn) : null;
    const gateway = built ? { ...built, account: ref } : null;
    // The reference is a name, not a secret: it may be logged.
    if (!gateway)
      warn(key, `payment gateway ${name} (${ref || "no credentials reference"}) is not configured`);
    cache.set(key, gateway);
    return gateway;
  }

  async function configOf(venueId: string, exec: Db | Tx = db): Promise<VenueGatewayConfig | null> {
    const rows = await exec
      .select({ paymentGateway: venues.paymentGateway, paymentCredentialsRef: venues.paymentCredentialsRef })
      .from(venues)
      .where(eq(venues.id, venueId))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    resolve,
    // exec: the caller's transaction, when it holds one (a refund under the order's lock).
    async forVenue(venueId: string, exec?: Db | Tx): Promise<PaymentGateway | null> {
      const cfg = await configOf(venueId, exec);
      return cfg ? resolve(cfg) : null;
    },
    // Every configured adapter of one gateway: a webhook is verified against each one's secret (one
    // endpoint per provider serves every venue, and a forged body matches none of them).
    async allNamed(name: GatewayName): Promise<PaymentGateway[]> {
      const rows = await db
        .selectDistinct({
          paymentGateway: venues.paymentGateway,
          paymentCredentialsRef: venues.paymentCredentialsRef,
        })
        .from(venues)
        .where(isNotNull(venues.paymentGateway));
      const found = rows
        .filter((r) => r.paymentGateway === name)
        .map(resolve)
        .filter((g): g is PaymentGateway => g !== null);
      return [...new Set(found)];
    },
  };
}
export type GatewayRegistry = ReturnType<typeof createGatewayRegistry>;
