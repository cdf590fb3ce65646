import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { kitchenTickets, printJobs, printers, stations } from "../../db/schema/kitchen";
import { venues } from "../../db/schema/venues";
import type { StoredTicketContext, StoredTicketLine } from "../../db/schema/kitchen-types";

// The durable print queue (print_jobs): written in the caller's transaction, claimed by a worker with a
// lease under FOR UPDATE SKIP LOCKED (two processes on one PostgreSQL never claim one job together),
// settled only by the claim that holds it (its lease_until is the fence: a claim whose lease ran out and
// was taken over settles nothing).
export type ClaimedJob = {
  id: string;
  venueId: string;
  stationId: string;
  ticketId: string | null;
  printerId: string | null;
  kind: "ticket" | "copy" | "test";
  attempts: number;
  inDoubt: boolean;
  leaseUntil: Date;
};

export type PrinterRow = typeof printers.$inferSelect;
export type JobTicket = {
  stationName: string;
  kind: "new" | "cancel";
  lines: StoredTicketLine[];
  context: StoredTicketContext;
  createdAt: Date;
  timeZone: string;
};

type RawJob = {
  id: string;
  venue_id: string;
  station_id: string;
  ticket_id: string | null;
  printer_id: string | null;
  kind: ClaimedJob["kind"];
  attempts: number;
  in_doubt: boolean;
};

// One job per ticket whose station has a printer, in the transaction that made the tickets, so a ticket
// committed is a print queued (and a rolled back one none).
export async function enqueueTicketPrints(
  tx: Tx | Db,
  tickets: { id: string; venueId: string; stationId: string }[],
  now: Date = new Date(),
): Promise<string[]> {
  if (!tickets.length) return [];
  const stationIds = [...new Set(tickets.map((t) => t.stationId))];
  const withPrinter = new Set(
    (
      await tx
        .selectDistinct({ stationId: printers.stationId })
        .from(printers)
        .where(inArray(printers.stationId, stationIds))
    ).map((r) => r.stationId),
  );
  const rows = tickets
    .filter((t) => withPrinter.has(t.stationId))
    .map((t) => ({
      id: randomUUID(),
      venueId: t.venueId,
      stationId: t.stationId,
      ticketId: t.id,
      kind: "ticket" as const,
      nextAttemptAt: now,
      createdAt: now,
    }));
  if (rows.length) await tx.insert(printJobs).values(rows);
  return rows.map((r) => r.id);
}

export function createPrintQueueRepository(db: Db) {
  return {
    async enqueue(
      job: {
        venueId: string;
        stationId: string;
        ticketId?: string;
        printerId?: string;
        kind: "copy" | "test";
      },
      now: Date,
    ) {
      const id = randomUUID();
      await db.insert(printJobs).values({ id, ...job, nextAttemptAt: now, createdAt: now });
      return id;
    },

    // Due jobs: queued ones whose time has come, and ones whose lease ran out while printing (the
    // process that held them stopped mid-send: the paper may have it, so they go again marked in doubt).
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update print_jobs j
           set status = 'printing',
               lease_until = ${leaseUntil.toISOString()}::timestamptz,
               in_doubt = j.in_doubt or j.status = 'printing'
         where j.id in (
           select id from print_jobs
            where (status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz)
               or (status = 'printing' and lease_until < ${now.toISOString()}::timestamptz)
            order by created_at, id
            limit ${limit}
            for update skip locked)
        returning j.id, j.venue_id, j.station_id, j.ticket_id, j.printer_id, j.kind, j.attempts, j.in_doubt`);
      return (result.rows as RawJob[])
        .map((r) => ({
          id: r.id,
          venueId: r.venue_id,
          stationId: r.station_id,
          ticketId: r.ticket_id,
          printerId: r.printer_id,
          kind: r.kind,
          attempts: Number(r.attempts),
          inDoubt: r.in_doubt,
          leaseUntil,
        }))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    },

    async stationPrinters(stationId: string): Promise<PrinterRow[]> {
      return db
        .select()
        .from(printers)
        .where(eq(printers.stationId, stationId))
        .orderBy(printers.createdAt, printers.id);
    },

    async printer(id: string): Promise<PrinterRow | null> {
      return (await db.select().from(printers).where(eq(printers.id, id)))[0] ?? null;
    },

    async ticket(ticketId: string): Promise<JobTicket | null> {
      const row = (
        await db
          .select({
            stationName: stations.name,
            kind: kitchenTickets.kind,
            lines: kitchenTickets.lines,
            context: kitchenTickets.context,
            createdAt: kitchenTickets.createdAt,
            timeZone: sql<string | null>`${venues.data}->>'timezone'`,
          })
          .from(kitchenTickets)
          .innerJoin(stations, eq(stations.id, kitchenTickets.stationId))
          .innerJoin(venues, eq(venues.id, kitchenTickets.venueId))
          .where(eq(kitchenTickets.id, ticketId))
      )[0];
      return row ? { ...row, timeZone: row.timeZone ?? "UTC" } : null;
    },

    async printed(job: ClaimedJob, printerId: string, now: Date) {
      const done = await db
        .update(printJobs)
        .set({ status: "printed", printedAt: now, printerId, leaseUntil: null, lastError: null })
        .where(fence(job))
        .returning({ id: printJobs.id });
      return done.length > 0;
    },

    async failed(job: ClaimedJob, update: { error: string; maybePrinted: boolean; retryAt: Date | null }) {
      await db
        .update(printJobs)
        .set({
          status: update.retryAt ? "queued" : "failed",
          attempts: sql`${printJobs.attempts} + 1`,
          inDoubt: update.maybePrinted ? true : job.inDoubt,
          lastError: update.error.slice(0, 500),
          nextAttemptAt: update.retryAt ?? job.leaseUntil,
          leaseUntil: null,
        })
        .where(fence(job));
    },

    // Back to the queue untouched (not sent: its printer failed on the job before it in this pass).
    async release(job: ClaimedJob, retryAt: Date) {
      await db
        .update(printJobs)
        .set({ status: "queued", leaseUntil: null, nextAttemptAt: retryAt })
        .where(fence(job));
    },

    async markPrinter(id: string, seen: { ok: true; at: Date } | { ok: false; error: string }) {
      const before = await this.printer(id);
      if (!before) return false;
      if (seen.ok) {
        await db
          .update(printers)
          .set({ status: "online", lastError: null, lastSeenAt: seen.at })
          .where(eq(printers.id, id));
        return before.status !== "online";
      }
      await db
        .update(printers)
        .set({ status: "offline", lastError: seen.error.slice(0, 500) })
        .where(eq(printers.id, id));
      return before.status !== "offline";
    },

    // Jobs still to print per station (queued or printing), for the console's "waiting" count.
    async waitingByStation(venueId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ stationId: printJobs.stationId, n: sql<number>`count(*)::int` })
        .from(printJobs)
        .where(and(eq(printJobs.venueId, venueId), inArray(printJobs.status, ["queued", "printing"])))
        .groupBy(printJobs.stationId);
      return new Map(rows.map((r) => [r.stationId, Number(r.n)]));
    },
  };
}
export type PrintQueueRepository = ReturnType<typeof createPrintQueueRepository>;

const fence = (job: ClaimedJob) =>
  and(eq(printJobs.id, job.id), eq(printJobs.status, "printing"), eq(printJobs.leaseUntil, job.leaseUntil));
