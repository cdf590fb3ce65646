import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import { parse } from "../../http/parse";
import type { OrderEvents } from "../../realtime/order-room";
import { accept, close, decline, served } from "./order-transitions";
import type { OrderTransitions } from "./staff.service";
import { requireStaff } from "./staff-auth";

// Staff API (DESIGN.md §1): not part of the guest contract, so its small schemas live here.
const paramsSchema = z.object({ id: secretIdSchema });
const declineBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
const emptyBodySchema = z.strictObject({}).optional();
const okBody = { success: true as const, data: { ok: true as const } };

type Deps = { transitions: OrderTransitions; events: OrderEvents; token: string | null };

export function registerStaffRoutes(app: FastifyInstance, { transitions, events, token }: Deps) {
  const base = "/api/staff/orders/:id";
  const simple = { accept, served, close } as const;
  for (const [action, decide] of Object.entries(simple)) {
    app.post(`${base}/${action}`, async (request) => {
      requireStaff(request, token);
      const { id } = parse(paramsSchema, request.params, "params");
      parse(emptyBodySchema, request.body, "body");
      await transitions.applyOrRefuse(id, decide);
      await events.publish(id);
      return okBody;
    });
  }

  app.post(`${base}/decline`, async (request) => {
    requireStaff(request, token);
    const { id } = parse(paramsSchema, request.params, "params");
    const { reason } = parse(declineBodySchema, request.body, "body");
    await transitions.applyOrRefuse(id, (row, now) => decline(row, reason, now));
    await events.publish(id);
    return okBody;
  });
}
