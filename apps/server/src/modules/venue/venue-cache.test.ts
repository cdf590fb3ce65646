import { describe, expect, it } from "vitest";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import { parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { createVenueCache } from "./venue-cache";
import type { VenueRepository } from "./venue.repository";

// A snapshot per venue and version; checking the version is the only query of a cached read.
function fakeRepo(file: VenueImport) {
  const state = { version: "1.1000", calls: { version: 0, venue: 0, menus: 0 } };
  const repo = {
    findVersion: async () => {
      state.calls.version++;
      return state.version;
    },
    findVersioned: async () => {
      state.calls.venue++;
      return { venue: file.venue, version: state.version };
    },
    listMenus: async () => {
      state.calls.menus++;
      return file.menus;
    },
  } as unknown as VenueRepository;
  return { repo, state };
}

describe("venue cache", () => {
  const file = parseVenueFile(fixtureVenueFile(), "fixture");

  it("loads a venue once per version and shares one load between concurrent requests", async () => {
    const { repo, state } = fakeRepo(file);
    const cache = createVenueCache(repo);
    const [a, b] = await Promise.all([cache.get("fx-venue", state.version), cache.byId("fx-venue")]);
    expect(a).toBe(b);
    expect(await cache.get("fx-venue", state.version)).toBe(a);
    expect(state.calls).toEqual({ version: 1, venue: 1, menus: 1 });
    expect(JSON.parse(a!.menusJson.toString())).toHaveLength(2);

    state.version = "2.2000"; // an import, seen through the venue row
    const c = await cache.byId("fx-venue");
    expect(c).not.toBe(a);
    expect(c?.version).toBe("2.2000");
    expect(state.calls).toEqual({ version: 2, venue: 2, menus: 2 });
  });

  it("computes the cafe once a minute and keeps its tag while the text is unchanged", async () => {
    const cache = createVenueCache(fakeRepo(file).repo);
    const snapshot = (await cache.byId("fx-venue"))!;
    const monday = snapshot.cafeAt(new Date("2026-11-23T10:00:10Z"));
    expect(snapshot.cafeAt(new Date("2026-11-23T10:00:50Z"))).toBe(monday);
    expect(snapshot.cafeAt(new Date("2026-11-23T10:05:00Z")).tag).toBe(monday.tag);
    const tuesday = snapshot.cafeAt(new Date("2026-11-24T10:00:00Z"));
    expect(tuesday.tag).not.toBe(monday.tag);
    expect(JSON.parse(tuesday.json.toString()).today_schedule_computed.start).toBe(
      "2026-11-24T07:00:00.000Z",
    );
  });
});
