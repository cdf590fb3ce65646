import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idSchema, insideCodeSchema, tableTokenSchema } from "@tablewise/domain/contract/common";
import { notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertVenue } from "../staff/staff-actor";
import type { VenueCache } from "../venue/venue-cache";
import type { InsideRepository } from "./inside.repository";

// Staff API (DESIGN.md §1), so its schemas live here rather than in the guest contract.
const paramsSchema = z.object({ venueId: idSchema });
const tableListSchema = z.object({
  tables: z.array(
    z.object({
      section_name: z.string(),
      table_name: z.string(),
      code: insideCodeSchema,
      token: tableTokenSchema,
      // What the table's QR sticker holds, relative to the app's origin (SPEC §2 /new/{code} route).
      qr_url: z.string().startsWith("/new/"),
    }),
  ),
});

type Deps = { repo: InsideRepository; venues: VenueCache };

// Issue 16.3: GET /api/staff/venues/{venueId}/tables, each table's code (typed by guests, SPEC §5) and
// QR token, for printing the stickers. The token is a key to the table, hence the staff token.
export function registerTableListRoute(app: FastifyInstance, { repo, venues }: Deps) {
  app.get("/api/staff/venues/:venueId/tables", async (request, reply) => {
    const actor = actorOf(request);
    const { venueId } = parse(paramsSchema, request.params, "params");
    assertVenue(actor, venueId);
    if (!(await venues.byId(venueId))) throw notFound("Venue");
    const rows = await repo.venueTables(venueId);
    reply.header("cache-control", "private, no-store");
    return ok(tableListSchema, {
      tables: rows.map((r) => ({
        section_name: r.sectionName,
        table_name: r.tableName,
        code: r.code,
        token: r.token,
        qr_url: `/new/${r.token}`,
      })),
    });
  });
}
