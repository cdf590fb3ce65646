import type { Tx } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import type { OrderEvents } from "../../realtime/order-room";
import { recordStaffAction, recordStaffActions, systemActor, type StaffActionEntry } from "./order-audit";
import { closeIfSettled, isSettled } from "./bill-closure";
import { shiftQuantities } from "./bill";
import type { OrderRepository, OrderRow } from "./order.repository";
import { isActive, type Transition } from "./order-transitions";
import type { PaymentRepository, PaymentRow } from "./payment.repository";
import { settlePreorderChange } from "../../payments/preorder-settlement";
import type { RefundAttemptRepository, RefundAttemptRow } from "../../payments/refund-attempts.repository";
import { presentOrder } from "./present-order";

// The order and its payments as the transition committed them: enough to present and push the update
// without reading the order again after the commit.
// `refunds`: attempts recorded with the transition (a paid takeaway declined), to send after the commit.
export type Applied = { row: OrderRow; payments: PaymentRow[]; refunds?: RefundAttemptRow[] };
export type Decide = (row: OrderRow, now: Date) => Transition;

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  clock: () => Date;
  events: OrderEvents;
  // A cancelled takeaway or delivery order's payment is refunded at its
  // gateway: the attempt is recorded with the transition and sent (no lock held) when it is pushed.
  attempts?: RefundAttemptRepository;
  sendRefunds?: (attempts: RefundAttemptRow[]) => Promise<void>;
};

// The order lifecycle (DESIGN.md §6): applies a transition of order-transitions.ts under the order's
// row lock with what it means for the money (payments cancelled, captured, recorded or refunded), and
// pushes the result to the guests and the venue. Staff actions, the sweeper and the autopilot call it.
export function createOrderLifecycle(deps: Deps) {
  const { orders, payments, clock, events } = deps;

  // Inside the caller's transaction: the order locked, the transition decided and applied. Answers the
  // refusal's reason instead when it is not allowed.
  async function applyIn(
    tx: Tx,
    id: string,
    decide: Decide,
    now: Date,
  ): Promise<Applied | Extract<Transition, { refused: string }>> {
    const row = await orders.lock(tx, id);
    if (!row) throw notFound("Order");
    const result = decide(row, now);
    if ("refused" in result) return result;
    const isClosing = result.patch.status === "closed";
    let patch = result.patch;
    if (isClosing && row.orderType === "inside") {
      const open = (await payments.listByOrder(id, tx)).filter(
        (p) => p.status === "requested" || p.status === "pending",
      );
      // A guest's cash or card request is the waiter's to confirm or reject, never to lose
      // in a close. An online payment still at the gateway is cancelled: the bill is settled now.
      if (open.some((p) => p.status === "requested"))
        throw new HttpError(409, "conflict", "Confirm or reject the payments waiting for the waiter first");
      let lines = patch.lines ?? row.lines;
      for (const p of open) {
        await payments.update(tx, p.id, { status: "cancelled", settledAt: now });
        lines = shiftQuantities(lines, p.items, "held_quantity", -1);
      }
      if (open.length) patch = { ...patch, lines };
    }
    let updated = await orders.update(tx, id, patch);
    // Declining the append that was all that stood between a paid bill and its
    // closing settles the bill, so the table is freed, whether the waiter had marked the order paying
    // or served (the model test found a served one left open).
    if (updated.orderType === "inside" && isActive(updated) && isSettled(updated.lines, updated.appends))
      updated = await closeIfSettled(tx, { orders, payments }, updated, now);
    const refunds: RefundAttemptRow[] = [];
    const settled = await settlePreorderChange(
      tx,
      { orders, payments, attempts: deps.attempts },
      updated,
      now,
      refunds,
    );
    // Read under the lock, so the pushed update is the state this transition committed.
    const pays = await payments.listByOrder(id, tx);
    // The venue closing a bill settles it: online split parts still held are captured, never left
    // held with no deadline to refund them (SPEC §4 holds them only until the bill is settled).
    if (isClosing)
      for (const [i, p] of pays.entries())
        if (p.status === "held") pays[i] = await payments.update(tx, p.id, { status: "paid" });
    return { row: settled, payments: pays, refunds };
  }

  // Pushed from what the transition committed. Reading the order back after the commit cost queries
  // that, on PGlite's one connection, queued behind the other staff calls' transactions: with four
  // calls at once, no guest heard of the first until the last had committed.
  // Called after the commit: the refunds the transition recorded are sent then, with no lock held.
  const push = async ({ row, payments: pays, refunds }: Applied) => {
    events.emit(presentOrder(row, pays), { change: "updated" });
    if (refunds?.length) await deps.sendRefunds?.(refunds);
  };

  // The system's audit entry of a transition it made.
  const systemEntry = (id: string, row: OrderRow, action: string): StaffActionEntry => ({
    venueId: row.venueId,
    subjectType: "order",
    subjectId: id,
    orderId: id,
    action,
    actor: systemActor,
    reason: row.status === "cancelled" ? row.reason : null,
  });

  // Eat-in orders moved together (the demo autopilot's accepts of one pass) in one transaction:
  // the rows locked and their payments read in one statement each, one update per order, one audit
  // insert. A transition that closes the bill, or settles it, takes applyIn's whole path.
  async function applyBatchIn(tx: Tx, ids: string[], decide: Decide, now: Date, action: string) {
    const rows = await orders.lockMany(tx, ids);
    const pays = await payments.listByOrders(
      rows.map((r) => r.id),
      tx,
    );
    const done: Applied[] = [];
    for (const row of rows) {
      const result = decide(row, now);
      if ("refused" in result) continue;
      if (row.orderType !== "inside" || result.patch.status === "closed") {
        const applied = await applyIn(tx, row.id, decide, now);
        if (!("refused" in applied)) done.push(applied);
        continue;
      }
      const updated = await orders.update(tx, row.id, result.patch);
      if (isActive(updated) && isSettled(updated.lines, updated.appends)) {
        const closed = await closeIfSettled(tx, { orders, payments }, updated, now);
        done.push({ row: closed, payments: await payments.listByOrder(row.id, tx) });
      } else done.push({ row: updated, payments: pays.filter((p) => p.orderId === row.id) });
    }
    await recordStaffActions(
      tx,
      done.map((a) => systemEntry(a.row.id, a.row, action)),
      now,
    );
    return done;
  }

  return {
    applyIn,
    push,
    // The system's transitions of several eat-in orders at once (applyBatchIn), pushed after the commit.
    async applyBatch(ids: string[], decide: Decide, action: string): Promise<number> {
      if (!ids.length) return 0;
      const done = await orders.transaction((tx) => applyBatchIn(tx, ids, decide, clock(), action));
      for (const applied of done) await push(applied);
      return done.length;
    },
    // The system's own transitions (auto-cancel, the demo autopilot): applied, recorded in the audit
    // list (actor kind system) and pushed; null when no longer due.
    async apply(id: string, decide: Decide, action: string): Promise<Applied | null> {
      const done = await orders.transaction(async (tx) => {
        const now = clock();
        const applied = await applyIn(tx, id, decide, now);
        if ("refused" in applied) return null;
        await recordStaffAction(tx, systemEntry(id, applied.row, action), now);
        return applied;
      });
      if (done) await push(done);
      return done;
    },
  };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
