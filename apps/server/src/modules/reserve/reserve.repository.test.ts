import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "../../db/client";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { createTestDatabase, onPostgres } from "../../test/test-db";
import { createReserveRepository, newSecretId, type NewReservationRow } from "./reserve.repository";

// The guarded per-slot counter on its own, without the service's early "free places" read: guests
// racing for a slot get at most its capacity in places, on PGlite (project server) and on PostgreSQL
// through two pools as two server processes (project server-pg).
const backends = onPostgres
  ? [
      {
        name: "PostgreSQL",
        open: async () => {
          const database = await createTestDatabase();
          const handles = [
            await openDb({ databaseUrl: database.url }),
            await openDb({ databaseUrl: database.url }),
          ];
          return { handles, drop: database.drop };
        },
      },
    ]
  : [
      {
        name: "PGlite",
        open: async () => ({ handles: [await openDb({ inMemory: true })], drop: async () => {} }),
      },
    ];

describe.each(backends)("reservation places on $name", ({ open }) => {
  const id = `rs-${randomBytes(4).toString("hex")}`;
  let handles: DbHandle[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    ({ handles, drop } = await open());
    await importVenue(handles[0]!.db, parseVenueFile(fixtureVenueFile({ id, link: id }), "fixture"));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop();
  });

  const row = (startsAt: Date, persons: number): NewReservationRow => ({
    id: newSecretId(),
    venueId: id,
    status: "confirmed",
    firstName: "Ada",
    lastName: "Race",
    phone: "+380670000000",
    email: "ada@example.com",
    comment: null,
    persons,
    startsAt,
    service: { product_id: "svc", name: "Table", price: 0, variants: [] },
    deposit: 0,
    paid: false,
    paymentId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // One phone books every row here: a limit no test reaches (the limit has its own test in reserve-hold).
  const limit = { maxActive: 1000, now: new Date("2026-11-23T10:00:00Z") };
  const isBooked = (r: Awaited<ReturnType<ReturnType<typeof createReserveRepository>["book"]>>) => "row" in r;

  it("books at most the capacity when many guests race for one slot", async () => {
    const repos = handles.map((h) => createReserveRepository(h.db));
    const at = new Date("2026-11-25T18:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => repos[i % repos.length]!.book(row(at, 1), "svc", 3, limit)),
    );
    expect(results.filter(isBooked)).toHaveLength(3);
    expect((await repos[0]!.taken(id, "svc", [at])).get(at.getTime())).toBe(3);
  });

  it("never lets a party overfill a slot, and keeps slots of other times and services apart", async () => {
    const repo = createReserveRepository(handles[0]!.db);
    const at = new Date("2026-11-25T19:00:00Z");
    expect(isBooked(await repo.book(row(at, 3), "svc", 4, limit))).toBe(true);
    expect(await repo.book(row(at, 2), "svc", 4, limit)).toEqual({ refused: "full" });
    expect(isBooked(await repo.book(row(at, 1), "svc", 4, limit))).toBe(true);
    expect(isBooked(await repo.book(row(at, 4), "other", 4, limit))).toBe(true);
    const taken = await repo.taken(id, "svc", [at, new Date("2026-11-25T19:30:00Z")]);
    expect([...taken.entries()]).toEqual([[at.getTime(), 4]]);
  });
});
