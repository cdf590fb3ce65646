import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMenuCall,
  saveMenuCall,
  saveProductCall,
  saveTranslationsCall,
  saveVenueCall,
  setupChangesCall,
} from "@tablewise/domain/contract/setup";
import { insideTables } from "../../db/schema/index";
import { errorOf } from "../../test/eat-in";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { draftOf, editOf, setupClient } from "./setup-test-client";

// The setup document, the editing calls, their versions and the change log,
// through HTTP on the real database (PGlite here, PostgreSQL in the server-pg project).
let clockAt = new Date("2031-05-06T10:00:00Z").getTime();
const tick = () => new Date((clockAt += 1000));
let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReturnType<typeof setupClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: tick, app: { staffAuthenticator: testStaffAuthenticator } });
  s = setupClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const issuesOf = (res: { statusCode: number; json: () => unknown }) =>
  (errorOf(res).details as { issues: { path: (string | number)[]; code: string }[] }).issues;

describe("the setup document", () => {
  it("holds the venue, every menu with versions, receivers, tables, the gateway and the photo limit", async () => {
    const doc = await s.document();
    expect(doc.venue._id).toBe("demo");
    expect(doc.venue_version).toMatch(/^[0-9a-f]{16,}$/);
    expect(doc.menus.map((m) => m.menu._id)).toEqual(["demo-kitchen", "demo-bar", "demo-services"]);
    const kitchen = doc.menus[0]!;
    expect(kitchen.version).toMatch(/^[0-9a-f]{16,}$/);
    expect(Object.keys(kitchen.product_versions).sort()).toEqual(
      kitchen.menu.products.map((p) => p._id).sort(),
    );
    expect(kitchen.product_versions["p-napoleon"]).not.toBe(kitchen.product_versions["p-borscht"]);
    expect(doc.pay_receivers.length).toBeGreaterThan(0);
    const rows = await t.db.db.select().from(insideTables);
    const demoRows = rows.filter((r) => r.venueId === "demo");
    expect(doc.tables.map((x) => x.code).sort()).toEqual(demoRows.map((r) => r.code).sort());
    expect(doc.tables[0]).toMatchObject({ retired_at: null, qr_url: `/new/${doc.tables[0]!.token}` });
    expect(doc.image_max_bytes).toBe(10 * 1024 * 1024);
    expect(doc.payment_gateway === null || typeof doc.payment_gateway === "string").toBe(true);
    // The same content, the same versions.
    const again = await s.document();
    expect(again.venue_version).toBe(doc.venue_version);
    expect(again.menus.map((m) => m.version)).toEqual(doc.menus.map((m) => m.version));
  });

  it("includes hidden menus; a product's change moves its version, not its menu's", async () => {
    const before = await s.menuOf("demo-bar");
    const hid = await s.post("/menus/demo-bar", {
      menu: { ...editOf(before.menu), hidden: true },
      version: before.version,
    });
    expect(hid.statusCode, hid.body).toBe(200);
    const hidden = await s.menuOf("demo-bar");
    expect(hidden.menu.hidden).toBe(true);
    expect(hidden.version).not.toBe(before.version);
    const { product, version } = await s.productOf("p-napoleon");
    const kitchen = await s.menuOf("demo-kitchen");
    const saved = await s.post("/products/p-napoleon", {
      product: { ...draftOf(product), description: "Layers and cream" },
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await s.menuOf("demo-kitchen");
    expect(after.version).toBe(kitchen.version);
    expect(after.product_versions["p-napoleon"]).not.toBe(version);
    expect(after.product_versions["p-borscht"]).toBe(kitchen.product_versions["p-borscht"]);
    const shown = await s.post("/menus/demo-bar", {
      menu: { ...editOf(hidden.menu), hidden: false },
      version: hidden.version,
    });
    expect(shown.statusCode, shown.body).toBe(200);
  });
});

describe("venue settings", () => {
  it("saves the venue, keeps _id and link, and refuses unsafe URLs at their path", async () => {
    const doc = await s.document();
    const venue = { ...doc.venue, name: "Demo bistro renamed" };
    const res = await s.post("/venue", { venue, version: doc.venue_version });
    expect(res.statusCode, res.body).toBe(200);
    const data = saveVenueCall.response.parse(res.json()).data;
    expect(data.venue.name).toBe("Demo bistro renamed");
    expect(data.version).not.toBe(doc.venue_version);
    expect((await s.document()).venue.name).toBe("Demo bistro renamed");

    const bad = await s.post("/venue", {
      venue: {
        ...venue,
        link: "another-link",
        legal: { ...venue.legal, privacy_url: "javascript:alert(1)" },
      },
      version: data.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
    expect(issuesOf(bad)).toEqual(
      expect.arrayContaining([
        { path: ["venue", "link"], code: "link_changed" },
        { path: ["venue", "legal", "privacy_url"], code: "unsafe_url" },
      ]),
    );
    const badSchedule = await s.post("/venue", {
      venue: { ...venue, schedule: "always" },
      version: data.version,
    });
    expect(badSchedule.statusCode).toBe(400);
  });
});

describe("social links (SPEC §3 Venue social)", () => {
  it("refuses javascript:, data:, http: and relative social links at their path, and takes https ones", async () => {
    // Another venue of its own, so the change log's test of "demo" reads only its own changes.
    const who = { venueId: "demo-preview", role: "manager" } as const;
    const doc = await s.document(who.venueId);
    const bad = await s.post(
      "/venue",
      {
        venue: {
          ...doc.venue,
          social: {
            instagram: "javascript:alert(document.cookie)",
            facebook: "data:text/html,<script>alert(1)</script>",
            website: "http://plain.example",
          },
        },
        version: doc.venue_version,
      },
      who,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
    expect(issuesOf(bad)).toEqual([
      { path: ["venue", "social", "facebook"], code: "unsafe_url" },
      { path: ["venue", "social", "instagram"], code: "unsafe_url" },
      { path: ["venue", "social", "website"], code: "unsafe_url" },
    ]);
    const relative = await s.post(
      "/venue",
      {
        venue: { ...doc.venue, social: { website: "/about" } },
        version: doc.venue_version,
      },
      who,
    );
    expect(relative.statusCode).toBe(400);
    expect(issuesOf(relative)).toEqual([{ path: ["venue", "social", "website"], code: "unsafe_url" }]);
    expect((await s.document(who.venueId)).venue.social).toEqual(doc.venue.social);

    const social = { instagram: "https://www.instagram.com/x", website: "https://x.example/" };
    const good = await s.post("/venue", { venue: { ...doc.venue, social }, version: doc.venue_version }, who);
    expect(good.statusCode, good.body).toBe(200);
    expect((await s.document(who.venueId)).venue.social).toEqual(social);
  });
});

describe("menus and categories", () => {
  it("creates a menu with a minted id, at the end of the order, and reorders menus", async () => {
    const doc = await s.document();
    const res = await s.post("/menus", {
      menu: {
        title: "Specials",
        original_locale: "en",
        locales: ["en"],
        pay_receiver_id: doc.menus[0]!.menu.pay_receiver_id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = createMenuCall.response.parse(res.json()).data;
    expect(created.menu._id).toMatch(/^m-/);
    expect(created.menu.categories).toEqual([]);
    const ids = (await s.document()).menus.map((m) => m.menu._id);
    expect(ids).toEqual([...doc.menus.map((m) => m.menu._id), created.menu._id]);

    const reordered = [created.menu._id, ...ids.slice(0, -1)];
    const order = await s.post("/menu-order", { menu_ids: reordered });
    expect(order.statusCode, order.body).toBe(200);
    expect((await s.document()).menus.map((m) => m.menu._id)).toEqual(reordered);
    // A list naming another set of menus is stale.
    const stale = await s.post("/menu-order", { menu_ids: ids.slice(0, -1) });
    expect(stale.statusCode).toBe(409);
    expect((await s.post("/menu-order", { menu_ids: ids })).statusCode).toBe(200);
    const unknownReceiver = await s.post("/menus", {
      menu: { title: "X", original_locale: "en", pay_receiver_id: "no-such-receiver" },
    });
    expect(unknownReceiver.statusCode).toBe(400);
    expect(issuesOf(unknownReceiver)).toEqual([
      { path: ["menu", "pay_receiver_id"], code: "unknown_pay_receiver" },
    ]);
  });

  it("mints ids for new categories and moves a product with its category's id and name", async () => {
    const { menu, version } = await s.menuOf("demo-kitchen");
    const edit = editOf(menu);
    const desserts = edit.categories.find((c) => c._id === "c-desserts")!;
    const breakfasts = edit.categories.find((c) => c._id === "c-breakfasts")!;
    const categories = [
      ...edit.categories.map((c) =>
        c === desserts
          ? { ...c, products: c.products.filter((id) => id !== "p-napoleon") }
          : c === breakfasts
            ? { ...c, name: "Mornings" }
            : c,
      ),
      { name: "Cakes", i18n: [], products: ["p-napoleon"] },
    ];
    const res = await s.post("/menus/demo-kitchen", { menu: { ...edit, categories }, version });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveMenuCall.response.parse(res.json()).data.menu;
    const cakes = saved.categories.at(-1)!;
    expect(cakes._id).toMatch(/^c-/);
    const napoleon = saved.products.find((p) => p._id === "p-napoleon")!;
    expect(napoleon).toMatchObject({ category_id: cakes._id, category: "Cakes" });
    for (const id of breakfasts.products)
      expect(saved.products.find((p) => p._id === id)).toMatchObject({ category: "Mornings" });

    const entry = await s.menuOf("demo-kitchen");
    const savedEdit = editOf(entry.menu);
    // A product listed nowhere (its category dropped), twice, or unknown is refused with its path.
    const dropped = await s.post("/menus/demo-kitchen", {
      menu: { ...savedEdit, categories: savedEdit.categories.slice(0, -1) },
      version: entry.version,
    });
    expect(dropped.statusCode).toBe(400);
    expect(issuesOf(dropped)).toEqual([
      { path: ["menu", "products", "p-napoleon"], code: "product_unlisted" },
    ]);
    const twice = await s.post("/menus/demo-kitchen", {
      menu: {
        ...savedEdit,
        categories: savedEdit.categories.map((c, i) =>
          i === 0 ? { ...c, products: [...c.products, "p-napoleon", "p-nothing"] } : c,
        ),
      },
      version: entry.version,
    });
    expect(
      issuesOf(twice)
        .map((i) => i.code)
        .sort(),
    ).toEqual(["product_listed_twice", "unknown_product"]);
  });
});

describe("products", () => {
  it("creates a product with server-minted ids at the end of its category, and checks its groups", async () => {
    const { menu } = await s.menuOf("demo-bar");
    const category = menu.categories[0]!;
    const draft = {
      name: "Flat white",
      category_id: category._id,
      base_price: 70,
      price_groups: [
        {
          _id: "g-size",
          name: "Size",
          single_select: true,
          min_count: 1,
          max_count: 1,
          items: [
            { _id: "i-s", name: "Small", price: 0 },
            { _id: "i-l", name: "Large", price: 15 },
          ],
        },
        {
          _id: "g-extra",
          name: "Extras",
          single_select: false,
          min_count: 0,
          max_count: 2,
          show_for: ["i-l"],
          items: [{ _id: "i-shot", name: "Extra shot", price: 20 }],
        },
      ],
    };
    const res = await s.post("/menus/demo-bar/products", { product: draft });
    expect(res.statusCode, res.body).toBe(200);
    const created = saveProductCall.response.parse(res.json()).data;
    expect(created.product._id).toMatch(/^p-/);
    expect(created.product).toMatchObject({ menu_id: "demo-bar", category: category.name });
    const after = await s.menuOf("demo-bar");
    expect(after.menu.categories[0]!.products.at(-1)).toBe(created.product._id);
    expect(after.version).toBe(created.menu_version);
    expect(after.product_versions[created.product._id]).toBe(created.version);
    const second = await s.post("/menus/demo-bar/products", { product: draft });
    expect(saveProductCall.response.parse(second.json()).data.product._id).not.toBe(created.product._id);

    const bad = await s.post("/menus/demo-bar/products", {
      product: {
        ...draft,
        price_groups: [
          { ...draft.price_groups[0]!, min_count: 3, max_count: null, single_select: false },
          draft.price_groups[1]!,
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
    expect(issuesOf(bad)).toEqual([
      { path: ["product", "price_groups", 0, "min_count"], code: "min_over_items" },
    ]);
    const showFor = await s.post("/menus/demo-bar/products", {
      product: {
        ...draft,
        price_groups: [draft.price_groups[0]!, { ...draft.price_groups[1]!, show_for: ["i-x"] }],
      },
    });
    expect(issuesOf(showFor)).toEqual([
      { path: ["product", "price_groups", 1, "show_for", 0], code: "unknown_show_for" },
    ]);
    const negative = await s.post("/menus/demo-bar/products", { product: { ...draft, base_price: -1 } });
    expect(negative.statusCode).toBe(400);
    const noCategory = await s.post("/menus/demo-bar/products", {
      product: { ...draft, category_id: "c-nope" },
    });
    expect(issuesOf(noCategory)).toEqual([{ path: ["product", "category_id"], code: "unknown_category" }]);
  });

  it("saves a product (moving it to another category) and deletes one", async () => {
    const { product, version } = await s.productOf("p-borscht");
    const res = await s.post("/products/p-borscht", {
      product: { ...draftOf(product), base_price: 155, category_id: "c-mains" },
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveProductCall.response.parse(res.json()).data;
    expect(saved.product).toMatchObject({ base_price: 155, category_id: "c-mains", category: "Mains" });
    const { menu } = await s.menuOf("demo-kitchen");
    expect(menu.categories.find((c) => c._id === "c-mains")!.products.at(-1)).toBe("p-borscht");
    expect(menu.categories.find((c) => c._id === "c-soups-salads")!.products).not.toContain("p-borscht");

    const doomed = await s.productOf("p-syrnyky");
    const deleted = await s.post("/products/p-syrnyky/delete", { version: doomed.version });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kitchen = await s.menuOf("demo-kitchen");
    expect(kitchen.menu.products.some((p) => p._id === "p-syrnyky")).toBe(false);
    expect(kitchen.menu.categories.flatMap((c) => c.products)).not.toContain("p-syrnyky");
    expect(kitchen.version).toBe(deleted.json().data.menu_version);
    expect((await s.post("/products/p-syrnyky/delete", { version: doomed.version })).statusCode).toBe(404);
  });
});

describe("translations", () => {
  it("sets and clears texts per locale, and adds the locale to the menu's locales", async () => {
    const entry = await s.menuOf("demo-kitchen");
    expect(entry.menu.locales).not.toContain("cs");
    const product = entry.menu.products.find((p) => p._id === "p-borscht")!;
    const group = product.price_groups[0]!;
    const category = entry.menu.categories[0]!;
    const res = await s.post("/menus/demo-kitchen/translations", {
      locale: "cs",
      texts: [
        { target: { kind: "menu", field: "title" }, text: "Kuchyně" },
        { target: { kind: "category", id: category._id }, text: "Snídaně" },
        { target: { kind: "product", id: "p-borscht", field: "name" }, text: "Boršč" },
        { target: { kind: "group", product_id: "p-borscht", id: group._id }, text: "Velikost" },
        {
          target: { kind: "item", product_id: "p-borscht", group_id: group._id, id: group.items[0]!._id },
          text: "Malý",
        },
      ],
      menu_version: entry.version,
      product_versions: { "p-borscht": entry.product_versions["p-borscht"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const menu = saveTranslationsCall.response.parse(res.json()).data.menu;
    expect(menu.locales).toContain("cs");
    expect(menu.title_i18n).toContainEqual({ locale: "cs", title: "Kuchyně" });
    expect(menu.categories[0]!.i18n).toContainEqual({ locale: "cs", name: "Snídaně" });
    const cs = menu.products.find((p) => p._id === "p-borscht")!.i18n.find((e) => e.locale === "cs");
    expect(cs).toEqual({
      locale: "cs",
      name: "Boršč",
      price_groups: [
        { _id: group._id, name: "Velikost", items: [{ _id: group.items[0]!._id, name: "Malý" }] },
      ],
    });
    // Other locales are kept.
    expect(menu.products.find((p) => p._id === "p-borscht")!.i18n.some((e) => e.locale === "uk")).toBe(true);

    const after = saveTranslationsCall.response.parse(res.json()).data;
    const cleared = await s.post("/menus/demo-kitchen/translations", {
      locale: "cs",
      texts: [
        { target: { kind: "product", id: "p-borscht", field: "name" }, text: "" },
        { target: { kind: "group", product_id: "p-borscht", id: group._id }, text: "" },
        {
          target: { kind: "item", product_id: "p-borscht", group_id: group._id, id: group.items[0]!._id },
          text: "",
        },
      ],
      product_versions: { "p-borscht": after.product_versions["p-borscht"] },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const clearedMenu = saveTranslationsCall.response.parse(cleared.json()).data.menu;
    expect(clearedMenu.products.find((p) => p._id === "p-borscht")!.i18n.some((e) => e.locale === "cs")).toBe(
      false,
    );
    // A product text without its product's version, and an unknown target, are refused.
    const noVersion = await s.post("/menus/demo-kitchen/translations", {
      locale: "cs",
      texts: [{ target: { kind: "product", id: "p-borscht", field: "name" }, text: "B" }],
    });
    expect(issuesOf(noVersion)).toEqual([{ path: ["product_versions", "p-borscht"], code: "required" }]);
    const unknown = await s.post("/menus/demo-kitchen/translations", {
      locale: "cs",
      texts: [{ target: { kind: "product", id: "p-nope", field: "name" }, text: "B" }],
    });
    expect(issuesOf(unknown)).toEqual([{ path: ["texts", 0, "target"], code: "unknown_product" }]);
  });
});

describe("versions", () => {
  it("answers 409 with the current version to a stale save", async () => {
    const { product, version } = await s.productOf("p-napoleon");
    const first = await s.post("/products/p-napoleon", {
      product: { ...draftOf(product), base_price: 91 },
      version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const current = saveProductCall.response.parse(first.json()).data.version;
    const stale = await s.post("/products/p-napoleon", {
      product: { ...draftOf(product), base_price: 92 },
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      code: "conflict",
      details: { reason: "version_conflict", current_version: current },
    });
    expect((await s.productOf("p-napoleon")).product.base_price).toBe(91);
    const menu = await s.menuOf("demo-kitchen");
    const staleMenu = await s.post("/menus/demo-kitchen", {
      menu: editOf(menu.menu),
      version: "0".repeat(24),
    });
    expect(errorOf(staleMenu).details).toEqual({ reason: "version_conflict", current_version: menu.version });
    const doc = await s.document();
    const staleVenue = await s.post("/venue", { venue: doc.venue, version: "0".repeat(24) });
    expect(staleVenue.statusCode).toBe(409);
    const staleDelete = await s.post("/products/p-napoleon/delete", { version: "0".repeat(24) });
    expect(staleDelete.statusCode).toBe(409);
  });

  it("lets exactly one of two concurrent saves of one product win", async () => {
    const { product, version } = await s.productOf("p-napoleon");
    const results = await Promise.all(
      [101, 102, 103].map((price) =>
        s.post("/products/p-napoleon", { product: { ...draftOf(product), base_price: price }, version }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    const price = saveProductCall.response.parse(winner.json()).data.product.base_price;
    expect((await s.productOf("p-napoleon")).product.base_price).toBe(price);
  });
});

describe("the change log", () => {
  it("records every change with who and when, newest first, a page of 100 at a time", async () => {
    const res = await s.get("/changes");
    expect(res.statusCode, res.body).toBe(200);
    const changes = setupChangesCall.response.parse(res.json()).data.changes;
    expect(changes.length).toBeGreaterThan(10);
    const times = changes.map((c) => c.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(changes[0]).toMatchObject({
      staff_name: "Test manager",
      kind: "product",
      target_id: "p-napoleon",
    });
    expect(changes.map((c) => c.kind)).toEqual(
      expect.arrayContaining(["venue", "menu", "menu_order", "product", "translations"]),
    );
    expect(changes.find((c) => c.kind === "venue")!.summary).toContain("name");
    expect(changes.some((c) => /price 145 -> 155/.test(c.summary))).toBe(true);
    // Refused saves (400, 409) recorded nothing.
    expect(changes.filter((c) => c.target_id === "p-napoleon" && c.kind === "product")).toHaveLength(3);
    const older = await s.get(`/changes?before=${encodeURIComponent(changes[2]!.at)}`);
    expect(setupChangesCall.response.parse(older.json()).data.changes).toEqual(changes.slice(3));
    // Another venue's log is its own.
    const geo = await s.get("/changes", { venueId: "demo-geo", role: "manager" });
    expect(setupChangesCall.response.parse(geo.json()).data.changes).toEqual([]);
  });

  it("pages past 100 changes", async () => {
    for (let i = 0; i < 101; i++) {
      const { menu, version } = await s.menuOf("demo-bar");
      const res = await s.post("/menus/demo-bar", { menu: { ...editOf(menu), tag: `tag ${i}` }, version });
      expect(res.statusCode).toBe(200);
    }
    const first = setupChangesCall.response.parse((await s.get("/changes")).json()).data.changes;
    expect(first).toHaveLength(100);
    expect(first[0]!.summary).toContain("tag");
    const next = await s.get(`/changes?before=${encodeURIComponent(first.at(-1)!.at)}`);
    const rest = setupChangesCall.response.parse(next.json()).data.changes;
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set([...first, ...rest].map((c) => c.at)).size).toBe(first.length + rest.length);
  }, 60_000);
});
