import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { venueFieldIssues } from "@tablewise/domain/contract/field-rules";
import { menuHeaderSchema, productDraftSchema, setupCategorySchema } from "@tablewise/domain/contract/setup";
import { staffRoleSchema } from "@tablewise/domain/contract/staff";
import { staffLoginNameSchema } from "@tablewise/domain/contract/staff-accounts";
import { venueImportSchema, type VenueImport } from "@tablewise/domain/contract/venue-import";
import { demoStaffLogin } from "./demo-staff";
import { demoLargeFile, renderDemoLarge } from "./generate-demo-large";

// The demo venues are fixed data that every later feature and test relies on.
const venuesDir = path.join(import.meta.dirname, "venues");
const mediaDir = path.resolve(import.meta.dirname, "../../media");
const raw = readdirSync(venuesDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => ({ f, json: JSON.parse(readFileSync(path.join(venuesDir, f), "utf8")) as unknown }));
const files = raw.map(({ f, json }) => ({ f, data: venueImportSchema.safeParse(json) }));
const parsed = files.flatMap(({ data }) => (data.success ? [data.data] : []));
const byLink = Object.fromEntries(parsed.map((v) => [v.venue.link, v])) as Record<string, VenueImport>;
const productsOf = (v: VenueImport) => v.menus.flatMap((m) => m.products);

function idsOf(v: VenueImport): string[] {
  const { venue } = v;
  return [
    venue._id,
    ...venue.sections.map((s) => s._id),
    ...venue.delivery.tariffs.map((t) => t._id),
    ...venue.tips.waiters.map((w) => w._id),
    ...v.pay_receivers.map((r) => r._id),
    ...v.menus.flatMap((m) => [
      m._id,
      ...m.categories.map((c) => c._id),
      ...m.products.flatMap((p) => [
        p._id,
        ...p.price_groups.flatMap((g) => [g._id, ...g.items.map((i) => i._id)]),
      ]),
    ]),
  ];
}

describe("demo venue files", () => {
  it("all parse with the venue import contract", () => {
    for (const { f, data } of files) expect(data.success ? "ok" : `${f}: ${data.error.message}`).toBe("ok");
    expect(Object.keys(byLink).sort()).toEqual([
      "demo",
      "demo-closed",
      "demo-geo",
      "demo-large",
      "demo-preview",
    ]);
  });

  it("have unique links, ids and table codes across all files", () => {
    const unique = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(unique(parsed.map((v) => v.venue.link))).toEqual([]);
    expect(unique(parsed.flatMap(idsOf))).toEqual([]);
    expect(unique(parsed.flatMap((v) => v.tables.map((t) => t.code)))).toEqual([]);
  });

  it("reference only media files that exist: small square SVG illustrations", () => {
    const refs = parsed.flatMap((v) => [
      v.venue.image,
      ...v.venue.tips.waiters.map((w) => w.photo),
      ...productsOf(v).map((p) => p.image),
    ]);
    expect(refs.every((r) => typeof r === "string" && r.startsWith("/media/"))).toBe(true);
    for (const ref of new Set(refs as string[])) {
      const file = path.join(mediaDir, ref.slice("/media/".length));
      expect(() => statSync(file), ref).not.toThrow();
      expect(statSync(file).size, ref).toBeLessThan(15_000);
      expect(readFileSync(file, "utf8"), ref).toMatch(/^<svg [^>]*viewBox="0 0 600 600"/);
    }
  });
});

describe("the fixed facts of each demo venue", () => {
  it("demo: every mode, settings, reservations and tips", () => {
    const { venue } = byLink.demo!;
    expect(venue.modes).toEqual({ delivery: true, preorder: true, preview: true, inside: true });
    expect(venue).toMatchObject({
      has_real_inside: true,
      geolocation_mode: "disabled",
      timezone: "Europe/Kyiv",
    });
    expect(venue).toMatchObject({
      country: "UA",
      currency: "₴",
      price_level: "$$",
      client_app: { verify_client_phone: true },
    });
    expect(
      Object.values(venue.schedule).every((d) => d.workday && d.startHour === 0 && d.endHour === 24),
    ).toBe(true);
    expect(venue.pay_methods).toEqual({ cash: true, card: true, online: true });
    expect(venue.reserve).toMatchObject({
      enabled: true,
      deposit_type: "percent",
      deposit_percent: 20,
      slot_capacity: 4,
    });
    expect(venue.delivery).toMatchObject({
      cost_type: "tariffed",
      cost_min_check: 800,
      min_check: 200,
      radius_m: 5000,
    });
    expect(venue.delivery.tariffs.map((t) => t.price)).toEqual([60, 110]);
    expect(venue.tips.waiters.map((w) => [w.name, w.role, Boolean(w.photo)])).toEqual([
      ["Olena", "Barista", true],
      ["Taras", "Head waiter", true],
    ]);
  });

  it("demo: menus, products and tables that later tests name", () => {
    const demo = byLink.demo!;
    const menu = (id: string) => demo.menus.find((m) => m._id === id)!;
    expect(demo.menus.map((m) => [m._id, m.kind])).toEqual([
      ["demo-kitchen", "food"],
      ["demo-bar", "food"],
      ["demo-services", "service"],
    ]);
    expect(menu("demo-kitchen").pay_receiver_id).not.toBe(menu("demo-bar").pay_receiver_id);
    expect(menu("demo-bar").schedule_pair).toEqual({ start: "12:00", end: "23:59" });
    expect(menu("demo-kitchen").locales).toEqual(["en", "uk", "ru"]);
    for (const p of menu("demo-kitchen").products)
      expect(
        p.i18n.map((t) => t.locale),
        p._id,
      ).toEqual(["uk", "ru"]);
    const products = productsOf(demo);
    const product = (id: string) => products.find((p) => p._id === id)!;
    expect(product("p-aperol-spritz").is_excise).toBe(true);
    expect(products.filter((p) => p.is_spicy).map((p) => p._id)).toEqual([
      "p-shakshuka",
      "p-tom-yum",
      "p-wings",
    ]);
    expect(product("p-borscht").description.length).toBeGreaterThan(230);
    expect(product("p-coffee").price_groups.find((g) => g.show_for)?.show_for).toEqual(["i-coffee-latte"]);
    expect(product("p-wings").price_groups[1]).toMatchObject({
      name: "Choose 2 sauces",
      min_count: 1,
      max_count: 2,
    });
    for (const p of products.filter((x) => x.price_groups.some((g) => g.show_for))) {
      const own = p.price_groups.flatMap((g) => g.items.map((i) => i._id));
      for (const id of p.price_groups.flatMap((g) => g.show_for ?? [])) expect(own, p._id).toContain(id);
    }
    expect(demo.tables).toEqual(
      expect.arrayContaining([
        { code: "123456", section_name: "Terrace", table_name: "5" },
        { code: "111111", section_name: "Hall", table_name: "1" },
      ]),
    );
  });

  it("demo-geo, demo-closed, demo-preview and demo-large", () => {
    const geo = byLink["demo-geo"]!;
    expect(geo.venue.modes).toEqual({ delivery: false, preorder: false, preview: false, inside: true });
    expect(geo.venue).toMatchObject({
      has_real_inside: true,
      geolocation_mode: "general",
      geolocation_radius_m: 150,
    });
    expect(geo.tables.map((t) => t.code)).toEqual(["222222"]);
    const closed = byLink["demo-closed"]!.venue;
    expect(Object.values(closed.schedule).every((d) => !d.workday)).toBe(true);
    expect(closed.close_rule.allow_preliminary_orders).toBe(true);
    expect(closed.modes).toMatchObject({ delivery: true, preorder: true });
    // Closed every day, yet it bakes to order: scheduled delivery and takeaway run on their own hours.
    for (const own of [closed.delivery.schedule, closed.preorder.schedule])
      expect(Object.values(own ?? {}).filter((d) => d.workday)).toHaveLength(7);
    const preview = byLink["demo-preview"]!.venue;
    expect(preview.modes).toEqual({ delivery: false, preorder: false, preview: true, inside: false });
    expect(preview.has_real_inside).toBe(false);
    const large = byLink["demo-large"]!;
    expect(large.venue.modes).toEqual({ delivery: true, preorder: true, preview: true, inside: true });
    expect(productsOf(large)).toHaveLength(500);
    expect(large.menus.flatMap((m) => m.categories)).toHaveLength(20);
  });

  it("demo-large.json is exactly what generate-demo-large.ts writes", async () => {
    expect(readFileSync(demoLargeFile, "utf8")).toBe(await renderDemoLarge());
  });

  // The console's write rules apply on save: a demo venue saved unchanged from the console must pass them.
  it("pass the console's field rules, so a demo venue saves unchanged", () => {
    for (const v of parsed) {
      expect(venueFieldIssues(v.venue), v.venue.link).toEqual([]);
      for (const menu of v.menus) {
        expect(menuHeaderSchema.safeParse(menu).error?.issues ?? [], menu._id).toEqual([]);
        for (const c of menu.categories) expect(setupCategorySchema.safeParse(c).success, c._id).toBe(true);
        for (const p of menu.products)
          expect(productDraftSchema.safeParse(p).error?.issues ?? [], p._id).toEqual([]);
      }
      for (const role of staffRoleSchema.options)
        expect(staffLoginNameSchema.safeParse(demoStaffLogin(role, v.venue.link)).success).toBe(true);
    }
  });
});
