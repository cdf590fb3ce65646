import { buildVenueSnapshot, type VenueSnapshot } from "./venue-snapshot";
import type { VenueRepository } from "./venue.repository";

// In-process snapshots of venues, keyed by id and data version (invalidated when a venue is
// imported). The version lives in the venue row, so every server process sharing one PostgreSQL learns
// of an import from one small query and never serves an older snapshot after it.
export function createVenueCache(repo: VenueRepository) {
  const entries = new Map<string, VenueSnapshot>();
  const loading = new Map<string, Promise<VenueSnapshot | null>>();

  // The snapshot is labelled with the version read together with the venue; menus are read after it, so
  // they are never older than the label, and a newer import only makes the next request rebuild.
  async function build(venueId: string): Promise<VenueSnapshot | null> {
    const found = await repo.findVersioned(venueId);
    if (!found) return null;
    const snapshot = buildVenueSnapshot(found.venue, await repo.listMenus(venueId), found.version);
    entries.set(venueId, snapshot);
    return snapshot;
  }

  async function get(venueId: string, version: string): Promise<VenueSnapshot | null> {
    const cached = entries.get(venueId);
    if (cached?.version === version) return cached;
    // Requests arriving together for one new version share one load.
    const key = `${venueId}@${version}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = build(venueId).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    get,
    async byId(venueId: string): Promise<VenueSnapshot | null> {
      const version = await repo.findVersion(venueId);
      return version === null ? null : get(venueId, version);
    },
  };
}
export type VenueCache = ReturnType<typeof createVenueCache>;
