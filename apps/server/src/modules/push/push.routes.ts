import type { FastifyInstance } from "fastify";
import { pushKeyCall, subscribePushCall, unsubscribePushCall } from "@tablewise/domain/contract/floor";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/parse";
import { actorOf, assertRole } from "../../http/staff-actor";
import type { PushSubscriptions } from "./push-subscriptions";

// Alerts are for the floor: waiters and managers. The kitchen role hears its tickets on the station
// screen and is refused (403), and the service credential has no session to tie a device to.
const floorRoles = ["manager", "waiter"] as const;

export function registerPushRoutes(
  app: FastifyInstance,
  deps: { subscriptions: PushSubscriptions; publicKey: string },
) {
  app.get(pushKeyCall.path, async () => ({
    success: true as const,
    data: { public_key: deps.publicKey },
  }));

  const sessionActor = (request: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(request);
    if (actor.kind !== "staff")
      throw new HttpError(403, "forbidden", "Push subscriptions belong to a console session");
    assertRole(actor, floorRoles);
    return actor;
  };

  app.post(subscribePushCall.path, async (request) => {
    const actor = sessionActor(request);
    const body = parse(subscribePushCall.body, request.body, "body");
    await deps.subscriptions.subscribe(actor, body);
    return { success: true as const, data: { subscribed: true as const } };
  });

  app.post(unsubscribePushCall.path, async (request) => {
    const actor = sessionActor(request);
    const body = parse(unsubscribePushCall.body, request.body, "body");
    return {
      success: true as const,
      data: { removed: await deps.subscriptions.remove(actor.sessionId, body.endpoint) },
    };
  });
}
