import { and, desc, eq, lt } from "drizzle-orm";
import type { z } from "zod";
import type { setupChangeSchema } from "@tablewise/domain/contract/setup";
import type { Db, Tx } from "../../db/client";
import { setupChanges } from "../../db/schema/index";
import type { StaffActor } from "../../http/staff-actor";

// The contract's kinds (setup.ts setupChangeSchema): the editing calls write venue, menu, menu_order, product
// translations; the photo, table and import calls (modules/media, setup-io, venue-tools) the others;
// the Staff screen (modules/staff/staff-admin.ts) "staff"; the stop list (modules/stop-list) "stop_list";
// a day's close-out (modules/venue-tools) "day_close".
export type SetupChangeKind =
  | "venue"
  | "menu"
  | "menu_order"
  | "product"
  | "translations"
  | "table"
  | "image"
  | "import"
  | "csv_import"
  | "staff"
  | "stop_list"
  // The console's Reservations screen (modules/reserve): a reservation cancelled or moved by the venue.
  | "reservation"
  // The day view's cash close-out (modules/venue-tools): a manager's counted drawer, one version each time.
  | "day_close"
  // The kitchen's setup (modules/kitchen): stations, their routes, auto-accept per mode.
  | "kitchen";

export type SetupChange = {
  venueId: string;
  kind: SetupChangeKind;
  targetId: string | null;
  // A short line in English for the log ("price 85 -> 95"); never shown to guests.
  summary: string;
  at: Date;
};

const summaryMax = 500;

// Records one change with who made it, inside the caller's transaction, so a change
// and its record are stored together or not at all. The service credential is recorded as "service".
export async function recordSetupChange(tx: Tx | Db, actor: StaffActor, change: SetupChange): Promise<void> {
  await tx.insert(setupChanges).values({
    venueId: change.venueId,
    staffId: actor.kind === "staff" ? actor.staffId : null,
    staffName: actor.name,
    kind: change.kind,
    targetId: change.targetId,
    summary:
      change.summary.length > summaryMax ? `${change.summary.slice(0, summaryMax - 1)}…` : change.summary,
    at: change.at,
  });
}

export const changesPageSize = 100;

// Newest first, a page at a time: `before` is the `at` of the last change the console has.
export async function listSetupChanges(
  db: Db,
  venueId: string,
  before: Date | undefined,
): Promise<z.infer<typeof setupChangeSchema>[]> {
  const rows = await db
    .select()
    .from(setupChanges)
    .where(and(eq(setupChanges.venueId, venueId), before ? lt(setupChanges.at, before) : undefined))
    .orderBy(desc(setupChanges.at), desc(setupChanges.id))
    .limit(changesPageSize);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    staff_name: r.staffName,
    kind: r.kind,
    target_id: r.targetId,
    summary: r.summary,
  }));
}
