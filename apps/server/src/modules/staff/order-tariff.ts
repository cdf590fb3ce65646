import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { venues } from "../../db/schema/index";
import type { OrderRow } from "../orders/index";

// The names of a delivery order's venue tariffs, read in the caller's transaction, and only for an order
// that names a tariff (an eat-in order's staff call reads no venue at all). The venue document
// as stored: the venue cache's snapshot keeps its tariffs unchanged.
export async function tariffNamesOf(exec: Db | Tx, row: OrderRow): Promise<Map<string, string>> {
  if (!row.deliveryTariffId) return new Map();
  const rows = await exec
    .select({ tariffs: sql<{ _id: string; name: string }[] | null>`${venues.data}->'delivery'->'tariffs'` })
    .from(venues)
    .where(eq(venues.id, row.venueId))
    .limit(1);
  return new Map((rows[0]?.tariffs ?? []).map((t) => [t._id, t.name]));
}
