import { randomBytes } from "node:crypto";
import { and, desc, eq, max } from "drizzle-orm";
import type { DayCloseOut, DayCloseOutBody } from "@tablewise/domain/contract/day";
import { drawerDifference, expectedCash, type DayMoney } from "@tablewise/domain/rules/day-money";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";
import type { Db } from "../../db/client";
import { dayCloseOuts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import { isUniqueViolation } from "../orders/index";
import { recordSetupChange } from "../setup/index";

type CloseOutRow = typeof dayCloseOuts.$inferSelect;

export const presentCloseOut = (row: CloseOutRow): DayCloseOut => ({
  version: row.version,
  at: row.closedAt.toISOString(),
  staff_name: row.staffName,
  expected_cash: fromMinorUnits(row.expectedCash),
  counted_cash: fromMinorUnits(row.countedCash),
  difference: fromMinorUnits(row.difference),
  note: row.note,
});

// A day's close-outs, newest version first.
export async function listCloseOuts(db: Db, venueId: string, day: string): Promise<DayCloseOut[]> {
  const rows = await db
    .select()
    .from(dayCloseOuts)
    .where(and(eq(dayCloseOuts.venueId, venueId), eq(dayCloseOuts.day, day)))
    .orderBy(desc(dayCloseOuts.version));
  return rows.map(presentCloseOut);
}

const money2 = (units: number) => fromMinorUnits(units).toFixed(2);

// Stores one close-out of the venue's day: the drawer's expected cash is the server's (the cash line's
// net as the day stands now), never the caller's; the difference is counted − expected. A redo adds the
// next version, in the same transaction as its line in the change log, so neither is stored alone. Two
// managers closing the same day at once both get a version: the loser of the unique index tries again.
export async function storeCloseOut(
  db: Db,
  actor: StaffActor & { kind: "staff" },
  venueId: string,
  day: string,
  money: DayMoney,
  body: DayCloseOutBody,
  now: Date,
): Promise<DayCloseOut> {
  const expected = expectedCash(money);
  const counted = toMinorUnits(body.counted_cash);
  const difference = drawerDifference(expected, counted);
  const note = body.note ? body.note : null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ version: max(dayCloseOuts.version) })
          .from(dayCloseOuts)
          .where(and(eq(dayCloseOuts.venueId, venueId), eq(dayCloseOuts.day, day)));
        const version = (last?.version ?? 0) + 1;
        const [inserted] = await tx
          .insert(dayCloseOuts)
          .values({
            id: randomBytes(12).toString("base64url"),
            venueId,
            day,
            version,
            staffId: actor.staffId,
            staffName: actor.name,
            closedAt: now,
            expectedCash: expected,
            countedCash: counted,
            difference,
            note,
            money,
          })
          .returning();
        await recordSetupChange(tx, actor, {
          venueId,
          kind: "day_close",
          targetId: day,
          summary:
            `day ${day} closed (version ${version}): cash expected ${money2(expected)}, ` +
            `counted ${money2(counted)}, difference ${money2(difference)}`,
          at: now,
        });
        return inserted!;
      });
      return presentCloseOut(row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= 2) throw new HttpError(409, "conflict", "The day is being closed; try again");
    }
  }
}
