import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import {
  computeTimeslotsCall,
  computeTimeslotsDataSchema,
  paymentFormDataSchema,
  reservationCalendarInviteCall,
  reservationDataSchema,
  reservationGetCall,
  reservationPaymentFormCall,
  reservationPdfReceiptCall,
  reservePrepareCall,
  reservePrepareDataSchema,
  reserveCreateCall,
} from "@tablewise/domain/contract/reserve";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { renderGatewayPage } from "../orders/sandbox-page";
import { renderReservationIcs } from "./reservation-ics";
import { renderReservationPdf } from "./reservation-pdf";
import type { ReserveRepository } from "./reserve.repository";
import type { ReserveService } from "./reserve.service";

const sandboxParams = z.object({ paymentId: secretIdSchema });

// SPEC §7 reservation calls, plus the sandbox gateway page for deposits.
export function registerReserveRoutes(
  app: FastifyInstance,
  service: ReserveService,
  repo: ReserveRepository,
  clock: () => Date,
) {
  app.get(reservePrepareCall.path, async (request) => {
    const { cafeLink } = parse(reservePrepareCall.params, request.params, "params");
    return ok(reservePrepareDataSchema, await service.prepare(cafeLink));
  });

  app.post(computeTimeslotsCall.path, async (request) => {
    const body = parse(computeTimeslotsCall.body, request.body, "body");
    return ok(computeTimeslotsDataSchema, { time_slots: await service.timeslots(body) });
  });

  app.post(reserveCreateCall.path, { config: { rateLimit: "order" } }, async (request) => {
    const body = parse(reserveCreateCall.body, request.body, "body");
    return ok(reservationDataSchema, { reservation: await service.create(body) });
  });

  app.get(reservationGetCall.path, async (request, reply) => {
    const { id } = parse(reservationGetCall.params, request.params, "params");
    const { row } = await service.get(id);
    reply.header("cache-control", "private, no-store"); // the guest's name and phone
    return ok(reservationDataSchema, { reservation: await service.present(row) });
  });

  app.get(reservationPaymentFormCall.path, { config: { rateLimit: "pay" } }, async (request) => {
    const { id } = parse(reservationPaymentFormCall.params, request.params, "params");
    return ok(paymentFormDataSchema, { form: await service.paymentForm(id) });
  });

  app.get(reservationPdfReceiptCall.path, async (request, reply) => {
    const { id } = parse(reservationPdfReceiptCall.params, request.params, "params");
    const { row, venue } = await service.get(id);
    const pdf = await renderReservationPdf(row, venue);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `inline; filename="reservation-${venue.link}.pdf"`)
      .type("application/pdf")
      .send(pdf);
  });

  app.get(reservationCalendarInviteCall.path, async (request, reply) => {
    const { id } = parse(reservationCalendarInviteCall.params, request.params, "params");
    const { row, venue } = await service.get(id);
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="reservation-${venue.link}.ics"`)
      .type("text/calendar; charset=utf-8")
      .send(renderReservationIcs(row, venue, origin));
  });

  // The sandbox gateway for deposits: approve pays and confirms once (a replay is a 409); decline leaves
  // the reservation pending; both return the guest to the receipt (303).
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _b, done) =>
      done(null, undefined),
    );
    const base = "/api/sandbox/reservation/:paymentId";
    const load = async (params: unknown) => {
      const { paymentId } = parse(sandboxParams, params, "params");
      const row = await repo.findByPayment(paymentId);
      if (!row) throw notFound("Payment");
      const { venue } = await service.get(row.id);
      return { row, venue, paymentId, receipt: `/${venue.link}/reserve/receipt/${row.id}` };
    };
    scope.get(base, async (request, reply) => {
      const { row, venue, paymentId, receipt } = await load(request.params);
      reply.header("cache-control", "no-store");
      return reply.type("text/html; charset=utf-8").send(
        renderGatewayPage({
          actionBase: `/api/sandbox/reservation/${encodeURIComponent(paymentId)}`,
          amount: row.deposit,
          tip: 0,
          status: row.paid ? "paid" : row.status,
          returnPath: receipt,
          currency: venue.currency,
        }),
      );
    });
    scope.post(`${base}/approve`, async (request, reply) => {
      const { row, receipt } = await load(request.params);
      if (!(await repo.markPaid(row.id, clock())))
        throw new HttpError(409, "conflict", "The deposit is already settled");
      return reply.redirect(receipt, 303);
    });
    scope.post(`${base}/decline`, async (request, reply) => {
      const { receipt } = await load(request.params);
      return reply.redirect(receipt, 303);
    });
  });
}
