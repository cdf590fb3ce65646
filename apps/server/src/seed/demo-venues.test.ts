import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readDemoVenueFiles } from "./load-demo-venues";

// Issue 2: the demo data is fixed so every later issue and test can rely on it.
const files = readDemoVenueFiles();
const byLink = Object.fromEntries(files.map((f) => [f.venue.link, f]));
const media = path.resolve(import.meta.dirname, "../../media");

describe("demo venues", () => {
  it("are the five named venues, valid, with unique ids and existing images", () => {
    expect(Object.keys(byLink).sort()).toEqual(["demo", "demo-closed", "demo-geo", "demo-large", "demo-preview"]);
    const ids = files.flatMap((f) => [f.venue._id, ...f.menus.flatMap((m) => [m._id, ...m.products.map((p) => p._id)])]);
    expect(new Set(ids).size).toBe(ids.length);
    const images = files.flatMap((f) => [f.venue.image, ...f.menus.flatMap((m) => m.products.map((p) => p.image))]);
    for (const src of images) expect(existsSync(path.join(media, String(src).replace("/media/", ""))), String(src)).toBe(true);
  });

  it("demo has every mode, two pay receivers, alcohol, show_for, a long description, tables and translations", () => {
    const demo = byLink.demo!;
    expect(demo.venue.modes).toEqual({ delivery: true, preorder: true, preview: true, inside: true });
    expect(demo.venue.has_real_inside).toBe(true);
    expect(demo.venue.geolocation_mode).toBe("disabled");
    expect(demo.venue.tips.waiters).toHaveLength(2);
    expect(demo.venue.client_app.verify_client_phone).toBe(true);
    expect(new Set(demo.menus.map((m) => m.pay_receiver_id)).size).toBe(2);
    const products = demo.menus.flatMap((m) => m.products);
    expect(products.some((p) => p.is_excise)).toBe(true);
    expect(products.some((p) => p.is_spicy)).toBe(true);
    expect(products.some((p) => p.description.length > 230)).toBe(true);
    const showFor = products.flatMap((p) => p.price_groups.filter((g) => g.show_for?.length).map((g) => ({ p, g })));
    expect(showFor.length).toBeGreaterThan(0);
    for (const { p, g } of showFor) {
      const ids = p.price_groups.flatMap((x) => x.items.map((i) => i._id));
      for (const id of g.show_for ?? []) expect(ids).toContain(id);
    }
    expect(demo.menus.some((m) => m.kind === "service")).toBe(true);
    expect(demo.menus.some((m) => m.locales.includes("uk") && m.locales.includes("ru"))).toBe(true);
    expect(demo.tables).toEqual(
      expect.arrayContaining([
        { code: "123456", section_name: "Terrace", table_name: "5" },
        expect.objectContaining({ code: "111111" }),
      ]),
    );
  });

  it("demo-geo, demo-closed, demo-preview and demo-large have their defining settings", () => {
    expect(byLink["demo-geo"]!.venue.geolocation_mode).toBe("general");
    expect(byLink["demo-geo"]!.tables.map((t) => t.code)).toContain("222222");
    const closed = byLink["demo-closed"]!.venue;
    expect(Object.values(closed.schedule).every((d) => !d.workday)).toBe(true);
    expect(closed.close_rule.allow_preliminary_orders).toBe(true);
    expect(closed.modes.delivery && closed.modes.preorder).toBe(true);
    expect(byLink["demo-preview"]!.venue.modes).toEqual({ delivery: false, preorder: false, preview: true, inside: false });
    const large = byLink["demo-large"]!;
    expect(large.menus.flatMap((m) => m.products)).toHaveLength(500);
    expect(large.menus.flatMap((m) => m.categories)).toHaveLength(20);
  });
});
