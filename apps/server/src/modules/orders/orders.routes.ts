import type { FastifyInstance } from "fastify";
import { orderAppendCall } from "@tablewise/domain/contract/inside";
import {
  archiveCall,
  archiveDataSchema,
  estimateSplitCall,
  estimateSplitDataSchema,
  orderDataSchema,
  orderGetCall,
  orderPayCall,
  orderPayDataSchema,
  paymentCancelCall,
} from "@tablewise/domain/contract/order-calls";
import { guestFiscalReceiptsCall, type GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { OrderEvents } from "../../realtime/order-room";
import { credentialsOf } from "./credentials";
import type { OrdersService } from "./orders.service";

// SPEC §7 order calls. Bodies are strict: a client-sent amount or total is a 400 (docs/decisions/006).
export function registerOrdersRoutes(
  app: FastifyInstance,
  service: OrdersService,
  events: OrderEvents,
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>,
) {
  app.get(orderGetCall.path, async (request) => {
    const { id } = parse(orderGetCall.params, request.params, "params");
    return ok(orderDataSchema, { order: await service.get(id, credentialsOf(request)) });
  });

  // The order's fiscal receipts: whoever may read the order (its session's code, its visitor) sees them.
  app.get(guestFiscalReceiptsCall.path, async (request) => {
    const { id } = parse(guestFiscalReceiptsCall.params, request.params, "params");
    await service.get(id, credentialsOf(request));
    return { success: true as const, data: { receipts: (await fiscalReceipts?.(id)) ?? [] } };
  });

  app.post(orderAppendCall.path, { config: { rateLimit: "order" } }, async (request) => {
    const { id } = parse(orderAppendCall.params, request.params, "params");
    const body = parse(orderAppendCall.body, request.body, "body");
    const { order, replayed } = await service.append(id, credentialsOf(request), body);
    // An append is new work for the venue (created), like a new order; a replay is not.
    if (!replayed) events.emit(order, { change: "created" });
    return ok(orderDataSchema, { order });
  });

  app.post(estimateSplitCall.path, async (request) => {
    const { id } = parse(estimateSplitCall.params, request.params, "params");
    const { items } = parse(estimateSplitCall.body, request.body, "body");
    return ok(estimateSplitDataSchema, {
      splits: await service.estimateSplit(id, credentialsOf(request), items),
    });
  });

  app.post(orderPayCall.path, { config: { rateLimit: "pay" } }, async (request) => {
    const { id } = parse(orderPayCall.params, request.params, "params");
    const body = parse(orderPayCall.body, request.body, "body");
    // The gateway sends the browser back here (PUBLIC_URL, when set, wins in order-payment.ts).
    const origin = `${request.protocol}://${request.host}`;
    const result = await service.pay(id, credentialsOf(request), body, origin);
    // A cash or card request waits for the waiter (created); an online one for the gateway,
    // whose answer the venue hears of (sandbox.routes.ts).
    const notice = result.online
      ? undefined
      : ({ change: "created", kind: "payment", id: result.paymentId } as const);
    // A cash or card request answers the order as it committed: pushed as it is.
    if (result.order) events.emit(result.order, notice);
    else await events.publish(id, notice);
    return ok(orderPayDataSchema, result.data);
  });

  app.post(paymentCancelCall.path, { config: { rateLimit: "pay" } }, async (request) => {
    const { id, paymentId } = parse(paymentCancelCall.params, request.params, "params");
    const order = await service.cancelPayment(id, credentialsOf(request), paymentId);
    await events.publish(id);
    return ok(orderDataSchema, { order });
  });

  app.get(archiveCall.path, async (request) => {
    const query = parse(archiveCall.query, request.query, "query");
    return ok(archiveDataSchema, { orders: await service.archive(query) });
  });
}
