import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Printer, PrinterBody } from "@tablewise/domain/contract/printers";
import type { Db } from "../../db/client";
import { kitchenTickets, printJobs, printers, stations } from "../../db/schema/kitchen";
import { HttpError, notFound } from "../../http/errors";
import { createPrintQueueRepository, type PrinterRow } from "./print-queue.repository";
import { PrinterHostRefused, type PrinterNetworkPolicy } from "./printer-network";

// A venue's printers are few; the cap stops one venue from making the server dial a whole subnet.
const maxPrintersPerVenue = 20;
// Test pages and reprints still waiting, per printer or station: past this a person is asked to wait
// (a stuck printer must not collect a pile of copies that all come out when it wakes).
const maxWaitingManual = 5;

type Deps = {
  db: Db;
  policy: PrinterNetworkPolicy;
  clock: () => Date;
  announce: (venueId: string, stationId: string) => void;
  // A job was queued (committed): this process's print worker sends it now.
  queued: () => void;
};

const toPrinter = (p: PrinterRow, waiting: Map<string, number>): Printer => ({
  _id: p.id,
  station_id: p.stationId,
  name: p.name,
  host: p.host,
  port: p.port,
  width_mm: p.widthMm === 58 ? 58 : 80,
  role: p.role,
  status: p.status,
  last_error: p.lastError,
  last_seen_at: p.lastSeenAt?.toISOString() ?? null,
  waiting: waiting.get(p.stationId) ?? 0,
});

export function createPrintersService({ db, policy, clock, announce, queued }: Deps) {
  const queue = createPrintQueueRepository(db);

  async function one(venueId: string, printerId: string) {
    const row = (
      await db
        .select()
        .from(printers)
        .where(and(eq(printers.id, printerId), eq(printers.venueId, venueId)))
    )[0];
    if (!row) throw notFound("Printer");
    return row;
  }

  async function assertStation(venueId: string, stationId: string) {
    const row = (
      await db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.id, stationId), eq(stations.venueId, venueId), isNull(stations.archivedAt)))
    )[0];
    if (!row) throw notFound("Station");
  }

  // The address must be one the server may dial (the venue's LAN by default): checked here so the manager
  // hears it at once, and again at every send (a name may be re-pointed later).
  async function assertReachable(body: PrinterBody) {
    if (!policy.allowsPort(body.port))
      throw new HttpError(400, "bad_request", `Port ${body.port} is not a printer port this server may use`);
    try {
      await policy.resolve(body.host);
    } catch (err) {
      if (err instanceof PrinterHostRefused) throw new HttpError(400, "bad_request", err.message);
      throw err;
    }
  }

  async function waitingManual(where: ReturnType<typeof and>) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(printJobs)
      .where(
        and(
          where,
          inArray(printJobs.status, ["queued", "printing"]),
          inArray(printJobs.kind, ["test", "copy"]),
        ),
      );
    if (Number(row?.n ?? 0) >= maxWaitingManual)
      throw new HttpError(
        429,
        "too_many_requests",
        "Prints are still waiting for this printer: try again when they are out",
      );
  }

  const list = async (venueId: string) => {
    const rows = await db
      .select()
      .from(printers)
      .where(eq(printers.venueId, venueId))
      .orderBy(printers.createdAt, printers.id);
    const waiting = await queue.waitingByStation(venueId);
    return rows.map((p) => toPrinter(p, waiting));
  };
  const shown = async (venueId: string, id: string) => (await list(venueId)).find((p) => p._id === id)!;

  return {
    list,

    async create(venueId: string, body: PrinterBody) {
      await assertStation(venueId, body.station_id);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(printers)
        .where(eq(printers.venueId, venueId));
      if (Number(count?.n ?? 0) >= maxPrintersPerVenue)
        throw new HttpError(409, "conflict", `A venue has at most ${maxPrintersPerVenue} printers`);
      await assertReachable(body);
      const id = randomUUID();
      await db.insert(printers).values({
        id,
        venueId,
        stationId: body.station_id,
        name: body.name,
        host: body.host,
        port: body.port,
        widthMm: body.width_mm,
        role: body.role,
        createdAt: clock(),
      });
      announce(venueId, body.station_id);
      return shown(venueId, id);
    },

    async update(venueId: string, printerId: string, body: PrinterBody) {
      const before = await one(venueId, printerId);
      await assertStation(venueId, body.station_id);
      await assertReachable(body);
      const moved = before.host !== body.host || before.port !== body.port;
      await db
        .update(printers)
        .set({
          stationId: body.station_id,
          name: body.name,
          host: body.host,
          port: body.port,
          widthMm: body.width_mm,
          role: body.role,
          // A new address has not been seen yet.
          ...(moved ? { status: "unknown" as const, lastError: null, lastSeenAt: null } : {}),
        })
        .where(eq(printers.id, printerId));
      announce(venueId, body.station_id);
      if (before.stationId !== body.station_id) announce(venueId, before.stationId);
      return shown(venueId, printerId);
    },

    async remove(venueId: string, printerId: string) {
      const before = await one(venueId, printerId);
      await db.delete(printers).where(eq(printers.id, printerId));
      announce(venueId, before.stationId);
    },

    async testPrint(venueId: string, printerId: string) {
      const printer = await one(venueId, printerId);
      await waitingManual(eq(printJobs.printerId, printerId));
      const id = await queue.enqueue(
        { venueId, stationId: printer.stationId, printerId, kind: "test" },
        clock(),
      );
      queued();
      announce(venueId, printer.stationId);
      return id;
    },

    // A person's reprint: the station's printer prints it again under a COPY banner.
    async reprint(venueId: string, ticketId: string) {
      const ticket = (
        await db
          .select({ stationId: kitchenTickets.stationId })
          .from(kitchenTickets)
          .where(and(eq(kitchenTickets.id, ticketId), eq(kitchenTickets.venueId, venueId)))
      )[0];
      if (!ticket) throw notFound("Ticket");
      if (!(await queue.stationPrinters(ticket.stationId)).length)
        throw new HttpError(409, "conflict", "This station has no printer");
      await waitingManual(eq(printJobs.stationId, ticket.stationId));
      const id = await queue.enqueue(
        { venueId, stationId: ticket.stationId, ticketId, kind: "copy" },
        clock(),
      );
      queued();
      announce(venueId, ticket.stationId);
      return id;
    },
  };
}
export type PrintersService = ReturnType<typeof createPrintersService>;
