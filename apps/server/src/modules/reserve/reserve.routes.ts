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
  reservationPdfReceiptQuerySchema,
  reservePrepareCall,
  reservePrepareDataSchema,
  reserveCreateCall,
} from "@tablewise/domain/contract/reserve";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { markDepositPaid } from "../../payments/index";
import { renderGatewayPage } from "../../payments/index";
import type { OnlineGateway } from "../../config/payment-gateway";
import type { NotifyStaff } from "../../realtime/order-room";
import type { ReservationDocuments } from "./reservation-documents";
import type { ReserveRepository } from "./reserve.repository";
import type { ReserveService } from "./reserve.service";

const sandboxParams = z.object({ paymentId: secretIdSchema });

type Deps = {
  service: ReserveService;
  repo: ReserveRepository;
  documents: ReservationDocuments;
  gateway: OnlineGateway | null;
  clock: () => Date;
  notifyStaff: NotifyStaff;
};

// SPEC §7 reservation calls, plus the sandbox gateway page for deposits (only when the
// sandbox is the gateway, that is in demo mode).
export function registerReserveRoutes(
  app: FastifyInstance,
  { service, repo, documents, gateway, clock, notifyStaff }: Deps,
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
    // The guest's return address, when PUBLIC_URL does not name the guests' origin.
    const origin = `${request.protocol}://${request.host}`;
    return ok(paymentFormDataSchema, { form: await service.paymentForm(id, origin) });
  });

  // Generated files come from the document cache and have their own limit per IP.
  app.get(reservationPdfReceiptCall.path, { config: { rateLimit: "document" } }, async (request, reply) => {
    const { id } = parse(reservationPdfReceiptCall.params, request.params, "params");
    const { lang } = parse(reservationPdfReceiptQuerySchema, request.query, "query");
    const { row, venue } = await service.get(id);
    const pdf = await documents.pdf(row, venue, lang ?? "en");
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `inline; filename="reservation-${venue.link}.pdf"`)
      .type("application/pdf")
      .send(pdf);
  });

  app.get(
    reservationCalendarInviteCall.path,
    { config: { rateLimit: "document" } },
    async (request, reply) => {
      const { id } = parse(reservationCalendarInviteCall.params, request.params, "params");
      const { lang } = parse(reservationCalendarInviteCall.query, request.query, "query");
      const { row, venue } = await service.get(id);
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="reservation-${venue.link}.ics"`)
        .type("text/calendar; charset=utf-8")
        .send(await documents.ics(row, venue, origin, lang ?? "en"));
    },
  );

  // The sandbox gateway for deposits: approve pays and confirms once (a replay, or an approve after the
  // hold ran out, is a 409); decline leaves the reservation pending; both return the guest to the
  // receipt (303). Outside the sandbox gateway these paths do not exist.
  if (gateway !== "sandbox") return;
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _b, done) =>
      done(null, undefined),
    );
    const base = "/api/sandbox/reservation/:paymentId";
    const load = async (params: unknown) => {
      const { paymentId } = parse(sandboxParams, params, "params");
      const row = await repo.findByPayment(paymentId);
      // A deposit opened at a real gateway is settled only by that gateway's notification.
      if (!row || (row.gateway && row.gateway !== "sandbox")) throw notFound("Payment");
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
      // The venue declined it meanwhile: nothing is charged, and the guest lands on the receipt, which says
      // in their language that the reservation was declined and why (SPEC §4), not on an error body.
      if (row.status === "cancelled") return reply.redirect(receipt, 303);
      const now = clock();
      if (!(await markDepositPaid(repo, notifyStaff, row, now)))
        throw new HttpError(409, "conflict", "The deposit is already settled");
      return reply.redirect(receipt, 303);
    });
    scope.post(`${base}/decline`, async (request, reply) => {
      const { receipt } = await load(request.params);
      return reply.redirect(receipt, 303);
    });
  });
}
