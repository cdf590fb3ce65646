import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/client";
import { insideTables, menus, payReceivers, venues } from "../db/schema/index";
import { fixtureVenueFile } from "../test/fixture-venue";
import { openTestDb } from "../test/test-db";
import { importVenue, parseVenueFile, VenueFileError } from "./import-venue";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

const counts = async () => ({
  venues: (await handle.db.select().from(venues)).length,
  menus: (await handle.db.select().from(menus)).length,
  receivers: (await handle.db.select().from(payReceivers)).length,
  tables: (await handle.db.select().from(insideTables)).length,
});
const load = (overrides?: Parameters<typeof fixtureVenueFile>[0]) =>
  parseVenueFile(fixtureVenueFile(overrides), "fixture.json");

describe("importVenue (npm run venue:import)", () => {
  it("loads a venue, then replaces it whole on a second import", async () => {
    expect(await importVenue(handle.db, load())).toEqual({ replaced: false });
    const before = await counts();
    expect(before).toEqual({ venues: 1, menus: 2, receivers: 2, tables: 2 });
    const [first] = await handle.db.select().from(venues);

    const renamed = load({ name: "Renamed Cafe" });
    renamed.menus[1]!.title = "Cocktails";
    renamed.tables[1]!.table_name = "2A";
    expect(await importVenue(handle.db, renamed)).toEqual({ replaced: true });

    expect(await counts()).toEqual(before);
    const [row] = await handle.db.select().from(venues);
    expect(row!.data.name).toBe("Renamed Cafe");
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());
    const menuRows = await handle.db.select().from(menus).orderBy(menus.position);
    expect(menuRows.map((m) => m.data.title)).toEqual(["Kitchen", "Cocktails"]);
    const tables = await handle.db.select().from(insideTables).orderBy(insideTables.code);
    expect(tables.map((x) => x.tableName)).toEqual(["1", "2A"]);
  });

  it("refuses a second venue that would take a link or table code of the first, changing nothing", async () => {
    const before = await counts();
    const sameLink = load({ id: "other", link: "fixture-cafe" });
    await expect(importVenue(handle.db, sameLink)).rejects.toThrow(/link "fixture-cafe"/);
    const sameTable = load({ id: "other", link: "other-cafe" });
    await expect(importVenue(handle.db, sameTable)).rejects.toThrow(/table code 900001/);
    expect(await counts()).toEqual(before);
  });

  it("adds a second venue beside the first", async () => {
    const other = load({ id: "other", link: "other-cafe" });
    other.tables = [{ code: "900101", section_name: "Hall", table_name: "1" }];
    await importVenue(handle.db, other);
    expect(await counts()).toEqual({ venues: 2, menus: 4, receivers: 4, tables: 3 });
  });
});

describe("parseVenueFile", () => {
  it("refuses a file that breaks the contract, naming the zod path", () => {
    const bad = fixtureVenueFile();
    (bad.venue as { link: string }).link = "Bad Link";
    bad.menus[0]!.pay_receiver_id = "missing";
    expect(() => parseVenueFile(bad, "bad.json")).toThrow(VenueFileError);
    expect(() => parseVenueFile(bad, "bad.json")).toThrow(
      /bad\.json is not a valid venue file:\n {2}venue\.link: /,
    );
    expect(() => parseVenueFile(bad, "bad.json")).toThrow(/menus\.0\.pay_receiver_id: unknown pay receiver/);
  });

  it("URL fields take only https: or relative URLs, naming the field", () => {
    const file = fixtureVenueFile();
    const venue = file.venue as Record<string, unknown>;
    venue.online_menu_link = "javascript:alert(document.domain)";
    venue.image = "data:image/svg+xml,<svg onload=alert(1)>";
    venue.legal = { privacy_url: "http://example.com/privacy", terms_url: "//evil.example/terms" };
    venue.tips = {
      enabled: true,
      mode: "personal",
      waiters: [
        {
          _id: "w1",
          name: "Olena",
          role: "waiter",
          photo: "/media/w.svg",
          tips_link: "java\tscript:alert(1)",
        },
      ],
    };
    (file.menus[0]!.products[0] as Record<string, unknown>).image = " javascript:alert(1)";
    const message = (() => {
      try {
        parseVenueFile(file, "urls.json");
        return "";
      } catch (err) {
        expect(err).toBeInstanceOf(VenueFileError);
        return (err as Error).message;
      }
    })();
    for (const field of [
      "venue.online_menu_link",
      "venue.image",
      "venue.legal.privacy_url",
      "venue.legal.terms_url",
      "venue.tips.waiters.0.tips_link",
      "menus.0.products.0.image",
    ])
      expect(message).toContain(`${field}: must be an https: or a relative URL`);
    expect(message).not.toContain("photo");

    const ok = fixtureVenueFile();
    Object.assign(ok.venue as Record<string, unknown>, {
      online_menu_link: "https://menu.example/cafe?x=1",
      image: "/media/demo/cafe.svg",
      legal: { privacy_url: "privacy.html", terms_url: "https://example.com/terms" },
    });
    expect(() => parseVenueFile(ok, "ok.json")).not.toThrow();
  });

  it("takes only https: social links, naming the field", () => {
    const file = fixtureVenueFile();
    (file.venue as Record<string, unknown>).social = {
      instagram: "javascript:alert(1)",
      facebook: "data:text/html,<script>alert(1)</script>",
      website: "http://plain.example",
    };
    expect(() => parseVenueFile(file, "social.json")).toThrow(VenueFileError);
    for (const key of ["instagram", "facebook", "website"])
      expect(() => parseVenueFile(file, "social.json")).toThrow(`venue.social.${key}: must be an https: URL`);
    (file.venue as Record<string, unknown>).social = { website: "/about" };
    expect(() => parseVenueFile(file, "social.json")).toThrow("venue.social.website: must be an https: URL");
    (file.venue as Record<string, unknown>).social = { instagram: "https://www.instagram.com/x" };
    expect(() => parseVenueFile(file, "social.json")).not.toThrow();
  });

  it("refuses a file that repeats an id", () => {
    const file = fixtureVenueFile();
    file.tables = [...(file.tables ?? []), { code: "900001", section_name: "Hall", table_name: "9" }];
    expect(() => parseVenueFile(file, "dup.json")).toThrow(/repeats ids: table code 900001/);
  });
});
