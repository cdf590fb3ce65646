import { and, asc, eq, gte, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { Db, Tx } from "../db/client";
import { reservations } from "../db/schema/index";
import { unavailable } from "./checkout-link";
import { isAccountOf } from "./gateway-account";
import type { NotificationOutcome } from "./gateway-notifications";
import type { GatewayRegistry } from "./gateway-registry";
import { isoCurrencyOf } from "./minor-units";
import { GatewayError, type PaymentGateway, type VerifiedNotification } from "./payment-gateway";
import type { RefundAttemptRepository, RefundAttemptRow } from "./refund-attempts.repository";
import type { RefundRunner } from "./refund-runner";
import { markDepositPaid } from "./deposit-settlement";
import type { NotifyStaff } from "../realtime/order-room";

type Incoming = Pick<VerifiedNotification, "gatewayRef" | "paymentId" | "kind" | "amount">;

// A reservation as the deposit's payment sees it (the table's row).
export type DepositRow = typeof reservations.$inferSelect;

// The port to the reservations' book this area needs: it finds the reservation a deposit belongs to and
// marks it paid; the reserve module's repository is one. Payments never import the reserve module.
export type DepositLedger = {
  find(id: string): Promise<DepositRow | null>;
  findByPayment(paymentId: string): Promise<DepositRow | null>;
  markPaid(id: string, now: Date): Promise<unknown>;
};

type Deps = {
  db: Db;
  book: DepositLedger;
  registry: GatewayRegistry;
  attempts: RefundAttemptRepository;
  runner: RefundRunner;
  notifyStaff: NotifyStaff;
  clock: () => Date;
  publicUrl: string | null;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

// The gateway's hosted page lives 30 minutes (stripe-gateway.ts): a deposit whose hold ended may still
// be paid there that long, and is then looked up and given back.
const lateWindowMs = 35 * 60_000;
const reconcileAfterMs = 60_000;
const slice = 20;

// A reservation's deposit through the venue's PaymentGateway, exactly
// as a bill payment: a hosted checkout (idempotency key derived from the deposit's payment id), settled
// only by the gateway's verified notification or its answer to reconciliation (the guest's return to
// the receipt shows the state, never settles), refunded through the port when the venue declines a
// paid one or money arrives after the hold ran out. The sandbox (demo) keeps its own pages.
export function createDepositPayments(deps: Deps) {
  const { db, book, registry, attempts, runner, clock, log } = deps;

  async function findFor(gateway: PaymentGateway, n: Incoming): Promise<DepositRow | null> {
    const byId = n.paymentId ? await book.findByPayment(n.paymentId) : null;
    if (byId && byId.gateway === gateway.name) return byId;
    if (!n.gatewayRef) return null;
    const rows = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.gateway, gateway.name), eq(reservations.gatewayRef, n.gatewayRef)))
      .limit(1);
    return rows[0] ?? null;
  }

  // The deposit's refund: recorded with `exec` (the decision's transaction when there is one), sent
  // after it commits (`send`), settled by the runner (refunded_at) in a transaction of its own.
  async function recordRefund(exec: Db | Tx, row: DepositRow, key: string) {
    if (!row.gateway || !row.gatewayRef || !row.paymentId) return null;
    return attempts.record(exec, {
      idempotencyKey: key,
      subject: "deposit",
      paymentId: row.paymentId,
      venueId: row.venueId,
      amount: row.deposit,
      gateway: row.gateway,
      gatewayRef: row.gatewayRef,
      gatewayAccount: row.gatewayAccount,
    });
  }

  async function send(attempt: RefundAttemptRow | null) {
    if (!attempt) return;
    const outcome = await runner.drive(attempt);
    log.info({ key: attempt.idempotencyKey, outcome }, "deposit refund");
  }

  // Money that arrived for a deposit we no longer wait for (its hold ran out, it was cancelled): given
  // back in full, once (the key is the deposit's).
  async function refundLate(row: DepositRow) {
    const attempt = await recordRefund(db, row, `deposit-late-refund-${row.paymentId}`);
    await send(attempt);
    log.warn({ gateway: row.gateway }, "deposit paid after its hold ended: refunded");
  }

  async function apply(gateway: PaymentGateway, n: Incoming): Promise<NotificationOutcome | null> {
    const row = await findFor(gateway, n);
    if (!row) return null;
    if (!isAccountOf(gateway, row.gatewayAccount)) return "foreign";
    if (n.gatewayRef && row.gatewayRef && n.gatewayRef !== row.gatewayRef) return "mismatch";
    if (n.kind !== "paid") return n.kind === "failed" ? "declined" : "ignored";
    if (n.amount !== row.deposit) {
      log.warn({ gateway: gateway.name }, "deposit paid amount differs: not settled");
      return "mismatch";
    }
    if (row.paid) return "duplicate";
    const now = clock();
    if (await markDepositPaid(book, deps.notifyStaff, row, now)) return "settled";
    const again = await book.find(row.id);
    if (!again || again.paid) return "duplicate";
    await refundLate(again);
    return "refunded_late";
  }

  return {
    apply,
    recordRefund,
    send,

    // SPEC §7 payment-form through the venue's gateway: the first ask opens the checkout and stores the
    // gateway's reference and page; later asks answer the same page.
    async checkout(row: DepositRow, venue: Venue, gateway: PaymentGateway, origin = "") {
      if (row.gateway && row.gatewayUrl) return { gateway: row.gateway, url: row.gatewayUrl };
      const currency = isoCurrencyOf(venue.currency);
      if (!currency || !row.paymentId) throw unavailable("currency");
      const checkout = await gateway
        .createCheckout({
          paymentId: row.paymentId,
          amount: row.deposit,
          currency,
          description: `${venue.name}: ${row.service.name}`,
          returnUrl: `${deps.publicUrl ?? origin}/${venue.link}/reserve/receipt/${row.id}`,
          idempotencyKey: `deposit-checkout-${row.paymentId}`,
        })
        .catch((err: unknown) => {
          throw unavailable(err instanceof GatewayError ? "gateway_error" : "gateway_failed");
        });
      await db
        .update(reservations)
        .set({
          gateway: gateway.name,
          gatewayRef: checkout.gatewayRef,
          gatewayUrl: checkout.redirectUrl,
          gatewayAccount: gateway.account ?? null,
        })
        .where(eq(reservations.id, row.id));
      return { gateway: gateway.name, url: checkout.redirectUrl };
    },

    // The settlement of a succeeded deposit refund: the reservation records when its deposit went back.
    async settle(tx: Tx, attempt: RefundAttemptRow): Promise<boolean> {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.paymentId, attempt.paymentId))
        .for("update");
      if (!(await attempts.finish(tx, attempt.idempotencyKey, "succeeded"))) return false;
      if (row && !row.refundedAt)
        await tx.update(reservations).set({ refundedAt: clock() }).where(eq(reservations.id, row.id));
      return true;
    },

    // Lost notifications: deposits still pending a minute after their checkout, and ones whose hold ran
    // out while the gateway's page could still take the money, are looked up at their gateway.
    async reconcile() {
      const now = clock().getTime();
      const due = await db
        .select()
        .from(reservations)
        .where(
          and(
            isNotNull(reservations.gatewayRef),
            ne(reservations.gateway, "sandbox"),
            eq(reservations.paid, false),
            isNull(reservations.refundedAt),
            lte(reservations.createdAt, new Date(now - reconcileAfterMs)),
            or(
              eq(reservations.status, "pending"),
              and(
                eq(reservations.status, "cancelled"),
                isNull(reservations.decidedAt),
                gte(reservations.createdAt, new Date(now - lateWindowMs)),
              ),
            ),
          ),
        )
        .orderBy(asc(reservations.createdAt))
        .limit(slice);
      for (const row of due) {
        const gateway = await registry.forVenue(row.venueId);
        if (!gateway || gateway.name !== row.gateway || !row.gatewayRef) continue;
        const found = await gateway.lookup(row.gatewayRef).catch(() => null);
        if (!found || found.status !== "paid") continue;
        const outcome = await apply(gateway, {
          gatewayRef: row.gatewayRef,
          kind: "paid",
          amount: found.amount ?? row.deposit,
        });
        log.info({ outcome }, "deposit reconciled");
      }
    },
  };
}
export type DepositPayments = ReturnType<typeof createDepositPayments>;
