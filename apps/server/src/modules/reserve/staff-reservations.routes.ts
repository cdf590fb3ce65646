import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import {
  declineBodySchema,
  emptyBodySchema,
  staffReservationSchema,
  staffReservationsCall,
  type StaffReservation,
} from "@tablewise/domain/contract/staff";
import {
  cancelReservationBodySchema,
  moveReservationBodySchema,
  reservationDayCall,
} from "@tablewise/domain/contract/staff-reservations";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertVenue } from "../../http/staff-actor";
import type { ReservationChanges } from "./reservation-changes";
import type { ReservationDecisions } from "./reservation-decisions";

const idParams = z.object({ id: secretIdSchema });
const oneSchema = z.object({ reservation: staffReservationSchema });
const listSchema = staffReservationsCall.response.shape.data;
const daySchema = reservationDayCall.response.shape.data;

type Deps = {
  decisions: ReservationDecisions;
  changes: ReservationChanges;
  board: (venueId: string, now: Date) => Promise<StaffReservation[]>;
  clock: () => Date;
};

// The venue confirms or declines its guests' reservations; the list is the board's.
export function registerStaffReservationRoutes(
  app: FastifyInstance,
  { decisions, changes, board, clock }: Deps,
) {
  const base = "/api/staff/reservations/:id";
  app.post(`${base}/confirm`, async (request) => {
    const actor = actorOf(request);
    const { id } = parse(idParams, request.params, "params");
    parse(emptyBodySchema, request.body, "body");
    return ok(oneSchema, { reservation: await decisions.confirm(actor, id) });
  });

  app.post(`${base}/decline`, async (request) => {
    const actor = actorOf(request);
    const { id } = parse(idParams, request.params, "params");
    const { reason } = parse(declineBodySchema, request.body, "body");
    return ok(oneSchema, { reservation: await decisions.decline(actor, id, reason) });
  });

  app.post(`${base}/cancel`, async (request) => {
    const actor = actorOf(request);
    const { id } = parse(idParams, request.params, "params");
    const { reason } = parse(cancelReservationBodySchema, request.body, "body");
    return ok(oneSchema, { reservation: await decisions.cancel(actor, id, reason) });
  });

  app.post(`${base}/move`, async (request) => {
    const actor = actorOf(request);
    const { id } = parse(idParams, request.params, "params");
    const { starts_at } = parse(moveReservationBodySchema, request.body, "body");
    return ok(oneSchema, { reservation: await changes.move(actor, id, new Date(starts_at)) });
  });

  // The Reservations screen's day (guests' names and phones: never cached).
  app.get(reservationDayCall.path, async (request, reply) => {
    const actor = actorOf(request);
    const { venueId } = parse(reservationDayCall.params, request.params, "params");
    const { date } = parse(reservationDayCall.query, request.query, "query");
    reply.header("cache-control", "private, no-store");
    return ok(daySchema, await changes.day(actor, venueId, date));
  });

  // The board's reservations alone, for a POS or a test (any role of the venue may read the board).
  app.get(staffReservationsCall.path, async (request, reply) => {
    const actor = actorOf(request);
    const { venueId } = parse(staffReservationsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    reply.header("cache-control", "private, no-store"); // guests' names and phones
    return ok(listSchema, { reservations: await board(venueId, clock()) });
  });
}
