import type { FastifyInstance } from "fastify";
import {
  closeFiscalShiftCall,
  fiscalReceiptsCall,
  fiscalSettingsCall,
  retryFiscalReceiptCall,
  saveFiscalSettingsCall,
  type FiscalReceipt,
} from "@tablewise/domain/contract/fiscal";
import { notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { FiscalReceiptRow } from "./fiscal-queue";
import type { FiscalService } from "./fiscal.service";

// The provider's settings and closing the shift are the manager's; anyone at the venue sees receipts
// (a waiter hands the guest the link) and may retry one that failed.
const managers = ["manager"] as const;

export const presentReceipt = (r: FiscalReceiptRow): FiscalReceipt => ({
  _id: r.id,
  order_id: r.orderId,
  kind: r.kind,
  status: r.status === "sending" ? "queued" : r.status,
  amount: r.amount,
  payment_type: r.paymentType,
  fiscal_code: r.fiscalCode,
  receipt_url: r.receiptUrl,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  issued_at: r.issuedAt?.toISOString() ?? null,
});

export function registerFiscalRoutes(app: FastifyInstance, service: FiscalService) {
  app.get(fiscalSettingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(fiscalSettingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    return { success: true as const, data: { settings: await service.settings.get(venueId) } };
  });

  app.post(saveFiscalSettingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(saveFiscalSettingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const body = parse(saveFiscalSettingsCall.body, request.body, "body");
    return { success: true as const, data: { settings: await service.settings.save(venueId, body) } };
  });

  app.get(fiscalReceiptsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(fiscalReceiptsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    const query = parse(fiscalReceiptsCall.query, request.query, "query");
    const rows = await service.queue.list(venueId, { status: query.status, orderId: query.order_id });
    return { success: true as const, data: { receipts: rows.map(presentReceipt) } };
  });

  app.post(retryFiscalReceiptCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, receiptId } = parse(retryFiscalReceiptCall.params, request.params, "params");
    assertVenue(actor, venueId);
    const row = await service.retry(venueId, receiptId);
    if (!row) throw notFound("Failed receipt");
    return { success: true as const, data: { receipt: presentReceipt(row) } };
  });

  app.post(closeFiscalShiftCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(closeFiscalShiftCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    return { success: true as const, data: { closed: await service.closeShift(venueId) } };
  });
}
