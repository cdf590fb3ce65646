import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDb, type DbHandle } from "../../db/client";
import { printJobs } from "../../db/schema/kitchen";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { kitchenRows } from "../../test/kitchen-rows";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/test-db";
import { createPrintQueueRepository, enqueueTicketPrints } from "./print-queue.repository";
import { createPrintWorker } from "./print-worker";
import { printerNetworkPolicy } from "./printer-network";
import { createTcpTransport } from "./printer-transport";

// Two server processes' workers (each its own pool) on one PostgreSQL: FOR UPDATE SKIP LOCKED and the
// lease make each job print exactly once.
describe.skipIf(!onPostgres)("the print queue with two workers on one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  const handles: DbHandle[] = [];
  let paper: PrinterStandIn | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) handles.push(await openDb({ databaseUrl: database.url }));
    await importVenue(handles[0]!.db, parseVenueFile(fixtureVenueFile(), "fixture"));
    paper = await startPrinterStandIn();
  });
  afterAll(async () => {
    await paper?.close();
    for (const h of handles) await h.close();
    await database?.drop();
  });

  it("prints each of 40 tickets exactly once, none marked COPY", async () => {
    const db = handles[0]!.db;
    const venueId = ((await db.execute(sql`select id from venues limit 1`)).rows[0] as { id: string }).id;
    const rows = kitchenRows(db, venueId);
    const station = await rows.station("Kitchen");
    await rows.printer(station, { host: paper!.host, port: paper!.port });
    const tickets = [];
    for (let i = 0; i < 40; i++) tickets.push(await rows.ticket(station));
    await enqueueTicketPrints(db, tickets, new Date());
    const transport = createTcpTransport({
      policy: printerNetworkPolicy({ networks: "127.0.0.0/8", ports: "1024-65535" }),
    });
    const workers = handles.map((h) =>
      createPrintWorker({
        repo: createPrintQueueRepository(h.db),
        transport,
        clock: () => new Date(),
        announce: () => {},
        batch: 3,
      }),
    );
    const handled = await Promise.all(workers.flatMap((w) => [w.drain(), w.drain()]));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(40);
    // Both processes took part (the test would prove nothing if one did everything).
    expect(handled[0]! + handled[1]!).toBeGreaterThan(0);
    expect(handled[2]! + handled[3]!).toBeGreaterThan(0);
    const serials = paper!.printed.map((t) => Number(/#(\d+)/.exec(t.text)?.[1]));
    expect(serials.sort()).toEqual(tickets.map((t) => t.serial).sort());
    expect(paper!.printed.some((t) => t.text.includes("COPY"))).toBe(false);
    const statuses = await db.select({ status: printJobs.status }).from(printJobs);
    expect(statuses.every((s) => s.status === "printed")).toBe(true);
  });
});
