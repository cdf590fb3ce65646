import type { BoardHint, StopEntry, StopList } from "@tablewise/domain/contract/staff";
import type { Menu } from "@tablewise/domain/contract/menu";
import { notFound } from "../../http/errors";
import { recordSetupChange } from "../setup/index";
import type { StaffActor } from "../../http/staff-actor";
import type { StopListRepository } from "./stop-list.repository";
import type { Tx } from "../../db/client";

// What the kitchen does with a stop (modules/kitchen, wired in app.ts): cancels written in the stop's
// transaction for tickets still showing the line to make; it answers their push, to run after the commit.
export type StopReachesStations = (
  tx: Tx,
  stop: { venueId: string; productId: string; variantItemId: string | null; revision: number; now: Date },
) => Promise<(() => Promise<void>) | null>;

type Deps = {
  repo: StopListRepository;
  venues: {
    findVersion: (id: string) => Promise<string | null>;
    listImportedMenus: (venueId: string) => Promise<Menu[]>;
  };
  // The venue's console refetches the stop list.
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  // Guests' menus refetch their prepare (realtime/venue-listen.ts).
  menuChanged: (venueId: string, at: Date) => void;
  clock: () => Date;
  stations?: StopReachesStations;
};

// A product of any of the venue's menus (food, and the reservation services), and one item of
// its own price groups when a variant item is named; anything else is not on the menu (404).
// Answers the entry's name for the change log ("Cheesecake · Berry").
function assertOnMenu(menus: readonly Menu[], entry: StopEntry): string {
  const product = menus.flatMap((m) => m.products).find((p) => p._id === entry.product_id);
  if (!product) throw notFound("Product");
  if (entry.variant_item_id === null) return product.name;
  const itemId = entry.variant_item_id;
  const item = product.price_groups.flatMap((g) => g.items).find((i) => i._id === itemId);
  if (!item) throw notFound("Variant item");
  return `${product.name} · ${item.name}`;
}

export function createStopListService(deps: Deps) {
  async function list(venueId: string): Promise<StopList> {
    const rows = await deps.repo.list(venueId);
    return {
      entries: rows.map((r) => ({
        product_id: r.productId,
        variant_item_id: r.variantItemId,
        stopped_at: r.stoppedAt.toISOString(),
        stopped_by: r.stoppedBy,
      })),
    };
  }

  async function requireVenue(venueId: string) {
    if ((await deps.venues.findVersion(venueId)) === null) throw notFound("Venue");
  }

  return {
    async list(venueId: string): Promise<StopList> {
      await requireVenue(venueId);
      return list(venueId);
    },

    // Idempotent: marking a stopped entry again (or clearing a clear one) changes nothing and tells no one.
    // Each change is in the console's change log with who made it, like a menu edit (DESIGN.md §6).
    async set(
      venueId: string,
      entry: StopEntry & { unavailable: boolean },
      actor: StaffActor,
    ): Promise<StopList> {
      await requireVenue(venueId);
      const name = assertOnMenu(await deps.venues.listImportedMenus(venueId), entry);
      const now = deps.clock();
      const pushes: (() => Promise<void>)[] = [];
      const changed = await deps.repo.set(
        venueId,
        { productId: entry.product_id, variantItemId: entry.variant_item_id },
        entry.unavailable,
        actor.name,
        now,
        async (tx, revision) => {
          await recordSetupChange(tx, actor, {
            venueId,
            kind: "stop_list",
            targetId: entry.product_id,
            summary: `${name}: ${entry.unavailable ? "stopped" : "back on sale"}`,
            at: now,
          });
          // Only a stop reaches the stations; putting an item back on sale cancels nothing.
          if (!entry.unavailable || !deps.stations) return;
          const push = await deps.stations(tx, {
            venueId,
            productId: entry.product_id,
            variantItemId: entry.variant_item_id,
            revision,
            now,
          });
          if (push) pushes.push(push);
        },
      );
      for (const push of pushes) await push();
      if (changed) {
        deps.notifyStaff(venueId, {
          kind: "stop_list",
          id:
            entry.variant_item_id === null
              ? entry.product_id
              : `${entry.product_id}/${entry.variant_item_id}`,
          change: "updated",
          at: now.toISOString(),
        });
        deps.menuChanged(venueId, now);
      }
      return list(venueId);
    },
  };
}
export type StopListService = ReturnType<typeof createStopListService>;
