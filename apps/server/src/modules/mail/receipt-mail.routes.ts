import type { FastifyInstance } from "fastify";
import type { Order } from "@tablewise/domain/contract/order";
import {
  orderReceiptMailCall,
  preorderReceiptMailCall,
  receiptMailAvailabilityCall,
  receiptMailQueuedSchema,
} from "@tablewise/domain/contract/receipt-mail";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { credentialsOf } from "../orders/index";
import type { ReceiptMailService } from "./receipt-mail.service";

type Credentials = ReturnType<typeof credentialsOf>;
export type ReceiptReaders = {
  // The same access as reading the receipt: 404 unknown, 403 another table's order.
  readOrder: (id: string, creds: Credentials) => Promise<Order>;
  readPreorder: (id: string) => Promise<Order>;
};

const off = () => new HttpError(404, "not_found", "Receipts by e-mail are not available on this server");

// The receipt by e-mail (docs/mail.md): 202 once the message is in the outbox.
export function registerReceiptMailRoutes(
  app: FastifyInstance,
  service: ReceiptMailService | null,
  readers: ReceiptReaders,
) {
  app.get(receiptMailAvailabilityCall.path, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { success: true as const, data: { available: service !== null } };
  });

  app.post(orderReceiptMailCall.path, { config: { rateLimit: "mail" } }, async (request, reply) => {
    const { id } = parse(orderReceiptMailCall.params, request.params, "params");
    const body = parse(orderReceiptMailCall.body, request.body, "body");
    if (!service) throw off();
    const order = await readers.readOrder(id, credentialsOf(request));
    await service.queue(order, body);
    reply.code(202).header("cache-control", "private, no-store");
    return ok(receiptMailQueuedSchema, { queued: true });
  });

  app.post(preorderReceiptMailCall.path, { config: { rateLimit: "mail" } }, async (request, reply) => {
    const { id } = parse(preorderReceiptMailCall.params, request.params, "params");
    const body = parse(preorderReceiptMailCall.body, request.body, "body");
    if (!service) throw off();
    const order = await readers.readPreorder(id);
    await service.queue(order, body);
    reply.code(202).header("cache-control", "private, no-store");
    return ok(receiptMailQueuedSchema, { queued: true });
  });
}
