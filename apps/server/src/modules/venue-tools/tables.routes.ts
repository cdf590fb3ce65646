import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { idSchema } from "@tablewise/domain/contract/common";
import {
  qrSheetMaxTables,
  qrSheetPages,
  qrSheetQuerySchema,
  staffTablesCall,
} from "@tablewise/domain/contract/staff";
import { HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { VenueCache } from "../venue/index";
import type { QrSheetRenderer } from "./qr-sheet-renderer";
import type { VenueToolsRepository } from "./venue-tools.repository";

const paramsSchema = z.object({ venueId: idSchema });
const tablesResponseSchema = staffTablesCall.response.shape.data;

type Deps = {
  repo: VenueToolsRepository;
  venues: VenueCache;
  publicUrl: string | null;
  sheets: QrSheetRenderer;
};

// The origin guests open: PUBLIC_URL when set, else the one this request came to (behind a proxy its
// X-Forwarded-Proto/Host count only with TRUST_PROXY). A forged Host changes only the caller's own PDF.
const originOf = (request: FastifyRequest, publicUrl: string | null) =>
  publicUrl ?? `${request.protocol}://${request.host}`;

export function registerTablesRoutes(app: FastifyInstance, { repo, venues, publicUrl, sheets }: Deps) {
  async function venueOf(request: FastifyRequest, roles: Parameters<typeof assertRole>[1]) {
    const actor = actorOf(request);
    const { venueId } = parse(paramsSchema, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, roles);
    const snapshot = await venues.byId(venueId);
    if (!snapshot) throw notFound("Venue");
    return snapshot.venue;
  }

  // Each table's code (typed by guests, SPEC §5) and QR token. The token is a key
  // to the table, hence a staff credential; waiters see it too (they re-seat guests and reprint nothing).
  app.get(staffTablesCall.path, async (request, reply) => {
    const venue = await venueOf(request, ["manager", "waiter"]);
    const rows = await repo.venueTables(venue._id);
    reply.header("cache-control", "private, no-store");
    return ok(tablesResponseSchema, {
      tables: rows.map((r) => ({
        section_name: r.sectionName,
        table_name: r.tableName,
        code: r.code,
        token: r.token,
        qr_url: `/new/${r.token}`,
      })),
    });
  });

  // The printable QR sheet (manager only: printing every table's key is setting up
  // the venue, not serving it).
  app.get(`${staffTablesCall.path}/qr.pdf`, { config: { rateLimit: "document" } }, async (request, reply) => {
    const venue = await venueOf(request, ["manager"]);
    const { locale, page } = parse(qrSheetQuerySchema, request.query, "query");
    // A sheet already being made for this venue, or a full queue: refused before the tables are read.
    sheets.ensureRoom(venue._id);
    const all = await repo.venueTables(venue._id);
    if (all.length === 0) throw new HttpError(409, "conflict", "The venue has no tables to print");
    // One file holds at most qrSheetMaxTables tables (docs/threat-model.md, "Heavy work"): a larger venue
    // prints its sheet in parts, so no one download asks for minutes of work and hundreds of megabytes.
    const pages = qrSheetPages(all.length);
    if (page === undefined && pages > 1)
      throw new HttpError(
        400,
        "bad_request",
        `The venue has ${all.length} tables, more than one sheet holds (${qrSheetMaxTables}): ask for ?page=1 to ?page=${pages}`,
        { tables: all.length, tables_per_sheet: qrSheetMaxTables, pages },
      );
    if (page !== undefined && page > pages)
      throw new HttpError(
        400,
        "bad_request",
        `The sheet has ${pages} page(s): ask for ?page=1 to ?page=${pages}`,
        {
          tables: all.length,
          tables_per_sheet: qrSheetMaxTables,
          pages,
        },
      );
    const from = ((page ?? 1) - 1) * qrSheetMaxTables;
    const pdf = await sheets.render(venue._id, {
      venueName: venue.name,
      origin: originOf(request, publicUrl),
      locale: locale ?? "en",
      tables: all.slice(from, from + qrSheetMaxTables),
    });
    const name = page === undefined ? `${venue.link}-qr.pdf` : `${venue.link}-qr-${page}.pdf`;
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${name}"`)
      .type("application/pdf")
      .send(pdf);
  });
}
