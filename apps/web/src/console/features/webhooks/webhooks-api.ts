import type { z } from "zod";
import { buildPath } from "@tablewise/domain/contract/call";
import {
  createWebhookCall,
  removeWebhookCall,
  rotateWebhookSecretCall,
  testWebhookCall,
  updateWebhookCall,
  webhookDeliveriesCall,
  webhooksCall,
  type CreateWebhookBody,
  type UpdateWebhookBody,
} from "@tablewise/domain/contract/webhooks";
import { consoleRequest } from "../../lib/console-api";

// The webhook endpoints' calls (contract/webhooks.ts).
export const webhooksKey = (venueId: string) => ["webhooks", venueId] as const;
export const deliveriesKey = (venueId: string, endpointId: string) =>
  ["webhooks", venueId, endpointId, "deliveries"] as const;

export const getWebhooks = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(webhooksCall.path, { venueId }), webhooksCall.response, { signal }).then(
    (r) => r.data.endpoints,
  );

export const createWebhook = (venueId: string, body: CreateWebhookBody) =>
  consoleRequest(buildPath(createWebhookCall.path, { venueId }), createWebhookCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.endpoint);

export const updateWebhook = (venueId: string, endpointId: string, body: UpdateWebhookBody) =>
  consoleRequest(buildPath(updateWebhookCall.path, { venueId, endpointId }), updateWebhookCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.endpoint);

const action = <S extends z.ZodType>(path: string, response: S) =>
  consoleRequest(path, response, { method: "POST", body: {} });

export const removeWebhook = (venueId: string, endpointId: string) =>
  action(buildPath(removeWebhookCall.path, { venueId, endpointId }), removeWebhookCall.response);

export const rotateWebhookSecret = (venueId: string, endpointId: string) =>
  action(
    buildPath(rotateWebhookSecretCall.path, { venueId, endpointId }),
    rotateWebhookSecretCall.response,
  ).then((r) => r.data.endpoint);

export const testWebhook = (venueId: string, endpointId: string) =>
  action(buildPath(testWebhookCall.path, { venueId, endpointId }), testWebhookCall.response);

export const getDeliveries = (venueId: string, endpointId: string, signal?: AbortSignal) =>
  consoleRequest(
    buildPath(webhookDeliveriesCall.path, { venueId, endpointId }),
    webhookDeliveriesCall.response,
    { signal },
  ).then((r) => r.data.deliveries);
