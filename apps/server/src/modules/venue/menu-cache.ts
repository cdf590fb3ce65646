import type { Menu } from "@tablewise/domain/contract/menu";
import { indexMenus, type MenuIndex } from "./menu-index";
import type { VenueRepository } from "./venue.repository";

// A venue's menus parsed once per import revision (issue 3: menu responses cached, invalidated when a
// venue is imported). The revision lives in the venue row, so a cheap read of it tells every server
// process sharing one PostgreSQL that an import happened.
export type MenuCacheEntry = {
  revision: number;
  foodMenus: Menu[];
  index: MenuIndex;
  // Serialised once: prepare responses splice it in instead of serialising 500 products per request.
  foodMenusJson: string;
};

export function createMenuCache(repo: VenueRepository) {
  const entries = new Map<string, MenuCacheEntry>();
  const loading = new Map<string, Promise<MenuCacheEntry>>();

  async function build(venueId: string, revision: number): Promise<MenuCacheEntry> {
    const foodMenus = (await repo.listMenus(venueId)).filter((m) => m.kind === "food");
    return { revision, foodMenus, index: indexMenus(foodMenus), foodMenusJson: JSON.stringify(foodMenus) };
  }

  return {
    async get(venueId: string, revision: number): Promise<MenuCacheEntry> {
      const cached = entries.get(venueId);
      if (cached && cached.revision === revision) return cached;
      const key = `${venueId}@${revision}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = build(venueId, revision).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      const entry = await pending;
      // An older revision finishing late never replaces a newer one.
      if ((entries.get(venueId)?.revision ?? -1) <= entry.revision) entries.set(venueId, entry);
      return entry;
    },
    async getCurrent(venueId: string): Promise<MenuCacheEntry | null> {
      const revision = await repo.findRevision(venueId);
      return revision === null ? null : this.get(venueId, revision);
    },
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
