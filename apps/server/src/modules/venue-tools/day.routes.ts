import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { idSchema } from "@tablewise/domain/contract/common";
import { dayCloseOutCall } from "@tablewise/domain/contract/day";
import { dayQuerySchema, staffDayCall } from "@tablewise/domain/contract/staff";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { VenueCache } from "../venue/index";
import { closeOutCsv, dayCsv } from "./day-csv";
import type { DayService } from "./day.service";

const paramsSchema = z.object({ venueId: idSchema });
const dayResponseSchema = staffDayCall.response.shape.data;
const closeOutResponseSchema = dayCloseOutCall.response.shape.data;

type Deps = {
  days: DayService;
  venues: VenueCache;
  // Runs after a close-out is recorded: the venue's fiscal shift is closed (modules/fiscal).
  onDayClosed?: (venueId: string) => Promise<unknown>;
};

export function registerDayRoutes(app: FastifyInstance, { days, venues, onDayClosed }: Deps) {
  async function dayOf(request: FastifyRequest, roles: readonly StaffRole[]) {
    const actor = actorOf(request);
    const { venueId } = parse(paramsSchema, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, roles);
    // z.iso.date() refuses 2026-02-30 and any other day the calendar does not have (a 400).
    const { date } = parse(dayQuerySchema, request.query, "query");
    const snapshot = await venues.byId(venueId);
    if (!snapshot) throw notFound("Venue");
    return { venue: snapshot.venue, day: await days.day(snapshot.venue, date) };
  }

  // The day's orders and money. Managers close the day with it; waiters see it too,
  // read-only, to count the cash and card they took against it at the end of a shift. Not the kitchen:
  // money is not its work.
  app.get(staffDayCall.path, async (request) => {
    const { day } = await dayOf(request, ["manager", "waiter"]);
    return ok(dayResponseSchema, day);
  });

  // The same payments and deposits as a spreadsheet (manager only: a bulk export of the day's money).
  app.get(`${staffDayCall.path}.csv`, async (request, reply) => {
    const { venue, day } = await dayOf(request, ["manager"]);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${venue.link}-${day.date}.csv"`)
      .type("text/csv; charset=utf-8")
      .send(dayCsv(day));
  });

  // The close-out table as a spreadsheet (manager only, like the day's CSV).
  app.get(`${dayCloseOutCall.path}.csv`, async (request, reply) => {
    const { venue, day } = await dayOf(request, ["manager"]);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${venue.link}-${day.date}-close-out.csv"`)
      .type("text/csv; charset=utf-8")
      .send(closeOutCsv(day));
  });

  // The end-of-shift close-out: a manager counts the drawer and signs the day off. A person, not the
  // service credential (a POS counts no drawer), so the close-out and its change-log line name who did it.
  app.post(dayCloseOutCall.path, async (request, reply) => {
    const actor = actorOf(request);
    const { venueId } = parse(paramsSchema, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, ["manager"]);
    if (actor.kind !== "staff")
      throw new HttpError(403, "forbidden", "A manager closes the day, not the service credential");
    const body = parse(dayCloseOutCall.body, request.body, "body");
    const snapshot = await venues.byId(venueId);
    if (!snapshot) throw notFound("Venue");
    const closeOut = await days.closeOut(snapshot.venue, actor, body);
    // The day's end closes the fiscal shift too (its Z report). The close-out stands either way: a
    // provider that does not answer is logged, and the settings' button closes the shift later.
    await onDayClosed?.(venueId).catch((err: unknown) =>
      request.log.warn({ err: (err as Error).message }, "the fiscal shift did not close with the day"),
    );
    return reply.code(201).send(ok(closeOutResponseSchema, { close_out: closeOut }));
  });
}
