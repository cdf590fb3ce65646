import type { FastifyInstance } from "fastify";
import {
  createWebhookCall,
  removeWebhookCall,
  rotateWebhookSecretCall,
  testWebhookCall,
  updateWebhookCall,
  webhookDeliveriesCall,
  webhooksCall,
} from "@tablewise/domain/contract/webhooks";
import { parse } from "../../http/parse";
import { actorOf, assertOwns, assertRole } from "../../http/staff-actor";
import type { WebhookEndpoints } from "./webhook-endpoints";
import type { WebhookOutbox } from "./webhook-outbox";

// Webhooks are the manager's: they send the venue's business to a place outside it. Another venue's
// staff get 404 (assertOwns), as if the venue's endpoints did not exist.
const managers = ["manager"] as const;

export function registerWebhookRoutes(
  app: FastifyInstance,
  deps: {
    endpoints: WebhookEndpoints;
    outbox: WebhookOutbox;
    sendTest: (venueId: string, endpointId: string) => Promise<string>;
  },
) {
  const manager = (request: Parameters<typeof actorOf>[0], venueId: string) => {
    const actor = actorOf(request);
    assertOwns(actor, venueId, "Webhook endpoint");
    assertRole(actor, managers);
  };

  app.get(webhooksCall.path, async (request) => {
    const { venueId } = parse(webhooksCall.params, request.params, "params");
    manager(request, venueId);
    return { success: true as const, data: { endpoints: await deps.endpoints.list(venueId) } };
  });

  app.post(createWebhookCall.path, async (request) => {
    const { venueId } = parse(createWebhookCall.params, request.params, "params");
    manager(request, venueId);
    const body = parse(createWebhookCall.body, request.body, "body");
    return { success: true as const, data: { endpoint: await deps.endpoints.create(venueId, body) } };
  });

  app.post(updateWebhookCall.path, async (request) => {
    const { venueId, endpointId } = parse(updateWebhookCall.params, request.params, "params");
    manager(request, venueId);
    const body = parse(updateWebhookCall.body, request.body, "body");
    return {
      success: true as const,
      data: { endpoint: await deps.endpoints.update(venueId, endpointId, body) },
    };
  });

  app.post(removeWebhookCall.path, async (request) => {
    const { venueId, endpointId } = parse(removeWebhookCall.params, request.params, "params");
    manager(request, venueId);
    await deps.endpoints.remove(venueId, endpointId);
    return { success: true as const, data: { removed: true as const } };
  });

  app.post(rotateWebhookSecretCall.path, async (request) => {
    const { venueId, endpointId } = parse(rotateWebhookSecretCall.params, request.params, "params");
    manager(request, venueId);
    return { success: true as const, data: { endpoint: await deps.endpoints.rotate(venueId, endpointId) } };
  });

  app.get(webhookDeliveriesCall.path, async (request) => {
    const { venueId, endpointId } = parse(webhookDeliveriesCall.params, request.params, "params");
    manager(request, venueId);
    await deps.endpoints.owned(venueId, endpointId);
    return { success: true as const, data: { deliveries: await deps.outbox.list(endpointId) } };
  });

  app.post(testWebhookCall.path, async (request) => {
    const { venueId, endpointId } = parse(testWebhookCall.params, request.params, "params");
    manager(request, venueId);
    await deps.endpoints.owned(venueId, endpointId);
    const id = await deps.sendTest(venueId, endpointId);
    return { success: true as const, data: { delivery: (await deps.outbox.byId(id))! } };
  });
}
