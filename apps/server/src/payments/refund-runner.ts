import type { Tx } from "../db/client";
import type { RefundSubject } from "../db/schema/index";
import { periodicSweep } from "../jobs/periodic-sweep";
import type { GatewayRegistry } from "./gateway-registry";
import { isAccountOf } from "./gateway-account";
import { GatewayError, type PaymentGateway, type VerifiedNotification } from "./payment-gateway";
import type { RefundAttemptRepository, RefundAttemptRow } from "./refund-attempts.repository";

export type RefundOutcome = "succeeded" | "failed" | "pending" | "unavailable";
// Applies a succeeded attempt's money to its subject (refunded_amount, statuses, refunded_at) in the
// caller's transaction, after locking the subject; answers false when the attempt was settled before.
export type RefundSettler = (tx: Tx, attempt: RefundAttemptRow) => Promise<boolean>;

type Deps = {
  attempts: RefundAttemptRepository;
  registry: GatewayRegistry;
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  settlers: Partial<Record<RefundSubject, RefundSettler>>;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

// A refund in three steps. The attempt is recorded first (its own
// short transaction, or with the decision that causes it); the gateway is called with no lock held;
// the money is settled in a second transaction. A crash in between leaves the attempt "requested":
// reconciliation (at start and every minute, in bounded passes) calls the gateway again with the
// recorded amount and key (Stripe answers its first refund again; LiqPay's adapter never re-sends one
// it sent) and settles it. The settlement is guarded by the attempt's status, so it happens once.
export function createRefundRunner(deps: Deps) {
  const { attempts, registry, log } = deps;

  // Asks the gateway; answers its verdict without settling (the caller settles).
  async function call(attempt: RefundAttemptRow): Promise<RefundOutcome> {
    const gateway = await registry.forVenue(attempt.venueId);
    if (!gateway || gateway.name !== attempt.gateway) return "unavailable";
    try {
      const result = await gateway.refund({
        gatewayRef: attempt.gatewayRef,
        amount: attempt.amount,
        idempotencyKey: attempt.idempotencyKey,
      });
      if (result.status === "pending" && result.refundRef)
        await attempts.setRefundRef(attempt.idempotencyKey, result.refundRef);
      return result.status;
    } catch (err) {
      log.warn(
        { gateway: attempt.gateway, key: attempt.idempotencyKey, err: String(err) },
        "refund call failed",
      );
      // A refusal moved nothing; anything else (no answer) stays open, asked again under the same key.
      return err instanceof GatewayError && err.refused ? "failed" : "pending";
    }
  }

  async function fail(attempt: RefundAttemptRow) {
    await deps.transaction((tx) => attempts.finish(tx, attempt.idempotencyKey, "failed"));
  }

  async function settle(attempt: RefundAttemptRow): Promise<boolean> {
    const settler = deps.settlers[attempt.subject];
    if (!settler) return false;
    return deps.transaction((tx) => settler(tx, attempt));
  }

  // Calls the gateway and settles by its answer: what the automatic refunds (a declined deposit, money
  // taken late, reconciliation) use.
  async function drive(attempt: RefundAttemptRow): Promise<RefundOutcome> {
    const outcome = await call(attempt);
    if (outcome === "succeeded") await settle(attempt);
    if (outcome === "failed") await fail(attempt);
    return outcome;
  }

  const reconcileAfterMs = 30_000;
  const slice = 20;
  const reconciler = periodicSweep("refund reconciliation", async () => {
    const before = new Date(deps.clock().getTime() - reconcileAfterMs);
    for (const attempt of await attempts.due(before, slice)) {
      // Pending at the gateway (it gave a refund id): its refund.updated settles it.
      if (attempt.refundRef) continue;
      const outcome = await drive(attempt);
      log.info({ key: attempt.idempotencyKey, outcome }, "refund reconciled");
    }
  });

  // A gateway's notification that a refund reached a final state (Stripe refund.updated,
  // charge.refunded), idempotent: only a requested attempt changes.
  async function notified(attempt: RefundAttemptRow, status: "succeeded" | "failed") {
    if (attempt.status !== "requested") return "duplicate" as const;
    if (status === "succeeded")
      return (await settle(attempt)) ? ("settled" as const) : ("duplicate" as const);
    await fail(attempt);
    return "declined" as const;
  }

  // A gateway's refund event (Stripe refund.updated, charge.refunded). The attempt is
  // found by our key (the refund's metadata), else by the gateway's refund id; a final state settles it
  // once (notified). An event naming only the payment (charge.refunded) asks the gateway again about the
  // payment's open attempt under its own key (Stripe answers its first refund; nothing is refunded
  // twice) and settles by that answer. Anything else is acknowledged and ignored.
  // Only an attempt opened with the credentials that verified the event is touched (gateway-account.ts):
  // another's is "foreign", and the webhook answers 400.
  async function onNotification(gateway: Pick<PaymentGateway, "name" | "account">, n: VerifiedNotification) {
    const r = n.refund;
    let attempt = r?.key ? await attempts.find(r.key) : null;
    if (!attempt && r?.refundRef) attempt = await attempts.findByRefundRef(gateway.name, r.refundRef);
    if (attempt && attempt.gateway !== gateway.name) attempt = null;
    if (attempt && !isAccountOf(gateway, attempt.gatewayAccount)) return "foreign" as const;
    if (attempt) {
      if (r?.status === "succeeded" || r?.status === "failed") return notified(attempt, r.status);
      return "ignored" as const;
    }
    const open = n.paymentId ? await attempts.openFor(n.paymentId) : null;
    if (!open || open.gateway !== gateway.name) return "unknown" as const;
    if (!isAccountOf(gateway, open.gatewayAccount)) return "foreign" as const;
    const outcome = await drive(open);
    return outcome === "succeeded" ? ("settled" as const) : outcome;
  }

  return {
    attempts,
    call,
    onNotification,
    drive,
    settle,
    fail,
    notified,
    reconciler,
    // Each subject's module names how its money is settled (registered after the runner is made).
    use(subject: RefundSubject, settler: RefundSettler) {
      deps.settlers[subject] = settler;
    },
  };
}
export type RefundRunner = ReturnType<typeof createRefundRunner>;
