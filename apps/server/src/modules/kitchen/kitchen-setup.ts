import { and, eq, sql } from "drizzle-orm";
import type {
  AutoAccept,
  KitchenSetup,
  Station,
  StationBody,
  StationRoute,
} from "@tablewise/domain/contract/kitchen";
import type { Db } from "../../db/client";
import { kitchenSettings, stationRoutes, stations } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import type { NotifyStaff } from "../../realtime/staff-namespace";
import { recordSetupChange } from "../setup/index";
import { createKitchenRepository, newKitchenId, type StationRow } from "./kitchen.repository";
import { presentStation } from "./present-ticket";

type Deps = { db: Db; clock: () => Date; notifyStaff: NotifyStaff };

const defaultWarnS = 600;
const defaultLateS = 1200;

// The category and product ids of the venue's menus as stored (hidden ones too: a hidden category may be
// shown again, and its route should be ready).
async function menuIdsOf(db: Db, venueId: string) {
  const rows = await db
    .select({
      categories: sql<
        string[]
      >`coalesce((select array_agg(c->>'_id') from jsonb_array_elements(menus.data->'categories') c), '{}')`,
      products: sql<
        string[]
      >`coalesce((select array_agg(p->>'_id') from jsonb_array_elements(menus.data->'products') p), '{}')`,
    })
    .from(sql`menus`)
    .where(sql`menus.venue_id = ${venueId}`);
  return {
    category: new Set(rows.flatMap((r) => r.categories)),
    product: new Set(rows.flatMap((r) => r.products)),
  };
}

// Stations, routes and auto-accept: the manager's kitchen setup (contract/kitchen.ts). Every write is
// recorded in the venue's change log in its own transaction and tells open editors to refetch.
export function createKitchenSetup({ db, clock, notifyStaff }: Deps) {
  const repo = createKitchenRepository(db);
  const told = (venueId: string) =>
    notifyStaff(venueId, { kind: "setup", id: venueId, change: "updated", at: clock().toISOString() });

  async function read(venueId: string): Promise<KitchenSetup> {
    const [open, routes, settings] = await Promise.all([
      repo.openStations(venueId),
      repo.routes(venueId),
      repo.settings(venueId),
    ]);
    return {
      stations: open.map(presentStation),
      routes: routes.map((r) => ({ kind: r.kind, key: r.key, station_id: r.stationId })),
      auto_accept: {
        inside: settings?.autoAcceptInside ?? false,
        preorder: settings?.autoAcceptPreorder ?? false,
        delivery: settings?.autoAcceptDelivery ?? false,
      },
    };
  }

  // Another venue's station, or a removed one, is not found (404): ids of other venues cannot be probed.
  async function ownStation(venueId: string, id: string): Promise<StationRow> {
    const row = await repo.station(id);
    if (!row || row.venueId !== venueId || row.archivedAt) throw notFound("Station");
    return row;
  }

  function times(body: StationBody, current?: StationRow) {
    const warn = body.warn_after_s ?? current?.warnAfterS ?? defaultWarnS;
    const late = body.late_after_s ?? current?.lateAfterS ?? Math.max(defaultLateS, warn + 60);
    if (warn >= late)
      throw new HttpError(400, "bad_request", "The late time must be after the warning time", {
        field: "late_after_s",
      });
    return { warnAfterS: warn, lateAfterS: late };
  }

  return {
    read,

    async create(actor: StaffActor, venueId: string, body: StationBody): Promise<Station> {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const count = (await repo.openStations(venueId, tx)).length;
        if (count >= 50) throw new HttpError(409, "conflict", "A venue has at most 50 stations");
        const [created] = await tx
          .insert(stations)
          .values({
            id: newKitchenId(),
            venueId,
            name: body.name,
            sort: body.sort ?? count,
            ...times(body),
            createdAt: now,
          })
          .returning();
        await recordSetupChange(tx, actor, {
          venueId,
          kind: "kitchen",
          targetId: created!.id,
          summary: `station "${body.name}" added`,
          at: now,
        });
        return created!;
      });
      told(venueId);
      return presentStation(row);
    },

    async update(actor: StaffActor, venueId: string, id: string, body: StationBody): Promise<Station> {
      const current = await ownStation(venueId, id);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(stations)
          .set({ name: body.name, sort: body.sort ?? current.sort, ...times(body, current) })
          .where(eq(stations.id, id))
          .returning();
        await recordSetupChange(tx, actor, {
          venueId,
          kind: "kitchen",
          targetId: id,
          summary:
            current.name === body.name
              ? `station "${body.name}" changed`
              : `station "${current.name}" -> "${body.name}"`,
          at: now,
        });
        return updated!;
      });
      told(venueId);
      return presentStation(row);
    },

    // Archived, not deleted: its past tickets stay; its routes go (those lines fall to the first station).
    async remove(actor: StaffActor, venueId: string, id: string): Promise<void> {
      const current = await ownStation(venueId, id);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.update(stations).set({ archivedAt: now }).where(eq(stations.id, id));
        await tx
          .delete(stationRoutes)
          .where(and(eq(stationRoutes.venueId, venueId), eq(stationRoutes.stationId, id)));
        await recordSetupChange(tx, actor, {
          venueId,
          kind: "kitchen",
          targetId: id,
          summary: `station "${current.name}" removed`,
          at: now,
        });
      });
      told(venueId);
    },

    // Replaces every route and the auto-accept settings in one transaction. A key that is not a category
    // or product of the venue's menus is refused (400), a station not the venue's (404).
    async saveRoutes(
      actor: StaffActor,
      venueId: string,
      routes: StationRoute[],
      autoAccept: AutoAccept,
    ): Promise<KitchenSetup> {
      const seen = new Set<string>();
      for (const r of routes) {
        const key = `${r.kind}:${r.key}`;
        if (seen.has(key))
          throw new HttpError(400, "bad_request", `The ${r.kind} ${r.key} is routed twice`, { key: r.key });
        seen.add(key);
      }
      const ids = await menuIdsOf(db, venueId);
      const unknown = routes.find((r) => !ids[r.kind].has(r.key));
      if (unknown)
        throw new HttpError(400, "bad_request", `No ${unknown.kind} ${unknown.key} in the venue's menus`, {
          key: unknown.key,
        });
      const open = new Set((await repo.openStations(venueId)).map((s) => s.id));
      const stranger = routes.find((r) => !open.has(r.station_id));
      if (stranger) throw notFound("Station");
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.delete(stationRoutes).where(eq(stationRoutes.venueId, venueId));
        if (routes.length)
          await tx
            .insert(stationRoutes)
            .values(routes.map((r) => ({ venueId, kind: r.kind, key: r.key, stationId: r.station_id })));
        const settings = {
          autoAcceptInside: autoAccept.inside,
          autoAcceptPreorder: autoAccept.preorder,
          autoAcceptDelivery: autoAccept.delivery,
          updatedAt: now,
        };
        await tx
          .insert(kitchenSettings)
          .values({ venueId, ...settings })
          .onConflictDoUpdate({ target: kitchenSettings.venueId, set: settings });
        const modes = (["inside", "preorder", "delivery"] as const).filter((m) => autoAccept[m]);
        await recordSetupChange(tx, actor, {
          venueId,
          kind: "kitchen",
          targetId: null,
          summary: `${routes.length} routes; auto-accept: ${modes.join(", ") || "none"}`,
          at: now,
        });
      });
      told(venueId);
      return read(venueId);
    },
  };
}
export type KitchenSetupService = ReturnType<typeof createKitchenSetup>;
