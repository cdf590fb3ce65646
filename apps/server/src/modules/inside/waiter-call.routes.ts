import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idSchema } from "@tablewise/domain/contract/common";
import { waiterCallSchema, type WaiterCall } from "@tablewise/domain/contract/staff";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertVenue } from "../staff/staff-actor";
import type { WaiterCalls } from "./waiter-calls";

const idParams = z.object({ id: idSchema });
const venueParams = z.object({ venueId: idSchema });
const emptyBody = z.strictObject({}).optional();
const listSchema = z.object({ waiter_calls: z.array(waiterCallSchema) });
const oneSchema = z.object({ waiter_call: waiterCallSchema });

type Deps = {
  calls: WaiterCalls;
  board: (venueId: string, now: Date) => Promise<WaiterCall[]>;
  clock: () => Date;
};

// Issue 19 point 1: the venue answers its guests' waiter calls.
export function registerWaiterCallRoutes(app: FastifyInstance, { calls, board, clock }: Deps) {
  app.post("/api/staff/waiter-calls/:id/acknowledge", async (request) => {
    const actor = actorOf(request);
    const { id } = parse(idParams, request.params, "params");
    parse(emptyBody, request.body, "body");
    return ok(oneSchema, { waiter_call: await calls.acknowledge(actor, id) });
  });

  // The board's waiter calls alone, for a POS or a test (any role of the venue may read the board).
  app.get("/api/staff/venues/:venueId/waiter-calls", async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(venueParams, request.params, "params");
    assertVenue(actor, venueId);
    return ok(listSchema, { waiter_calls: await board(venueId, clock()) });
  });
}
