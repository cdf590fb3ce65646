import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/eat-in";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { draftOf, editOf, setupClient, type Who } from "./setup-test-client";

// The console's field rules (contract/field-rules.ts) held by the server on the calls that take those
// fields: what the form refuses is refused here too, with 400 in the error envelope and the field's path.
let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReturnType<typeof setupClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
  s = setupClient(t.app);
});
afterAll(async () => {
  await t.close();
});

type Res = { statusCode: number; json: () => unknown };
const issuesOf = (res: Res) =>
  ((errorOf(res).details as { issues?: { path: (string | number)[]; code: string }[] }).issues ?? []).map(
    (i) => `${i.path.join(".")}:${i.code}`,
  );
const fieldsOf = (res: Res) => (errorOf(res).details as { fields?: string[] }).fields ?? [];

describe("venue settings refuse what the settings form refuses", () => {
  const who: Who = { venueId: "demo-preview", role: "manager" };

  it.each([
    ["contact_email", { contact_email: "hello at forno" }, "contact_email:email"],
    ["contact_email", { contact_email: "ciao@forno" }, "contact_email:email"],
    ["contact_phone", { contact_phone: "call us" }, "contact_phone:phone"],
    ["contact_phone", { contact_phone: "+380 44" }, "contact_phone:phone"],
    ["legal link", { legal: { privacy_url: "/privacy" } }, "legal.privacy_url:unsafe_url"],
    ["social link", { social: { website: "http://forno.example" } }, "social.website:unsafe_url"],
    ["name", { name: "   " }, "name:required"],
  ])("a bad %s is 400 at its path and nothing is saved", async (_field, patch, issue) => {
    const doc = await s.document(who.venueId);
    const res = await s.post(
      "/venue",
      { venue: { ...doc.venue, ...patch }, version: doc.venue_version },
      who,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).code).toBe("validation_failed");
    expect(issuesOf(res)).toEqual([`venue.${issue}`]);
    expect((await s.document(who.venueId)).venue_version).toBe(doc.venue_version);
  });

  it("refuses a price with a third decimal in the delivery settings", async () => {
    const doc = await s.document(who.venueId);
    const venue = structuredClone(doc.venue);
    venue.delivery.min_check = 199.999;
    const res = await s.post("/venue", { venue, version: doc.venue_version }, who);
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toEqual(["venue.delivery.min_check:money"]);
  });

  it("takes valid contacts: an e-mail, a phone in the venue country's national form, https links", async () => {
    const doc = await s.document(who.venueId);
    const venue = {
      ...doc.venue,
      contact_email: "ciao@forno-verde.example",
      contact_phone: "044 377 84 12",
      legal: { privacy_url: "https://forno-verde.example/privacy" },
    };
    const res = await s.post("/venue", { venue, version: doc.venue_version }, who);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("keeps loading a venue whose stored e-mail predates the rule; a save must fix it", async () => {
    const legacy: Who = { venueId: "demo-geo", role: "manager" };
    const exported = await s.get("/export.json", legacy);
    expect(exported.statusCode).toBe(200);
    const file = exported.json() as { venue: Record<string, unknown> };
    file.venue.contact_email = "bar at podil";
    const imported = await s.post("/import", file, legacy);
    expect(imported.statusCode, imported.body).toBe(200);
    const doc = await s.document(legacy.venueId);
    expect(doc.venue.contact_email).toBe("bar at podil");
    const res = await s.post("/venue", { venue: doc.venue, version: doc.venue_version }, legacy);
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toEqual(["venue.contact_email:email"]);
  });
});

describe("menus and products refuse what the menu forms refuse", () => {
  it("refuses a blank or over-long menu title, an over-long tag and a blank category name", async () => {
    const entry = await s.menuOf("demo-bar");
    const edit = editOf(entry.menu);
    const cases: [unknown, string][] = [
      [{ ...edit, title: "  " }, "menu.title: required"],
      [{ ...edit, title: "x".repeat(201) }, "menu.title: too_long"],
      [{ ...edit, tag: "x".repeat(81) }, "menu.tag: too_long"],
      [
        { ...edit, categories: edit.categories.map((c, i) => (i === 0 ? { ...c, name: "" } : c)) },
        "menu.categories.0.name: required",
      ],
    ];
    for (const [menu, line] of cases) {
      const res = await s.post("/menus/demo-bar", { menu, version: entry.version });
      expect(res.statusCode, JSON.stringify(menu).slice(0, 80)).toBe(400);
      expect(fieldsOf(res)).toEqual([`body.${line}`]);
    }
    const created = await s.post("/menus", {
      menu: { title: " ", original_locale: "en", pay_receiver_id: entry.menu.pay_receiver_id },
    });
    expect(created.statusCode).toBe(400);
    expect(fieldsOf(created)).toEqual(["body.menu.title: required"]);
  });

  it("refuses a product price with a third decimal, in the base price and in an item", async () => {
    const { product, version } = await s.productOf("p-napoleon");
    const draft = draftOf(product);
    const base = await s.post("/products/p-napoleon", { product: { ...draft, base_price: 95.005 }, version });
    expect(base.statusCode).toBe(400);
    expect(fieldsOf(base)).toEqual(["body.product.base_price: money"]);
    const withItem = {
      ...draft,
      price_groups: [
        {
          _id: "g-size",
          name: "Size",
          single_select: true,
          min_count: 1,
          max_count: 1,
          items: [{ _id: "i-big", name: "Big", price: 10.123 }],
        },
      ],
    };
    const item = await s.post("/products/p-napoleon", { product: withItem, version });
    expect(item.statusCode).toBe(400);
    expect(fieldsOf(item)).toEqual(["body.product.price_groups.0.items.0.price: money"]);
  });
});

describe("adding a person refuses what the Staff screen's add form refuses", () => {
  it.each([
    [{ name: "Olena", login: "olena@cafe", role: "waiter" }, "body.login: email"],
    [{ name: "Olena", login: "ol ena", role: "waiter" }, "body.login: login_spaces"],
    [{ name: "  ", login: "olena", role: "waiter" }, "body.name: required"],
    [{ name: "x".repeat(201), login: "olena", role: "waiter" }, "body.name: too_long"],
  ])("%o is 400 at its field", async (body, line) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff/venues/demo/staff",
      headers: asStaff("demo", "manager"),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).code).toBe("validation_failed");
    expect(fieldsOf(res)).toEqual([line]);
  });
});
