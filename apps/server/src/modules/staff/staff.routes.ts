import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import {
  adjustBodySchema,
  closeBodySchema,
  declineBodySchema,
  emptyBodySchema,
  orderActionSchema,
  refundBodySchema,
  staffBoardCall,
  staffOrderCall,
  staffOrderResponseSchema,
  staffPaymentResponseSchema,
} from "@tablewise/domain/contract/staff";
import { minorUnitsOf } from "../../http/money-input";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { StaffService } from "./staff.service";
import { idempotencyKeyOf } from "./staff-actions";
import { actorOf } from "../../http/staff-actor";
import { tooMany } from "../../http/rate-limit";
import { LoginBlocked } from "./staff-sessions";

const paramsSchema = z.object({ id: secretIdSchema });

// Staff API (contract/staff.ts): thin routes; the service checks venue and role, the order
// lifecycle (orders/) decides and pushes. Every action takes an optional Idempotency-Key.
export function registerStaffRoutes(app: FastifyInstance, service: StaffService) {
  app.get(staffBoardCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(staffBoardCall.params, request.params, "params");
    return ok(staffBoardCall.response.shape.data, await service.board(actor, venueId));
  });

  // The order as its guests see it, with its payments and their ids (the key of confirm, reject and
  // refund) and the audit list: who did what, when.
  app.get(staffOrderCall.path, async (request) => {
    const actor = actorOf(request);
    const { id } = parse(staffOrderCall.params, request.params, "params");
    return ok(staffOrderCall.response.shape.data, await service.order(actor, id));
  });

  for (const action of orderActionSchema.options) {
    app.post(`/api/staff/orders/:id/${action}`, async (request) => {
      const actor = actorOf(request);
      const { id } = parse(paramsSchema, request.params, "params");
      // Close takes the reason for an unpaid bill (SPEC §4); the others nothing but decline's reason.
      const input =
        action === "decline"
          ? parse(declineBodySchema, request.body, "body")
          : action === "close"
            ? { close: parse(closeBodySchema, request.body ?? undefined, "body") }
            : (parse(emptyBodySchema, request.body, "body"), {});
      const key = idempotencyKeyOf(request);
      const data = await service.orderAction(actor, id, action, input, key);
      return ok(staffOrderResponseSchema.shape.data, data);
    });
  }

  // A void, comp or discount after acceptance; a waiter's carries a manager's approval, whose failures
  // count under the sign-in limits (429 with Retry-After once blocked, like the sign-in).
  app.post("/api/staff/orders/:id/adjust", async (request, reply) => {
    const actor = actorOf(request);
    const { id } = parse(paramsSchema, request.params, "params");
    const body = parse(adjustBodySchema, request.body, "body");
    const key = idempotencyKeyOf(request);
    try {
      const data = await service.adjust(actor, id, body, key, request.ip);
      return ok(staffOrderResponseSchema.shape.data, data);
    } catch (err) {
      if (err instanceof LoginBlocked) throw tooMany(reply, err.retryAfterS);
      throw err;
    }
  });

  // A cash or card payment is a guest's request until the waiter takes the money.
  // Confirm counts it (and closes the bill if that settles it); reject gives its items back to pay.
  // Refund gives an online payment's money back, in full or in part.
  for (const action of ["confirm", "reject", "refund"] as const) {
    app.post(`/api/staff/payments/:id/${action}`, async (request) => {
      const actor = actorOf(request);
      const { id } = parse(paramsSchema, request.params, "params");
      // The console sends a SPEC §7 decimal; the refund is computed in minor units from here on.
      const given =
        action === "refund"
          ? parse(refundBodySchema.optional(), request.body ?? undefined, "body")?.amount
          : (parse(emptyBodySchema, request.body, "body"), undefined);
      const amount = given === undefined ? undefined : minorUnitsOf(given, "amount");
      const key = idempotencyKeyOf(request);
      const data = await service.paymentAction(actor, id, action, amount, key);
      return ok(staffPaymentResponseSchema.shape.data, data);
    });
  }
}
