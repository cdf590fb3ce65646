import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type { ListenAck, MenuChangedPayload } from "@tablewise/domain/contract/realtime";
import { csvImportResponseSchema, importVenueCall } from "@tablewise/domain/contract/setup";
import { staffTablesCall } from "@tablewise/domain/contract/staff";
import { venueImportSchema, type VenueImport } from "@tablewise/domain/contract/venue-import";
import { createTestApp } from "../../test/test-app";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { createVenueRepository } from "../venue/venue.repository";

// The venue as a file (export.json, import: a lossless round trip) and the CSV import.
const venueId = "fx-venue";
const setup = (venue = venueId) => `/api/staff/venues/${venue}/setup`;
const manager = asStaff(venueId, "manager");
const now = new Date("2026-11-24T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let socketUrl = "";
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, app: { staffAuthenticator: testStaffAuthenticator } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  socketUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function exported(app = t.app, venue = venueId, headers = manager): Promise<VenueImport> {
  const res = await app.inject({ method: "GET", url: `${setup(venue)}/export.json`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return venueImportSchema.parse(res.json());
}
const importFile = (file: unknown, app = t.app, venue = venueId, headers = manager) =>
  app.inject({ method: "POST", url: `${setup(venue)}/import`, headers, payload: file as object });
const csv = (
  body: string | Buffer,
  contentType = "text/csv",
  headers = manager,
  menuId = `${venueId}-kitchen`,
) =>
  t.app.inject({
    method: "POST",
    url: `${setup()}/menus/${menuId}/products.csv`,
    headers: { ...headers, "content-type": contentType },
    payload: body,
  });
const tokens = async (app = t.app, venue = venueId) => {
  const res = await app.inject({
    method: "GET",
    url: `/api/staff/venues/${venue}/tables`,
    headers: asStaff(venue, "manager"),
  });
  return staffTablesCall.response.parse(res.json()).data.tables.map((x) => [x.code, x.token]);
};
const versionOf = (venue = venueId) => createVenueRepository(t.db.db).findVersion(venue);

describe("export.json and import", () => {
  it("exports the venue as the venue:import file, as an attachment, retired tables marked", async () => {
    const retire = await t.app.inject({
      method: "POST",
      url: `${setup()}/tables/900002/retire`,
      headers: manager,
      payload: { retired: true },
    });
    expect(retire.statusCode, retire.body).toBe(200);
    const res = await t.app.inject({ method: "GET", url: `${setup()}/export.json`, headers: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="fixture-cafe.json"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const file = venueImportSchema.parse(res.json());
    expect(file.venue._id).toBe(venueId);
    expect(file.menus.map((m) => m._id)).toEqual([`${venueId}-kitchen`, `${venueId}-bar`]);
    expect(file.tables).toEqual([
      { code: "900001", section_name: "Hall", table_name: "1", retired: false },
      { code: "900002", section_name: "Hall", table_name: "2", retired: true },
    ]);
    // No table's token (a key to the table) is in the file.
    expect(res.body).not.toMatch(/token/);
  });

  it("round-trips: export -> import -> export is deep-equal, tokens and retirement kept, revision bumped, guests told", async () => {
    const socket = io(socketUrl, { transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    const ack = await new Promise<ListenAck>((resolve) =>
      socket.emit("listen_venue", { venue_id: venueId } as never, resolve as never),
    );
    expect(ack).toEqual({ ok: true });
    const heard = new Promise<MenuChangedPayload>((resolve) => socket.once("menu_changed", resolve));

    const first = await exported();
    const tokensBefore = await tokens();
    const versionBefore = await versionOf();
    const res = await importFile(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(importVenueCall.response.parse(res.json()).data).toEqual({ menus: 2, products: 2, tables: 2 });
    expect(await exported()).toEqual(first);
    expect(await tokens()).toEqual(tokensBefore);
    expect(await versionOf()).not.toBe(versionBefore);
    expect(await heard).toEqual({ venue_id: venueId, at: now.toISOString() });
    // The retired table is still retired: it opens nothing for guests.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/superapp/inside/900002/prepare" })).statusCode,
    ).toBe(404);
  });

  it("imports a changed file whole: a renamed product, a new table, a table restored", async () => {
    const file = await exported();
    file.menus[0]!.products[0]!.name = "Borscht";
    file.tables[1]!.retired = false;
    file.tables.push({ code: "900003", section_name: "Hall", table_name: "3", retired: false });
    expect((await importFile(file)).statusCode).toBe(200);
    const again = await exported();
    expect(again.menus[0]!.products[0]!.name).toBe("Borscht");
    expect(again.tables.map((x) => [x.code, x.retired])).toEqual([
      ["900001", false],
      ["900002", false],
      ["900003", false],
    ]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/superapp/inside/900002/prepare" })).statusCode,
    ).toBe(200);
  });

  it("refuses another venue's file (409), a changed link (409), a changed gateway (409) and a broken file (400)", async () => {
    const file = await exported();
    const before = await versionOf();
    const other = await importFile({ ...file, venue: { ...file.venue, _id: "someone-else" } });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe("conflict");
    expect((await importFile({ ...file, venue: { ...file.venue, link: "new-link" } })).statusCode).toBe(409);
    expect(
      (await importFile({ ...file, payment_gateway: "stripe", payment_credentials_ref: "STRIPE_OTHER" }))
        .statusCode,
    ).toBe(409);
    const broken = await importFile({ ...file, pay_receivers: [] });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).code).toBe("validation_failed");
    const twice = await importFile({ ...file, tables: [...file.tables, file.tables[0]!] });
    expect(twice.statusCode).toBe(400);
    expect(await versionOf()).toBe(before);
  });

  it("refuses a file whose social links are not https (400, nothing saved)", async () => {
    const file = await exported();
    const before = await versionOf();
    for (const link of ["javascript:alert(1)", "data:text/html,<b>x</b>", "http://plain.example"]) {
      const res = await importFile({ ...file, venue: { ...file.venue, social: { instagram: link } } });
      expect(res.statusCode, link).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
      expect(errorOf(res).message).toContain("venue.social.instagram");
    }
    expect(await versionOf()).toBe(before);
  });

  it("is the manager's: waiter and kitchen 403, another venue's manager 403", async () => {
    const file = await exported();
    expect((await importFile(file, t.app, venueId, asStaff(venueId, "waiter"))).statusCode).toBe(403);
    expect((await importFile(file, t.app, venueId, asStaff(venueId, "kitchen"))).statusCode).toBe(403);
    expect((await importFile(file, t.app, venueId, asStaff("other", "manager"))).statusCode).toBe(403);
    const res = await t.app.inject({
      method: "GET",
      url: `${setup()}/export.json`,
      headers: asStaff(venueId, "waiter"),
    });
    expect(res.statusCode).toBe(403);
  });

  it("round-trips the demo venues, the largest included", async () => {
    const demo = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
    try {
      for (const venue of ["demo", "demo-large"]) {
        const headers = asStaff(venue, "manager");
        const first = await exported(demo.app, venue, headers);
        expect(first.menus.length).toBeGreaterThan(0);
        const tokensBefore = await tokens(demo.app, venue);
        const res = await importFile(first, demo.app, venue, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(await exported(demo.app, venue, headers)).toEqual(first);
        expect(await tokens(demo.app, venue)).toEqual(tokensBefore);
      }
    } finally {
      await demo.close();
    }
  });
});

describe("CSV product import", () => {
  const kitchenOf = async () => (await exported()).menus.find((m) => m._id === `${venueId}-kitchen`)!;

  it("imports a spreadsheet's ; file with a BOM, quotes and decimal commas; categories by name", async () => {
    const before = await kitchenOf();
    const version = await versionOf();
    const text =
      "\uFEFFPrice;Name;Category;Description\r\n" +
      '85,50;Borscht;Soups;"Beet soup; with ""smetana"""\r\n' +
      "1 200;Plov;main;\r\n" +
      '40;"Tea, black";Drinks;Hot\r\n';
    const res = await csv(text, "text/csv; charset=utf-8");
    expect(res.statusCode, res.body).toBe(200);
    const data = csvImportResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ created: 3, categories_created: 2 });
    const after = await kitchenOf();
    expect(after.products).toHaveLength(before.products.length + 3);
    const added = after.products.slice(before.products.length);
    expect(added.map((p) => [p.name, p.base_price, p.category, p.description])).toEqual([
      ["Borscht", 85.5, "Soups", 'Beet soup; with "smetana"'],
      ["Plov", 1200, "Main", ""],
      ["Tea, black", 40, "Drinks", "Hot"],
    ]);
    // "main" joined the existing Main category; Soups and Drinks were created, each listing its product.
    const main = after.categories.find((c) => c.name === "Main")!;
    expect(main.products).toContain(added[1]!._id);
    expect(after.categories.find((c) => c.name === "Soups")!.products).toEqual([added[0]!._id]);
    expect(new Set(added.map((p) => p._id)).size).toBe(3);
    expect(await versionOf()).not.toBe(version);
    // Guests see it: the menu's prepare lists the new product.
    const prepare = await t.app.inject({ method: "GET", url: "/api/superapp/inside/900001/prepare" });
    expect(prepare.body).toContain("Borscht");
  });

  it("takes a , file too (a decimal comma in quotes)", async () => {
    const res = await csv('name,category,price\n"Lemonade, home-made",Drinks,"55,5"\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(csvImportResponseSchema.parse(res.json()).data).toMatchObject({
      created: 1,
      categories_created: 0,
    });
  });

  it("reads allergens, diets and heat; an empty allergens cell is 'not declared', none is 'declared: none'", async () => {
    const before = await kitchenOf();
    const res = await csv(
      "name;category;price;allergens;diets;spicy\n" +
        "Pad thai;Mains;180;Peanuts | crustaceans eggs;;2\n" +
        "Green salad;Mains;90;none;vegan|gluten_free;\n" +
        "Mystery stew;Mains;120;;;\n",
    );
    expect(res.statusCode, res.body).toBe(200);
    const added = (await kitchenOf()).products.slice(before.products.length);
    expect(added.map((p) => [p.name, p.allergens, p.diets, p.spicy])).toEqual([
      ["Pad thai", ["peanuts", "crustaceans", "eggs"], undefined, 2],
      ["Green salad", [], ["vegan", "gluten_free"], undefined],
      ["Mystery stew", undefined, undefined, undefined],
    ]);
    // The venue's file carries them back out (export.json), and re-imports them.
    expect(
      (await exported()).menus.flatMap((m) => m.products).find((p) => p.name === "Pad thai"),
    ).toMatchObject({
      allergens: ["peanuts", "crustaceans", "eggs"],
      spicy: 2,
    });
  });

  it("refuses an allergen, diet or heat it does not know, by line, saving nothing", async () => {
    const before = await exported();
    const res = await csv(
      "name,category,price,allergens,diets,spicy\nA,Mains,1,nutz,,\nB,Mains,1,,keto,\nC,Mains,1,,,5\n",
    );
    expect(res.statusCode, res.body).toBe(400);
    const rows = (errorOf(res).details as { rows: { line: number; message: string }[] }).rows;
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows[0]!.message).toMatch(/allergens: use gluten/);
    expect(rows[1]!.message).toMatch(/diets: use vegetarian/);
    expect(rows[2]!.message).toMatch(/spicy is a number from 0 to 3/);
    expect(await exported()).toEqual(before);
  });

  it("reports every bad row by line (the header is line 1) and saves nothing", async () => {
    const before = await exported();
    const res = await csv(
      "name;category;price\n" +
        "Good;Soups;10\n" +
        ";Soups;10\n" +
        "Cake;;abc\n" +
        "\n" +
        "Pie;Desserts;-5\n",
    );
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe("validation_failed");
    const rows = (error.details as { rows: { line: number; message: string }[] }).rows;
    expect(rows.map((r) => r.line)).toEqual([3, 4, 6]);
    expect(rows[0]!.message).toMatch(/name is empty/);
    expect(rows[1]!.message).toMatch(/category is empty.*price "abc"/);
    expect(await exported()).toEqual(before);
  });

  it("refuses a bad header, too many rows, a big file, a wrong type, another role, another venue's menu", async () => {
    const before = await exported();
    const header = await csv("title,category,price\nSoup,Soups,10\n");
    expect(header.statusCode).toBe(400);
    expect((errorOf(header).details as { rows: { line: number; message: string }[] }).rows).toEqual([
      { line: 1, message: expect.stringMatching(/unknown column "title".*missing column "name"/) },
    ]);
    const many = await csv("name,category,price\n" + "Soup,Soups,10\n".repeat(2001));
    expect(many.statusCode).toBe(400);
    expect((errorOf(many).details as { rows: { line: number }[] }).rows[0]!.line).toBe(2002);
    const big = await csv("name,category,price\n" + `Soup,Soups,10,${"x".repeat(1024 * 1024)}\n`);
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).code).toBe("payload_too_large");
    const json = await csv(JSON.stringify({ name: "Soup" }), "application/json");
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).code).toBe("unsupported_media_type");
    expect((await csv(Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0x0a]))).statusCode).toBe(400);
    const body = "name,category,price\nSoup,Soups,10\n";
    expect((await csv(body, "text/csv", asStaff(venueId, "waiter"))).statusCode).toBe(403);
    expect((await csv(body, "text/csv", asStaff(venueId, "kitchen"))).statusCode).toBe(403);
    expect((await csv(body, "text/csv", manager, "demo-kitchen")).statusCode).toBe(404);
    expect(await exported()).toEqual(before);
  });
});
