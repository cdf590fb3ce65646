import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffActions } from "../../db/schema/index";
import { HttpError } from "../../http/errors";
import { sweepRetention } from "../retention/retention";
import { createTestApp } from "../../test/test-app";
import { runIdempotent, type StaffActionEntry } from "./staff-actions";

// The idempotency helper the reservation and waiter-call actions use too, where the
// action takes no row lock of its own: the unique (venue, key) index decides between two at once.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
});
afterAll(() => t.close());

const clock = () => new Date("2026-11-23T10:00:00Z");
const entry = (key: string, subjectId = "reservation-1"): StaffActionEntry => ({
  venueId: "demo",
  subjectType: "reservation",
  subjectId,
  action: "confirm",
  actor: { kind: "staff", id: "s1", name: "Olha" },
  idempotencyKey: key,
});
const rowsOf = (key: string) =>
  t.db.db.select().from(staffActions).where(eq(staffActions.idempotencyKey, key));

describe("runIdempotent", () => {
  it("two calls at once with one key: one is recorded, both answer the winner's answer", async () => {
    let calls = 0;
    const act = async () => {
      const n = ++calls;
      await new Promise((r) => setTimeout(r, 50));
      return { answer: { n } };
    };
    const [a, b] = await Promise.all([
      runIdempotent(t.db.db, entry("twin-key-1"), act, clock),
      runIdempotent(t.db.db, entry("twin-key-1"), act, clock),
    ]);
    expect(a.answer).toEqual(b.answer);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const rows = await rowsOf("twin-key-1");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "confirm", actorName: "Olha", answer: a.answer });
    // Later: the stored answer, without acting.
    const before = calls;
    expect(await runIdempotent(t.db.db, entry("twin-key-1"), act, clock)).toEqual({
      answer: a.answer,
      replayed: true,
    });
    expect(calls).toBe(before);
  });

  it("a key used for another subject is a 409; a refusal without a twin stays the refusal", async () => {
    await runIdempotent(t.db.db, entry("once-key-2"), async () => ({ answer: 1 }), clock);
    await expect(
      runIdempotent(t.db.db, entry("once-key-2", "reservation-2"), async () => ({ answer: 2 }), clock),
    ).rejects.toMatchObject({ status: 409, message: "This Idempotency-Key was used for another action" });
    await expect(
      runIdempotent(
        t.db.db,
        entry("refused-key-3"),
        async () => {
          throw new HttpError(409, "conflict", "already confirmed");
        },
        clock,
      ),
    ).rejects.toMatchObject({ status: 409, message: "already confirmed" });
    expect(await rowsOf("refused-key-3")).toEqual([]);
  });

  it("keeps a stored answer a day: then the retention sweep drops answer and key, the entry stays", async () => {
    await runIdempotent(t.db.db, entry("aged-key-4", "reservation-4"), async () => ({ answer: "x" }), clock);
    const aDayLater = new Date(clock().getTime() + 24 * 60 * 60_000 + 1);
    expect((await sweepRetention(t.db.db, aDayLater)).staffAnswers).toBeGreaterThanOrEqual(1);
    const rows = await t.db.db.select().from(staffActions).where(eq(staffActions.subjectId, "reservation-4"));
    expect(rows).toMatchObject([{ action: "confirm", answer: null, idempotencyKey: null }]);
  });
});
