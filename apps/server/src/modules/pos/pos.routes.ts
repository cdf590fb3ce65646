import type { FastifyInstance } from "fastify";
import {
  posJobsCall,
  posSettingsCall,
  retryPosJobCall,
  savePosSettingsCall,
  syncPosMenuCall,
  type PosJob,
} from "@tablewise/domain/contract/pos";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { PosJobRow } from "./pos-queue";
import type { PosMenuSyncer } from "./pos-menu-sync";
import type { PosService } from "./pos.service";

// The POS's settings (its token) are the manager's; anyone at the venue sees the sends (the order panel
// shows why an order was refused) and may retry one that failed.
const managers = ["manager"] as const;

export const presentPosJob = (r: PosJobRow): PosJob => ({
  _id: r.id,
  order_id: r.orderId,
  kind: r.kind,
  status: r.status === "sending" ? "queued" : r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  pos_order_id: r.posOrderId,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

export function registerPosRoutes(app: FastifyInstance, service: PosService, menuSync: PosMenuSyncer) {
  // The menu from the POS now (docs/pos.md): the manager's, like the settings it reads.
  app.post(syncPosMenuCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(syncPosMenuCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const settings = await service.settings.get(venueId);
    if (settings.provider !== "poster")
      throw new HttpError(400, "validation_failed", "Save the POS settings (Poster) first");
    const sync = await menuSync.sync(venueId, actor);
    if (!sync)
      throw new HttpError(409, "conflict", "A menu sync of this venue is running: try again shortly");
    return { success: true as const, data: { sync, settings: await service.settings.get(venueId) } };
  });

  app.get(posSettingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(posSettingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    return { success: true as const, data: { settings: await service.settings.get(venueId) } };
  });

  app.post(savePosSettingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(savePosSettingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const body = parse(savePosSettingsCall.body, request.body, "body");
    return { success: true as const, data: { settings: await service.settings.save(venueId, body) } };
  });

  app.get(posJobsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(posJobsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    const query = parse(posJobsCall.query, request.query, "query");
    const rows = await service.queue.list(venueId, { status: query.status, orderId: query.order_id });
    return { success: true as const, data: { jobs: rows.map(presentPosJob) } };
  });

  app.post(retryPosJobCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, jobId } = parse(retryPosJobCall.params, request.params, "params");
    assertVenue(actor, venueId);
    const row = await service.retry(venueId, jobId);
    if (!row) throw notFound("Failed POS send");
    return { success: true as const, data: { job: presentPosJob(row) } };
  });
}
