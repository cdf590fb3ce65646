import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DbHandle } from "../../db/client";
import { printJobs, printers } from "../../db/schema/kitchen";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { kitchenRows } from "../../test/kitchen-rows";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";
import { openTestDb } from "../../test/test-db";
import { createPrintQueueRepository, enqueueTicketPrints } from "./print-queue.repository";
import { createPrintWorker } from "./print-worker";
import { printerNetworkPolicy } from "./printer-network";
import { createTcpTransport } from "./printer-transport";

// The durable print queue against printer stand-ins on local TCP ports (PGlite and PostgreSQL).
let db: DbHandle;
let venueId: string;
let now: Date;
const standIns: PrinterStandIn[] = [];
const announced: string[] = [];

const transport = createTcpTransport({
  policy: printerNetworkPolicy({ networks: "127.0.0.0/8", ports: "1024-65535" }),
  connectTimeoutMs: 500,
  answerTimeoutMs: 500,
});
const worker = () =>
  createPrintWorker({
    repo: createPrintQueueRepository(db.db),
    transport,
    clock: () => now,
    announce: (_venue, stationId) => announced.push(stationId),
    leaseMs: 10_000,
  });
const standIn = async () => {
  const s = await startPrinterStandIn();
  standIns.push(s);
  return s;
};
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const jobsOf = () => db.db.select().from(printJobs);

beforeEach(async () => {
  db = await openTestDb();
  await importVenue(db.db, parseVenueFile(fixtureVenueFile(), "fixture"));
  venueId = ((await db.db.execute(sql`select id from venues limit 1`)).rows[0] as { id: string }).id;
  now = new Date("2026-11-27T18:00:00Z");
  announced.length = 0;
});
afterEach(async () => {
  for (const s of standIns.splice(0)) await s.close();
  await db.close();
});

async function stationWithPrinter() {
  const rows = kitchenRows(db.db, venueId, now);
  const station = await rows.station("Bar");
  const paper = await standIn();
  const printerId = await rows.printer(station, { host: paper.host, port: paper.port });
  return { rows, station, paper, printerId };
}

describe("the print queue", () => {
  it("prints a queued ticket once, however often the worker runs, and marks the printer online", async () => {
    const { rows, station, paper, printerId } = await stationWithPrinter();
    const ticket = await rows.ticket(station, {
      lines: [{ line_id: "l", product_id: "p", name: "Латте", quantity: 2, variants: [], modifiers: [] }],
    });
    await enqueueTicketPrints(db.db, [ticket], now);
    const w = worker();
    expect(await w.drain()).toBe(1);
    await w.drain();
    later(60_000);
    await w.drain();
    expect(paper.printed).toHaveLength(1);
    expect(paper.printed[0]!.text).toContain("2 x Латте");
    expect(paper.printed[0]!.text).not.toContain("COPY");
    expect((await jobsOf())[0]).toMatchObject({ status: "printed", printerId });
    expect((await db.db.select().from(printers))[0]).toMatchObject({ status: "online", lastError: null });
    expect(announced).toEqual([station]);
  });

  it("queues nothing for a station without a printer, and nothing when the ticket's transaction rolls back", async () => {
    const { rows, station } = await stationWithPrinter();
    const bare = await rows.station("Pastry");
    const a = await rows.ticket(bare);
    const b = await rows.ticket(station);
    expect(await enqueueTicketPrints(db.db, [a], now)).toEqual([]);
    await db.db
      .transaction(async (tx) => {
        await enqueueTicketPrints(tx, [b], now);
        throw new Error("the accept failed");
      })
      .catch(() => {});
    expect(await jobsOf()).toEqual([]);
  });

  it("retries a printer that does not answer, shows it offline meanwhile, and prints once when it is back", async () => {
    const { rows, station, paper } = await stationWithPrinter();
    await paper.setMode("refuse");
    await enqueueTicketPrints(db.db, [await rows.ticket(station)], now);
    const w = worker();
    await w.drain();
    expect((await jobsOf())[0]).toMatchObject({ status: "queued", attempts: 1, inDoubt: false });
    expect((await db.db.select().from(printers))[0]).toMatchObject({
      status: "offline",
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
    const waiting = await createPrintQueueRepository(db.db).waitingByStation(venueId);
    expect(waiting.get(station)).toBe(1);
    // Not due yet: the backoff holds it.
    await w.drain();
    expect((await jobsOf())[0]).toMatchObject({ attempts: 1 });
    await paper.setMode("online");
    later(1_000);
    await w.drain();
    expect(paper.printed).toHaveLength(1);
    expect(paper.printed[0]!.text).not.toContain("COPY");
    expect((await db.db.select().from(printers))[0]).toMatchObject({ status: "online" });
  });

  it("sends a ticket to the station's backup printer while the main one is down", async () => {
    const { rows, station, paper: main } = await stationWithPrinter();
    const backup = await standIn();
    const backupId = await rows.printer(station, { host: backup.host, port: backup.port, role: "backup" });
    await main.setMode("refuse");
    await enqueueTicketPrints(db.db, [await rows.ticket(station), await rows.ticket(station)], now);
    const w = worker();
    await w.drain();
    later(1_000);
    await w.drain();
    expect(main.printed).toHaveLength(0);
    expect(backup.printed.map((t) => t.text.includes("COPY"))).toEqual([false, false]);
    expect((await jobsOf()).map((j) => j.printerId)).toEqual([backupId, backupId]);
  });

  it("sends again marked COPY a job whose lease ran out mid-send (the process stopped)", async () => {
    const { rows, station, paper } = await stationWithPrinter();
    await enqueueTicketPrints(db.db, [await rows.ticket(station)], now);
    // A process claims the job and dies before it settles it.
    const claimed = await createPrintQueueRepository(db.db).claim(now, 10_000, 10);
    expect(claimed).toHaveLength(1);
    const w = worker();
    expect(await w.drain()).toBe(0);
    later(10_001);
    await w.drain();
    expect(paper.printed).toHaveLength(1);
    expect(paper.printed[0]!.lines[0]).toMatchObject({ text: expect.stringContaining("COPY"), invert: true });
    expect((await jobsOf())[0]).toMatchObject({ status: "printed", inDoubt: true });
  });

  it("sends again marked COPY a ticket a printer took but never acknowledged", async () => {
    const { rows, station, paper } = await stationWithPrinter();
    await paper.setMode("hang");
    await enqueueTicketPrints(db.db, [await rows.ticket(station)], now);
    const w = worker();
    await w.drain();
    expect((await jobsOf())[0]).toMatchObject({ status: "queued", inDoubt: true });
    await paper.setMode("online");
    later(1_000);
    await w.drain();
    expect(paper.printed).toHaveLength(1);
    expect(paper.printed[0]!.text).toContain("COPY");
  });

  it("does not let a claim whose lease was taken over settle the job", async () => {
    const { rows, station, printerId } = await stationWithPrinter();
    await enqueueTicketPrints(db.db, [await rows.ticket(station)], now);
    const repo = createPrintQueueRepository(db.db);
    const [first] = await repo.claim(now, 1_000, 10);
    later(2_000);
    const [second] = await repo.claim(now, 1_000, 10);
    expect(second).toMatchObject({ id: first!.id, inDoubt: true });
    expect(await repo.printed(first!, printerId, now)).toBe(false);
    expect(await repo.printed(second!, printerId, now)).toBe(true);
  });

  it("gives up a test page after three tries and keeps the printer offline", async () => {
    const { station, paper, printerId } = await stationWithPrinter();
    await paper.setMode("refuse");
    const repo = createPrintQueueRepository(db.db);
    await repo.enqueue({ venueId, stationId: station, printerId, kind: "test" }, now);
    const w = worker();
    for (let i = 0; i < 4; i++) {
      await w.drain();
      later(60_000);
    }
    expect((await jobsOf())[0]).toMatchObject({ status: "failed", attempts: 3 });
    expect((await db.db.select().from(printers).where(eq(printers.id, printerId)))[0]!.status).toBe(
      "offline",
    );
  });
});
