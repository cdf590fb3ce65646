import { beforeEach, describe, expect, it } from "vitest";
import type { HomepageData } from "@tablewise/domain/contract/homepage";
import { getVisitorId, newVisitorId } from "./visitor-id";
import { readVenueCache, readVenueMode, writeVenueCache, writeVenueMode } from "./venue-cache";

describe("SPEC §3 local storage", () => {
  beforeEach(() => localStorage.clear());

  it("visitor_id is url-safe, made once and then kept", () => {
    expect(newVisitorId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newVisitorId()).not.toBe(newVisitorId());
    const first = getVisitorId();
    expect(localStorage.getItem("visitor_id")).toBe(first);
    expect(getVisitorId()).toBe(first);
  });

  it("replaces a tampered visitor_id", () => {
    localStorage.setItem("visitor_id", "not valid!");
    expect(getVisitorId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("remembers the chosen mode per venue and ignores garbage", () => {
    writeVenueMode("demo", { mode: "takeaway" });
    expect(readVenueMode("demo")).toEqual({ mode: "takeaway" });
    expect(readVenueMode("other")).toBeNull();
    localStorage.setItem("venue_mode:bad", '{"mode":"teleport"}');
    expect(readVenueMode("bad")).toBeNull();
  });

  it("drops a cached venue that no longer matches the contract", () => {
    localStorage.setItem("venue_cache:demo", JSON.stringify({ id: "x", saved_at: 1, data: { cafe: {} } }));
    expect(readVenueCache("demo")).toBeNull();
    writeVenueCache("demo", { cafe: { _id: "v" }, menus: [] } as unknown as HomepageData);
    expect(readVenueCache("demo")).toBeNull();
  });
});
