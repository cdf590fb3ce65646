import { ZodError } from "zod";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Menu } from "@tablewise/domain/contract/menu";
import { menuSchema } from "@tablewise/domain/contract/menu";
import type { PosMenuSync } from "@tablewise/domain/contract/pos";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db, Tx } from "../../db/client";
import { posSettings, stopList, stopListVersions } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import { createSetupRepository, recordSetupChange } from "../setup/index";
import { PosError, type PosMenu } from "./pos-client";
import { buildPosMenu } from "./pos-menu-build";
import type { PosSettingsStore } from "./pos-settings";

// Who a stop the sync made names (stop_list.stopped_by): the sync lifts only its own stops, never a
// manager's.
export const posStopMark = "POS";
const menuTitle = "Poster";

type Deps = {
  db: Db;
  settings: PosSettingsStore;
  clock: () => Date;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  menuChanged: (venueId: string, at: Date) => void;
  // Longer than the two POS calls can take (the adapter's timeout each) plus the write.
  leaseMs?: number;
};

const failure = (at: Date, error: string): PosMenuSync => ({
  at: at.toISOString(),
  ok: false,
  products: 0,
  categories: 0,
  out_of_stock: 0,
  removed: 0,
  error: error.slice(0, 300),
});

// The POS's menu imported into the venue's POS menu (docs/pos.md), one venue at a time across processes:
// a lease on the venue's POS settings row is taken first, so a manager's button and every process's
// periodic pass never sync one venue together. A POS error changes nothing but the recorded result.
export function createPosMenuSync(deps: Deps) {
  const { db, clock } = deps;
  const repo = createSetupRepository(db);
  const leaseMs = deps.leaseMs ?? 120_000;

  async function takeLease(venueId: string, now: Date) {
    const rows = await db
      .update(posSettings)
      .set({ menuSyncLeaseUntil: new Date(now.getTime() + leaseMs) })
      .where(
        and(
          eq(posSettings.venueId, venueId),
          eq(posSettings.provider, "poster"),
          or(isNull(posSettings.menuSyncLeaseUntil), lt(posSettings.menuSyncLeaseUntil, now)),
        ),
      )
      .returning({ venueId: posSettings.venueId });
    return rows.length > 0;
  }

  async function setStops(tx: Tx, venueId: string, out: string[], back: string[], now: Date) {
    let changed = 0;
    if (out.length)
      changed += (
        await tx
          .insert(stopList)
          .values(
            out.map((productId) => ({
              venueId,
              productId,
              variantItemId: null,
              stoppedAt: now,
              stoppedBy: posStopMark,
            })),
          )
          .onConflictDoNothing()
          .returning({ productId: stopList.productId })
      ).length;
    if (back.length)
      changed += (
        await tx
          .delete(stopList)
          .where(
            and(
              eq(stopList.venueId, venueId),
              inArray(stopList.productId, back),
              isNull(stopList.variantItemId),
              eq(stopList.stoppedBy, posStopMark),
            ),
          )
          .returning({ productId: stopList.productId })
      ).length;
    // The venue's data version moves with the stop list (stop-list.repository.ts).
    if (changed)
      await tx
        .insert(stopListVersions)
        .values({ venueId, revision: 1, changedAt: now })
        .onConflictDoUpdate({
          target: stopListVersions.venueId,
          set: { revision: sql`${stopListVersions.revision} + 1`, changedAt: now },
        });
  }

  async function apply(venueId: string, actor: StaffActor, pos: PosMenu, now: Date): Promise<PosMenuSync> {
    const result = await db.transaction(async (tx) => {
      // The same lock every setup change takes (setup.service.ts), so a manager's save and the sync
      // run one after the other.
      if (!(await repo.lockVenue(tx, venueId))) throw notFound("Venue");
      const [row] = await tx.select().from(posSettings).where(eq(posSettings.venueId, venueId)).limit(1);
      const menus = await repo.listMenus(tx, venueId);
      let target = menus.find((m) => m._id === row?.menuId);
      const isNew = !target;
      if (!target) {
        const receiver = menus[0]?.pay_receiver_id ?? [...(await repo.payReceiverIds(tx, venueId))].sort()[0];
        if (!receiver) return failure(now, "the venue has no pay receiver for a menu");
        let id = `m-pos-${venueId}`.slice(0, 60);
        if (await repo.menuIdTaken(tx, id)) id = `${id}-${now.getTime()}`;
        target = {
          _id: id,
          title: menuTitle,
          kind: "food",
          tag_i18n: [],
          title_i18n: [],
          original_locale: menus[0]?.original_locale ?? "en",
          locales: [],
          pay_receiver_id: receiver,
          categories: [],
          products: [],
        } satisfies Menu;
      }
      const built = buildPosMenu(target, pos);
      // The contract's own check of a stored menu: what the sync writes is a menu guests can read.
      const menu = menuSchema.parse(built.menu);
      if (isNew) await repo.insertMenu(tx, venueId, menu, menus.length);
      else await repo.saveMenu(tx, venueId, menu);
      await setStops(tx, venueId, built.outOfStock, built.inStock, now);
      await tx
        .update(posSettings)
        .set({ menuId: menu._id, productMap: { ...(row?.productMap ?? {}), ...built.linked } })
        .where(eq(posSettings.venueId, venueId));
      await repo.bumpRevision(tx, venueId);
      const sync: PosMenuSync = {
        at: now.toISOString(),
        ok: true,
        products: Object.keys(built.linked).length,
        categories: built.categories,
        out_of_stock: built.outOfStock.length,
        removed: built.removed,
        error: null,
      };
      await recordSetupChange(tx, actor, {
        venueId,
        kind: "import",
        targetId: menu._id,
        summary: `POS menu sync: ${sync.products} products, ${sync.categories} categories, ${sync.out_of_stock} out of stock, ${sync.removed} removed`,
        at: now,
      });
      return sync;
    });
    if (result.ok) {
      deps.notifyStaff(venueId, { kind: "setup", id: venueId, change: "updated", at: now.toISOString() });
      deps.menuChanged(venueId, now);
    }
    return result;
  }

  return {
    // The result, or null when another sync of the venue holds the lease (or the venue names no POS).
    async sync(venueId: string, actor: StaffActor): Promise<PosMenuSync | null> {
      const now = clock();
      if (!(await takeLease(venueId, now))) return null;
      let result: PosMenuSync | null = null;
      try {
        const pos = await deps.settings.posFor(venueId);
        if (!pos) result = failure(now, "the venue names no POS or its token is missing");
        else {
          let menu: PosMenu | null = null;
          try {
            menu = await pos.client.fetchMenu(pos.spotId);
          } catch (err) {
            if (!(err instanceof PosError)) throw err;
            result = failure(now, err.message);
          }
          // A menu our contract cannot hold is the POS's data, not a server fault: recorded, nothing written.
          if (menu)
            result = await apply(venueId, actor, menu, now).catch((err: unknown) => {
              if (!(err instanceof ZodError)) throw err;
              return failure(now, "the POS's menu could not be stored as a menu");
            });
        }
        return result;
      } finally {
        await db
          .update(posSettings)
          .set({ menuSyncLeaseUntil: null, ...(result ? { menuSync: result } : {}) })
          .where(eq(posSettings.venueId, venueId));
      }
    },
    // The venues a periodic pass syncs: every venue on Poster.
    async venues(): Promise<string[]> {
      const rows = await db
        .select({ venueId: posSettings.venueId })
        .from(posSettings)
        .where(eq(posSettings.provider, "poster"));
      return rows.map((r) => r.venueId);
    },
  };
}
export type PosMenuSyncer = ReturnType<typeof createPosMenuSync>;
