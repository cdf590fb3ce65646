import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import { parse } from "../../http/parse";
import type { OrderEvents } from "../../realtime/order-room";
import { presentOrder } from "../orders/present-order";
import { accept, close, decline, served } from "./order-transitions";
import type { Applied, OrderTransitions } from "./staff.service";
import { requireStaff } from "./staff-auth";

// Staff API (DESIGN.md §1): not part of the guest contract, so its small schemas live here.
const paramsSchema = z.object({ id: secretIdSchema });
const declineBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
const emptyBodySchema = z.strictObject({}).optional();
const okBody = { success: true as const, data: { ok: true as const } };

type Deps = { transitions: OrderTransitions; events: OrderEvents; token: string | null };

export function registerStaffRoutes(app: FastifyInstance, { transitions, events, token }: Deps) {
  // Pushed from what the transition committed. Reading the order back after the commit cost queries
  // that, on PGlite's one connection, queued behind the other staff calls' transactions: with four
  // calls at once, no guest heard of the first until the last had committed.
  const push = ({ row, payments }: Applied) => events.emit(presentOrder(row, payments));
  const base = "/api/staff/orders/:id";
  const simple = { accept, served, close } as const;
  for (const [action, decide] of Object.entries(simple)) {
    app.post(`${base}/${action}`, async (request) => {
      requireStaff(request, token);
      const { id } = parse(paramsSchema, request.params, "params");
      parse(emptyBodySchema, request.body, "body");
      push(await transitions.applyOrRefuse(id, decide));
      return okBody;
    });
  }

  app.post(`${base}/decline`, async (request) => {
    requireStaff(request, token);
    const { id } = parse(paramsSchema, request.params, "params");
    const { reason } = parse(declineBodySchema, request.body, "body");
    push(await transitions.applyOrRefuse(id, (row, now) => decline(row, reason, now)));
    return okBody;
  });
}
