import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import { notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import type { OrderEvents } from "../../realtime/order-room";
import type { OrderReader } from "../orders/order-reader";
import type { PaymentSettlement } from "../orders/payment-settlement";
import { presentOrder } from "../orders/present-order";
import { accept, close, decline, served } from "./order-transitions";
import { presentStaffPayment } from "./present-staff-payment";
import type { Applied, OrderTransitions } from "./staff.service";
import { actorOf, assertOwns } from "./staff-actor";

// Staff API (DESIGN.md §1): not part of the guest contract, so its small schemas live here.
const paramsSchema = z.object({ id: secretIdSchema });
const declineBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
const emptyBodySchema = z.strictObject({}).optional();
const okBody = { success: true as const, data: { ok: true as const } };

type Deps = {
  transitions: OrderTransitions;
  settlement: PaymentSettlement;
  reader: OrderReader;
  events: OrderEvents;
};

export function registerStaffRoutes(app: FastifyInstance, deps: Deps) {
  const { transitions, events } = deps;
  // Pushed from what the transition committed. Reading the order back after the commit cost queries
  // that, on PGlite's one connection, queued behind the other staff calls' transactions: with four
  // calls at once, no guest heard of the first until the last had committed.
  const push = ({ row, payments }: Applied) => events.emit(presentOrder(row, payments));
  const base = "/api/staff/orders/:id";
  const simple = { accept, served, close } as const;
  for (const [action, decide] of Object.entries(simple)) {
    app.post(`${base}/${action}`, async (request) => {
      actorOf(request);
      const { id } = parse(paramsSchema, request.params, "params");
      parse(emptyBodySchema, request.body, "body");
      push(await transitions.applyOrRefuse(id, decide));
      return okBody;
    });
  }
  app.post(`${base}/decline`, async (request) => {
    actorOf(request);
    const { id } = parse(paramsSchema, request.params, "params");
    const { reason } = parse(declineBodySchema, request.body, "body");
    push(await transitions.applyOrRefuse(id, (row, now) => decline(row, reason, now)));
    return okBody;
  });

  // The order as its guests see it, with its payments and their ids: what a waiter confirms or rejects.
  app.get(base, async (request) => {
    const actor = actorOf(request);
    const { id } = parse(paramsSchema, request.params, "params");
    const found = await deps.reader.loadWithPayments(id);
    if (!found) throw notFound("Order");
    // Issue 19 point 1: another venue's order is answered as if it did not exist.
    assertOwns(actor, found.order.cafe_id, "Order");
    return {
      success: true as const,
      data: { order: found.order, payments: found.payments.map(presentStaffPayment) },
    };
  });

  // Issue 16 point 2: a cash or card payment is a guest's request until the waiter takes the money.
  // Confirm counts it (and closes the bill if that settles it); reject gives its items back to pay.
  for (const action of ["confirm", "reject"] as const) {
    app.post(`/api/staff/payments/:id/${action}`, async (request) => {
      actorOf(request);
      const { id } = parse(paramsSchema, request.params, "params");
      parse(emptyBodySchema, request.body, "body");
      const settled = await deps.settlement[action](id);
      await events.publish(settled.orderId);
      return { success: true as const, data: { payment: presentStaffPayment(settled.payment) } };
    });
  }
}
