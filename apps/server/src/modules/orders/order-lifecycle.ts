import type { Tx } from "../../db/client";
import type {
  RefundAttemptRow,
  StoredAdjustment,
  StoredAppend,
  StoredOrderLine,
} from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { OrderEvents } from "../../realtime/order-room";
import { recordStaffAction, recordStaffActions, systemActor, type StaffActionEntry } from "./order-audit";
import { isFullyPaid, isPaidInFull, shiftQuantities } from "./bill";
import type { NewOrderRow, OrderRepository, OrderRow } from "./order.repository";
import { isActive, type Transition } from "./order-transitions";
import type { AdjustmentDecision } from "./order-adjustment";
import type { MinorUnits } from "@tablewise/domain/rules/money";
import type { PaymentRepository, PaymentRow } from "./payment.repository";
import { presentOrder } from "./present-order";

// What a transition means for the money of a delivery or takeaway order, in the transition's
// transaction: refund attempts to send after the commit go into `sent`; answers the order row as it stands.
export type SettleMoney = (tx: Tx, row: OrderRow, now: Date, sent: RefundAttemptRow[]) => Promise<OrderRow>;

// Where an order's status changes (ARCHITECTURE.md): a transition of order-transitions.ts through
// createOrderLifecycle below, or the bill's own status after a payment touched it through settleBill,
// closeIfSettled and releaseBill here. The payments area calls these instead of writing the column.
type BillDeps = { orders: OrderRepository; payments: PaymentRepository };

// SPEC §4: the bill is settled when every unit is paid by confirmed money and no append waits
// for the venue (a waiting append is more to pay). Units held by an unconfirmed payment are not paid, so
// a cash promise or a payment still at the gateway keeps the order open.
export const isSettled = (lines: readonly StoredOrderLine[], appends: readonly StoredAppend[]) =>
  isFullyPaid(lines) && !appends.some((a) => a.status === "waiting");

// isSettled counting the amounts paid as shares of the bill (docs/decisions/020-pay-a-share.md): the bill
// closes exactly when paid items and paid amounts reach its total.
export const isSettledWith = (
  row: Pick<OrderRow, "lines" | "appends">,
  pays: readonly Pick<PaymentRow, "covers" | "status" | "amount">[],
) => isPaidInFull(row.lines, pays) && !row.appends.some((a) => a.status === "waiting");

// Once nothing is left to pay: held online split parts are captured and the order is closed (SPEC §4).
// Otherwise the order is left as it is, marked paying when a payment has touched it. Answers the row.
export async function closeIfSettled(tx: Tx, deps: BillDeps, row: OrderRow, now: Date): Promise<OrderRow> {
  return (await settleBill(tx, deps, row, now, {})).row;
}

// closeIfSettled with the caller's own change of the order made in the same update (one
// statement, not two). `row`: the order as it is with `patch` applied (not written yet). `pays`: the
// order's payments read under its lock, when the caller has them (not read again); answered as the
// change left them.
export async function settleBill(
  tx: Tx,
  deps: BillDeps,
  row: OrderRow,
  now: Date,
  patch: Partial<NewOrderRow>,
  pays?: PaymentRow[],
): Promise<{ row: OrderRow; payments?: PaymentRow[] }> {
  // The payments are read only when the items alone do not settle the bill (amounts might).
  if (!isSettled(row.lines, row.appends)) pays ??= await deps.payments.listByOrder(row.id, tx);
  if (!isSettled(row.lines, row.appends) && !isSettledWith(row, pays ?? [])) {
    const paying = row.status === "paying" ? {} : { status: "paying" };
    if (!Object.keys(patch).length && !Object.keys(paying).length) return { row, payments: pays };
    return {
      row: await deps.orders.update(tx, row.id, { ...patch, ...paying, updatedAt: now }),
      payments: pays,
    };
  }
  const after: PaymentRow[] = [];
  for (const p of pays ?? (await deps.payments.listByOrder(row.id, tx)))
    after.push(p.status === "held" ? await deps.payments.update(tx, p.id, { status: "paid" }) : p);
  const closed = await deps.orders.update(tx, row.id, {
    ...patch,
    status: "closed",
    paidAt: now,
    closedAt: now,
    splitDeadlineAt: null,
    updatedAt: now,
  });
  return { row: closed, payments: after };
}

// A payment's hold given back (`lines`, computed by the payments area). SPEC §4: a delivery or takeaway
// order not yet accepted was placed to be paid online; its payment declined or expired, it is cancelled
// (the guest sees why) rather than left for the kitchen. Any other order keeps its status.
export async function releaseBill(
  tx: Tx,
  orders: OrderRepository,
  row: OrderRow,
  lines: StoredOrderLine[],
  unpaidReason: string,
  now: Date,
  opts: { keepOpen?: boolean } = {},
): Promise<OrderRow> {
  const cancel =
    row.orderType !== "inside" && row.status === "waiting" && !opts.keepOpen
      ? { status: "cancelled", reason: unpaidReason, closedAt: now, autoCancelAt: null }
      : {};
  return orders.update(tx, row.id, { lines, ...cancel, updatedAt: now });
}

// The order and its payments as the transition committed them: enough to present and push the update
// without reading the order again after the commit.
// `refunds`: attempts recorded with the transition (a paid takeaway declined), to send after the commit.
// `unpaid`: what an eat-in close left unpaid (minor units), for the audit entry.
export type Applied = {
  row: OrderRow;
  payments: PaymentRow[];
  refunds?: RefundAttemptRow[];
  unpaid?: MinorUnits;
  // What the change sent to the kitchen's stations, announced after the commit.
  kitchen?: KitchenNews;
};

// The kitchen's part of a transition (modules/kitchen answers it): in the transition's own transaction,
// once the order's change is written, the tickets it sends to the stations (an accepted order or
// addition, a cancelled order, a void), so a ticket exists exactly when its change committed. The
// orders module stays the one owner of an order's status; the kitchen only reads the change.
// `adjustment`: the void, comp or discount being made, when it is one.
export type KitchenNews = { venueId: string; ticketIds: string[] };
export type KitchenHook = {
  onChange: (
    tx: Tx,
    change: { before: OrderRow; after: OrderRow; now: Date; adjustment?: StoredAdjustment },
  ) => Promise<KitchenNews | null>;
  announce: (news: KitchenNews) => Promise<void>;
  // Waiting orders the venue's settings send straight to the stations (auto-accept per mode).
  autoAcceptDue?: () => Promise<string[]>;
};
// `pays`: an eat-in order's payments, read under its lock (a close counts the shares paid).
export type Decide = (row: OrderRow, now: Date, pays: readonly PaymentRow[]) => Transition;

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  clock: () => Date;
  events: OrderEvents;
  // What a transition means for a delivery or takeaway order's money (the payments area answers it,
  // payments/preorder-settlement.ts): a cancelled order's payment is refunded at its gateway (the
  // attempt is recorded with the transition and sent, no lock held, when it is pushed), a handed-over
  // cash or card order is recorded as paid.
  settleMoney?: SettleMoney;
  sendRefunds?: (attempts: RefundAttemptRow[]) => Promise<void>;
  // The kitchen's tickets of a transition; absent, no tickets (a venue without stations makes none).
  kitchen?: KitchenHook;
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
    // An eat-in bill's close counts the amounts paid as shares (docs/decisions/020-pay-a-share.md).
    const before = row.orderType === "inside" && isActive(row) ? await payments.listByOrder(id, tx) : [];
    const result = decide(row, now, before);
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
    // The amounts paid as shares count too (docs/decisions/020-pay-a-share.md).
    if (
      updated.orderType === "inside" &&
      isActive(updated) &&
      (isSettled(updated.lines, updated.appends) ||
        isSettledWith(updated, await payments.listByOrder(id, tx)))
    )
      updated = await closeIfSettled(tx, { orders, payments }, updated, now);
    const refunds: RefundAttemptRow[] = [];
    const settled = (await deps.settleMoney?.(tx, updated, now, refunds)) ?? updated;
    // Read under the lock, so the pushed update is the state this transition committed.
    const pays = await payments.listByOrder(id, tx);
    // The venue closing a bill settles it: online split parts still held are captured, never left
    // held with no deadline to refund them (SPEC §4 holds them only until the bill is settled).
    if (isClosing)
      for (const [i, p] of pays.entries())
        if (p.status === "held") pays[i] = await payments.update(tx, p.id, { status: "paid" });
    const kitchen = await deps.kitchen?.onChange(tx, { before: row, after: settled, now });
    return {
      row: settled,
      payments: pays,
      refunds,
      ...(result.unpaid ? { unpaid: result.unpaid } : {}),
      ...(kitchen ? { kitchen } : {}),
    };
  }

  // A void, comp or discount (order-adjustment.ts) under the order's lock. The lines change, not the
  // status, unless nothing is left to pay then: the bill is settled and closed like a last payment
  // would (SPEC §4), held split parts captured.
  async function adjustIn(
    tx: Tx,
    id: string,
    decide: (row: OrderRow, now: Date) => AdjustmentDecision,
    now: Date,
  ): Promise<Applied & { amount: MinorUnits }> {
    const row = await orders.lock(tx, id);
    if (!row) throw notFound("Order");
    const result = decide(row, now);
    if ("refused" in result)
      throw new HttpError(result.status, result.status === 400 ? "bad_request" : "conflict", result.refused, {
        reason: result.reason,
      });
    let updated = await orders.update(tx, id, result.patch);
    // A void or discount may leave the amounts already paid covering the whole bill.
    if (
      isSettled(updated.lines, updated.appends) ||
      isSettledWith(updated, await payments.listByOrder(id, tx))
    )
      updated = await closeIfSettled(tx, { orders, payments }, updated, now);
    const kitchen = await deps.kitchen?.onChange(tx, {
      before: row,
      after: updated,
      now,
      adjustment: result.record,
    });
    return {
      row: updated,
      payments: await payments.listByOrder(id, tx),
      amount: result.amount,
      ...(kitchen ? { kitchen } : {}),
    };
  }

  // Pushed from what the transition committed. Reading the order back after the commit cost queries
  // that, on PGlite's one connection, queued behind the other staff calls' transactions: with four
  // calls at once, no guest heard of the first until the last had committed.
  // Called after the commit: the refunds the transition recorded are sent then, with no lock held.
  const push = async ({ row, payments: pays, refunds, kitchen }: Applied) => {
    events.emit(presentOrder(row, pays), { change: "updated" });
    if (kitchen) await deps.kitchen?.announce(kitchen);
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
      const result = decide(row, now, pays.filter((p) => p.orderId === row.id));
      if ("refused" in result) continue;
      if (row.orderType !== "inside" || result.patch.status === "closed") {
        const applied = await applyIn(tx, row.id, decide, now);
        if (!("refused" in applied)) done.push(applied);
        continue;
      }
      const updated = await orders.update(tx, row.id, result.patch);
      const kitchen = await deps.kitchen?.onChange(tx, { before: row, after: updated, now });
      const news = kitchen ? { kitchen } : {};
      const own = pays.filter((p) => p.orderId === row.id);
      if (isActive(updated) && (isSettled(updated.lines, updated.appends) || isSettledWith(updated, own))) {
        const closed = await closeIfSettled(tx, { orders, payments }, updated, now);
        done.push({ row: closed, payments: await payments.listByOrder(row.id, tx), ...news });
      } else done.push({ row: updated, payments: pays.filter((p) => p.orderId === row.id), ...news });
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
    adjustIn,
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
