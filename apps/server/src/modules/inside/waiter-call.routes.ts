import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idSchema } from "@tablewise/domain/contract/common";
import { staffWaiterCallsCall, waiterCallSchema, type WaiterCall } from "@tablewise/domain/contract/staff";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertVenue } from "../../http/staff-actor";
import type { WaiterCalls } from "./waiter-calls";

const idParams = z.object({ id: idSchema });
const emptyBody = z.strictObject({}).optional();
const listSchema = staffWaiterCallsCall.response.shape.data;
const oneSchema = z.object({ waiter_call: waiterCallSchema });

type Deps = {
  calls: WaiterCalls;
  board: (venueId: string, now: Date) => Promise<WaiterCall[]>;
  clock: () => Date;
};

// The venue answers its guests' waiter calls.
export function registerWaiterCallRoutes(app: FastifyInstance, { calls, board, clock }: Deps) {
  app.post("/api/staff/waiter-calls/:id/acknowledge", async (request) => {
    const actor = actorOf(request);
    const { id } = parse(idParams, request.params, "params");
    parse(emptyBody, request.body, "body");
    return ok(oneSchema, { waiter_call: await calls.acknowledge(actor, id) });
  });

  // The board's waiter calls alone, for a POS or a test (any role of the venue may read the board).
  app.get(staffWaiterCallsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(staffWaiterCallsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return ok(listSchema, { waiter_calls: await board(venueId, clock()) });
  });
}
