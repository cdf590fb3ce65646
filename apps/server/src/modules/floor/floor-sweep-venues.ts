import { gte, inArray, isNull, and } from "drizzle-orm";
import type { Db } from "../../db/client";
import { floorAlerts, openOrderStatuses, orders, waiterCalls } from "../../db/schema/index";
import { waiterCallShownMs } from "./floor-snapshot";

// The venues the sweeper reconciles for the time-based kinds (part paid, walkout, escalation, failed
// payments ageing out): those with an open order, an alert not resolved or a recent unanswered call.
export async function venuesToSweep(db: Db, now: Date): Promise<string[]> {
  const [a, b, c] = await Promise.all([
    db
      .selectDistinct({ id: orders.venueId })
      .from(orders)
      .where(inArray(orders.status, [...openOrderStatuses])),
    db
      .selectDistinct({ id: floorAlerts.venueId })
      .from(floorAlerts)
      .where(inArray(floorAlerts.status, ["open", "acknowledged"])),
    db
      .selectDistinct({ id: waiterCalls.venueId })
      .from(waiterCalls)
      .where(
        and(
          isNull(waiterCalls.acknowledgedAt),
          gte(waiterCalls.calledAt, new Date(now.getTime() - waiterCallShownMs)),
        ),
      ),
  ]);
  return [...new Set([...a, ...b, ...c].map((r) => r.id))];
}
