import type { FastifyInstance } from "fastify";
import { orderDataSchema } from "@tablewise/domain/contract/order-calls";
import {
  preorderCreateCall,
  preorderCreateDataSchema,
  preorderGetCall,
  preorderPayCall,
  preorderPayDataSchema,
  preorderPrepareCall,
} from "@tablewise/domain/contract/preorder";
import {
  preorderFiscalReceiptsCall,
  type GuestFiscalReceipt,
} from "@tablewise/domain/contract/fiscal";
import { clientProfileHeadersSchema, clientSecretHeader } from "@tablewise/domain/contract/client";
import { validationError } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { OrderEvents } from "../../realtime/order-room";
import { credentialsOf } from "../orders/index";
import type { PreorderService } from "./preorder.service";

// SPEC §7 delivery and takeaway calls. Their answers hold a cart id or an order (with a phone and an
// address): never in a shared cache.
export function registerPreorderRoutes(
  app: FastifyInstance,
  service: PreorderService,
  events: OrderEvents,
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>,
) {
  app.get(preorderPrepareCall.path, async (request, reply) => {
    const { cafe, mode } = parse(preorderPrepareCall.params, request.params, "params");
    const { cart_id, visitor_id } = parse(preorderPrepareCall.query, request.query, "query");
    const body = await service.prepare(cafe, mode, cart_id, visitor_id);
    reply.header("cache-control", "private, no-store");
    return reply.type("application/json; charset=utf-8").send(body);
  });

  app.post(preorderCreateCall.path, { config: { rateLimit: "order" } }, async (request, reply) => {
    const { cafe } = parse(preorderCreateCall.params, request.params, "params");
    const body = parse(preorderCreateCall.body, request.body, "body");
    // The client is the guest's only with its device's secret (x-client-secret).
    const headers = clientProfileHeadersSchema.safeParse(request.headers);
    if (!headers.success) throw validationError("headers", headers.error);
    const { replayed, ...data } = await service.create(
      cafe,
      body,
      headers.data[clientSecretHeader],
      `${request.protocol}://${request.host}`,
    );
    // A new takeaway or delivery order reaches the venue's console (created).
    if (!replayed) events.emit(data.order, { change: "created" });
    reply.header("cache-control", "private, no-store");
    return ok(preorderCreateDataSchema, data);
  });

  // The order's "Pay now" (rate-limited like the eat-in pay call).
  app.post(preorderPayCall.path, { config: { rateLimit: "pay" } }, async (request, reply) => {
    const { id } = parse(preorderPayCall.params, request.params, "params");
    const share = parse(preorderPayCall.body, request.body ?? {}, "body");
    const { visitorId } = credentialsOf(request);
    const payment = await service.payNow(id, `${request.protocol}://${request.host}`, share, visitorId);
    await events.publish(id);
    reply.header("cache-control", "private, no-store");
    return ok(preorderPayDataSchema, { payment });
  });

  app.get(preorderGetCall.path, async (request, reply) => {
    const { id } = parse(preorderGetCall.params, request.params, "params");
    reply.header("cache-control", "private, no-store");
    return ok(orderDataSchema, { order: await service.get(id) });
  });

  // The order's issued fiscal receipts (docs/fiscal.md), for whoever may read the order.
  app.get(preorderFiscalReceiptsCall.path, async (request, reply) => {
    const { id } = parse(preorderFiscalReceiptsCall.params, request.params, "params");
    await service.get(id);
    reply.header("cache-control", "private, no-store");
    return { success: true as const, data: { receipts: (await fiscalReceipts?.(id)) ?? [] } };
  });
}
