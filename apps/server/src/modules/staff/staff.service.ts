import type {
  AdjustBody,
  CloseBody,
  OrderAction,
  PaymentAction,
  StaffBoard,
  StaffOrder,
  StaffOrderDetail,
  StaffPayment,
  StaffReservation,
  WaiterCall,
} from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import type { OrderEvents } from "../../realtime/order-room";
import type { Applied, OrderLifecycle } from "../orders/index";
import type { OrderRepository, OrderRow } from "../orders/index";
import {
  decideAdjustment,
  decideOrderAction,
  orderActionRoles,
  paymentActionRoles,
  unpaidCloseReasonText,
} from "../orders/index";
import type { PaymentRepository, PaymentRow } from "../orders/index";
import type { PaymentSettlement, Settled } from "../../payments/index";
import type { RefundRunner } from "../../payments/index";
import { presentOrder } from "../orders/index";
import { presentStaffPayment } from "../orders/index";
import { venueOfOrder, venueOfPayment } from "../orders/index";
import type { VenueCache } from "../venue/index";
import { createBoardRepository } from "./board.repository";
import { tariffNamesOf } from "./order-tariff";
import {
  actionActorOf,
  auditOfOrder,
  presentAudit,
  runIdempotent,
  runIdempotentLocked,
} from "./staff-actions";
import { assertOwns, assertRole, assertVenue, type StaffActor } from "../../http/staff-actor";

// The board's reservations and waiter calls come from their own modules (injected).
export type BoardProviders = {
  boardReservations: (venueId: string, now: Date) => Promise<StaffReservation[]>;
  boardWaiterCalls: (venueId: string, now: Date) => Promise<WaiterCall[]>;
};

// A manager's login and password typed into a waiter's dialog (staff-sessions.ts checkManager): the
// manager as recorded, or a 403 (a 429 once the sign-in limits block the login or the address).
export type ManagerApprovals = (
  body: { login: string; password: string },
  venueId: string,
  ip: string,
) => Promise<{ id: string; name: string }>;

type Deps = BoardProviders & {
  approvals?: ManagerApprovals;
  db: Db;
  orders: OrderRepository;
  payments: PaymentRepository;
  lifecycle: OrderLifecycle;
  settlement: PaymentSettlement;
  // The console's refund calls the gateway outside the order's transaction.
  refunds?: RefundRunner;
  events: OrderEvents;
  venues: VenueCache;
  clock: () => Date;
};

// The venue console's order and payment work: what a member of the staff may
// see and do, checked here (venue and role), made by the order lifecycle, recorded and idempotent.
export function createStaffService(deps: Deps) {
  const { db, orders, payments, lifecycle, settlement, events, clock } = deps;
  const board = createBoardRepository(db);

  async function tariffNames(venueId: string): Promise<Map<string, string>> {
    const snapshot = await deps.venues.byId(venueId);
    if (!snapshot) throw notFound("Venue");
    return new Map(snapshot.venue.delivery.tariffs.map((t) => [t._id, t.name]));
  }

  function present(row: OrderRow, pays: readonly PaymentRow[], tariffs: Map<string, string>): StaffOrder {
    return {
      order: presentOrder(row, pays),
      payments: pays.map(presentStaffPayment) as StaffPayment[],
      fulfilment: row.orderType === "inside" ? null : (row.fulfilment ?? null),
      kitchen_ready_at: row.kitchenReadyAt?.toISOString() ?? null,
      tariff: row.deliveryTariffId ? (tariffs.get(row.deliveryTariffId) ?? null) : null,
    };
  }

  // Whose Idempotency-Keys a refused action's key is looked up among (staff-actions.ts): the staff
  // member's own venue; the service credential is venue-wide, so the subject's.
  const keyVenue = (actor: StaffActor, subject: () => Promise<string | null>) => async () =>
    actor.kind === "staff" ? actor.venueId : subject();

  async function ownOrder(actor: StaffActor, id: string): Promise<OrderRow> {
    const row = await orders.find(id);
    if (!row) throw notFound("Order");
    assertOwns(actor, row.venueId, "Order");
    return row;
  }

  // POST /api/staff/payments/:id/refund.
  async function refundPayment(
    actor: StaffActor,
    id: string,
    amount: number | undefined,
    key: string | undefined,
  ): Promise<{ payment: StaffPayment }> {
    const payment = await payments.find(id);
    const row = payment ? await orders.find(payment.orderId) : null;
    if (!payment || !row) throw notFound("Payment");
    assertOwns(actor, row.venueId, "Payment");
    // The refund's attempt is recorded (a short transaction), the gateway
    // called with no lock held, and the money recorded with the audit entry in a second transaction.
    // Crashing between leaves the attempt open: this call retried (same amount or same key) or
    // reconciliation finishes it, with the same idempotency key.
    const attempt = await settlement.beginRefund(id, amount, key);
    if (attempt && attempt.status === "requested") {
      const outcome = await (deps.refunds?.call(attempt) ?? Promise.resolve("unavailable" as const));
      if (outcome === "failed") {
        await deps.refunds?.fail(attempt);
        throw new HttpError(409, "conflict", "The gateway refused the refund", { reason: "refund_failed" });
      }
      if (outcome === "unavailable")
        throw new HttpError(409, "conflict", `The payment's gateway (${attempt.gateway}) is not configured`, {
          reason: "refund_unavailable",
        });
      if (outcome === "pending")
        throw new HttpError(409, "conflict", "The gateway has not confirmed the refund yet; try again", {
          reason: "refund_pending",
        });
    }
    const { answer, replayed } = await runIdempotent<{ payment: StaffPayment }>(
      db,
      {
        venueId: row.venueId,
        subjectType: "payment",
        subjectId: id,
        orderId: row.id,
        action: "refund",
        actor: actionActorOf(actor),
        idempotencyKey: key ?? null,
      },
      async (tx) => {
        const done = await settlement.refund(id, amount, tx, attempt ?? undefined);
        // Without an Idempotency-Key, identical requests at once share one attempt (its key is derived
        // from the amount): the one that settled it answers 200, the others learn they moved nothing.
        // With a key the attempt is this key's own, so its answer is the key's (a twin's replay).
        if (!done.settledHere && !key)
          throw new HttpError(409, "conflict", "Another request made this refund; this one moved no money", {
            reason: "refund_made_by_another_request",
          });
        return {
          answer: { payment: presentStaffPayment(done.payment) as StaffPayment },
          amount: done.amount,
        };
      },
      clock,
    );
    if (!replayed) await events.publish(row.id, { change: "updated", kind: "payment", id });
    return answer;
  }

  return {
    async board(actor: StaffActor, venueId: string): Promise<StaffBoard> {
      assertVenue(actor, venueId);
      const tariffs = await tariffNames(venueId); // 404 for a venue that does not exist
      const now = clock();
      const rows = await board.orders(venueId, now);
      const pays = await payments.listByOrders(rows.map((r) => r.id));
      const [reservations, waiterCalls] = await Promise.all([
        deps.boardReservations(venueId, now),
        deps.boardWaiterCalls(venueId, now),
      ]);
      return {
        generated_at: now.toISOString(),
        orders: rows.map((r) =>
          present(
            r,
            pays.filter((p) => p.orderId === r.id),
            tariffs,
          ),
        ),
        reservations,
        waiter_calls: waiterCalls,
      };
    },

    async order(actor: StaffActor, id: string): Promise<StaffOrderDetail> {
      const row = await ownOrder(actor, id);
      // The venue is read only for a delivery order's tariff name (tariffNamesOf).
      const [pays, tariffs, audit] = await Promise.all([
        payments.listByOrder(id),
        tariffNamesOf(db, row),
        auditOfOrder(db, id),
      ]);
      return { ...present(row, pays, tariffs), audit: audit.map(presentAudit) };
    },

    // POST /api/staff/orders/:id/<action>: 403 for a role that may not, 404 for another venue's order,
    // 409 with the reason when the order is not in a state that allows it.
    async orderAction(
      actor: StaffActor,
      id: string,
      action: OrderAction,
      input: { reason?: string; close?: CloseBody },
      key: string | undefined,
    ): Promise<StaffOrder> {
      assertRole(actor, orderActionRoles[action]);
      let applied: Applied | null = null;
      // The order is read once, by its lock; the venue is checked there (404 for another
      // venue's, before anything else about it is looked at) and recorded from it.
      const { answer, replayed } = await runIdempotentLocked<StaffOrder>(
        db,
        {
          subjectType: "order",
          subjectId: id,
          orderId: id,
          action,
          actor: actionActorOf(actor),
          reason: input.reason ?? null,
          idempotencyKey: key ?? null,
        },
        keyVenue(actor, () => venueOfOrder(db, id)),
        async (tx, now) => {
          const result = await lifecycle.applyIn(
            tx,
            id,
            (r, at, pays) => {
              assertOwns(actor, r.venueId, "Order");
              return decideOrderAction(action, r, input, at, pays);
            },
            now,
          );
          if ("refused" in result)
            throw new HttpError(409, result.code ?? "conflict", result.refused, result.details);
          applied = result;
          const tariffs = await tariffNamesOf(tx, result.row);
          // An unpaid close is recorded with its amount and the venue's reason (the day view counts it).
          const unpaid =
            result.unpaid && input.close?.unpaid_reason
              ? { amount: result.unpaid, reason: unpaidCloseReasonText(input.close) }
              : {};
          return {
            answer: present(result.row, result.payments, tariffs),
            venueId: result.row.venueId,
            ...unpaid,
          };
        },
        clock,
      );
      if (!replayed && applied) await lifecycle.push(applied);
      return answer;
    },

    // POST /api/staff/orders/:id/adjust: a void, comp or discount after acceptance. A manager's (or the
    // venue-wide service credential's) own; a waiter's only with a manager of the same venue approving on
    // the spot, checked before the order is locked (a password check is slow) and recorded with both
    // names; the kitchen never. 404 for another venue's order, 409 when units are paid (refund first).
    async adjust(
      actor: StaffActor,
      id: string,
      body: AdjustBody,
      key: string | undefined,
      ip: string,
    ): Promise<StaffOrder> {
      assertRole(actor, ["manager", "waiter"]);
      let approver: { id: string; name: string } | null = null;
      if (actor.kind === "staff" && actor.role === "waiter") {
        if (!body.approval)
          throw new HttpError(403, "forbidden", "A manager approves a waiter's void, comp or discount", {
            reason: "manager_approval_required",
          });
        if (!deps.approvals) throw new HttpError(403, "forbidden", "Approvals are not available");
        approver = await deps.approvals(body.approval, actor.venueId, ip);
      }
      let applied: Applied | null = null;
      const { answer, replayed } = await runIdempotentLocked<StaffOrder>(
        db,
        {
          subjectType: "order",
          subjectId: id,
          orderId: id,
          action: body.kind,
          actor: actionActorOf(actor),
          reason: body.reason,
          idempotencyKey: key ?? null,
        },
        keyVenue(actor, () => venueOfOrder(db, id)),
        async (tx, now) => {
          const done = await lifecycle.adjustIn(
            tx,
            id,
            (r, at) => {
              assertOwns(actor, r.venueId, "Order");
              return decideAdjustment(r, body, at);
            },
            now,
          );
          applied = done;
          const tariffs = await tariffNamesOf(tx, done.row);
          const what = body.percent ? `${body.percent}%: ${body.reason}` : body.reason;
          return {
            answer: present(done.row, done.payments, tariffs),
            venueId: done.row.venueId,
            amount: done.amount,
            reason: what,
            approver,
          };
        },
        clock,
      );
      if (!replayed && applied) await lifecycle.push(applied);
      return answer;
    },

    // POST /api/staff/payments/:id/<confirm|reject|refund>.
    async paymentAction(
      actor: StaffActor,
      id: string,
      action: PaymentAction,
      amount: number | undefined,
      key: string | undefined,
    ): Promise<{ payment: StaffPayment }> {
      assertRole(actor, paymentActionRoles[action]);
      if (action === "refund") return refundPayment(actor, id, amount, key);
      // Confirm and reject read the payment's order once, by its lock, and check the venue
      // there (404 for another venue's, before the payment's state is looked at); the order and its
      // payments as they committed are pushed, not read again.
      const guard = (row: OrderRow) => assertOwns(actor, row.venueId, "Payment");
      let settled: Settled | null = null;
      const { answer, replayed } = await runIdempotentLocked<{ payment: StaffPayment }>(
        db,
        {
          subjectType: "payment",
          subjectId: id,
          action,
          actor: actionActorOf(actor),
          idempotencyKey: key ?? null,
        },
        keyVenue(actor, () => venueOfPayment(db, id)),
        async (tx) => {
          const done = await settlement[action](id, tx, guard);
          settled = done;
          return {
            answer: { payment: presentStaffPayment(done.payment) as StaffPayment },
            venueId: done.row!.venueId,
            orderId: done.orderId,
          };
        },
        clock,
      );
      if (replayed || !settled) return answer;
      const { row, payments: pays, orderId } = settled as Settled;
      const notice = { change: "updated", kind: "payment", id } as const;
      if (row && pays) events.emit(presentOrder(row, pays), notice);
      else await events.publish(orderId, notice);
      return answer;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
