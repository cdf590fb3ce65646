import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { errorOf } from "../../test/eat-in";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { draftOf, editOf, setupClient, type Who } from "./setup-test-client";

// Every setup call is the manager's: waiter and kitchen 403, another
// venue's manager 403 on this venue's path and 404 for this venue's records named from its own; bad
// bodies 400, unknown ids 404, never a 5xx.
let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReturnType<typeof setupClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
  s = setupClient(t.app);
});
afterAll(async () => {
  await t.close();
});

type Call = { name: string; method: "GET" | "POST"; path: string; body: () => Promise<unknown> };

async function calls(): Promise<Call[]> {
  const doc = await s.document();
  const kitchen = doc.menus.find((m) => m.menu._id === "demo-kitchen")!;
  const napoleon = kitchen.menu.products.find((p) => p._id === "p-napoleon")!;
  const version = kitchen.product_versions["p-napoleon"]!;
  return [
    { name: "setup", method: "GET", path: "", body: async () => undefined },
    { name: "changes", method: "GET", path: "/changes", body: async () => undefined },
    {
      name: "venue",
      method: "POST",
      path: "/venue",
      body: async () => ({ venue: doc.venue, version: doc.venue_version }),
    },
    {
      name: "create menu",
      method: "POST",
      path: "/menus",
      body: async () => ({
        menu: { title: "X", original_locale: "en", pay_receiver_id: kitchen.menu.pay_receiver_id },
      }),
    },
    {
      name: "save menu",
      method: "POST",
      path: "/menus/demo-kitchen",
      body: async () => ({ menu: editOf(kitchen.menu), version: kitchen.version }),
    },
    {
      name: "menu order",
      method: "POST",
      path: "/menu-order",
      body: async () => ({ menu_ids: doc.menus.map((m) => m.menu._id) }),
    },
    {
      name: "create product",
      method: "POST",
      path: "/menus/demo-kitchen/products",
      body: async () => ({ product: draftOf(napoleon) }),
    },
    {
      name: "save product",
      method: "POST",
      path: "/products/p-napoleon",
      body: async () => ({ product: draftOf(napoleon), version }),
    },
    {
      name: "delete product",
      method: "POST",
      path: "/products/p-napoleon/delete",
      body: async () => ({ version }),
    },
    {
      name: "translations",
      method: "POST",
      path: "/menus/demo-kitchen/translations",
      body: async () => ({
        locale: "cs",
        texts: [{ target: { kind: "menu", field: "title" }, text: "Kuchyně" }],
        menu_version: kitchen.version,
      }),
    },
  ];
}

const send = async (call: Call, who: Who, venueId = who.venueId) =>
  call.method === "GET" ? s.get(call.path, who, venueId) : s.post(call.path, await call.body(), who, venueId);

describe("who may call the setup", () => {
  it("refuses waiters, the kitchen and other venues' managers on every call, and changes nothing", async () => {
    const list = await calls();
    expect(list).toHaveLength(10);
    const before = await s.document();
    for (const call of list) {
      for (const role of ["waiter", "kitchen"] as StaffRole[]) {
        const res = await send(call, { venueId: "demo", role });
        expect(res.statusCode, `${call.name} as ${role}`).toBe(403);
        expect(errorOf(res).code).toBe("forbidden");
      }
      const foreign = await send(call, { venueId: "demo-geo", role: "manager" }, "demo");
      expect(foreign.statusCode, `${call.name} by another venue`).toBe(403);
      const anonymous = await t.app.inject({
        method: call.method,
        url: `/api/staff/venues/demo/setup${call.path}`,
        ...(call.method === "POST" ? { payload: (await call.body()) as object } : {}),
      });
      expect(anonymous.statusCode, `${call.name} without a caller`).toBe(401);
    }
    const after = await s.document();
    expect(after).toEqual(before);
    expect((await s.get("/changes")).json()).toEqual({ success: true, data: { changes: [] } });
  });

  it("answers 404 to another venue's manager naming this venue's records from their own venue", async () => {
    const geo: Who = { venueId: "demo-geo", role: "manager" };
    const list = (await calls()).filter(
      (c) => c.path.includes("demo-kitchen") || c.path.includes("p-napoleon"),
    );
    expect(list.length).toBe(5);
    for (const call of list) {
      const res = await send(call, geo);
      expect(res.statusCode, `${call.name} from demo-geo`).toBe(404);
      expect(errorOf(res).code).toBe("not_found");
    }
    // The manager of the venue may make each of them (in an order that keeps the versions fresh).
    for (const call of await calls()) {
      if (call.name === "delete product") continue;
      const fresh = (await calls()).find((c) => c.name === call.name)!;
      const res = await send(fresh, { venueId: "demo", role: "manager" });
      expect(res.statusCode, `${call.name} as the manager: ${res.body}`).toBe(200);
    }
    const last = (await calls()).find((c) => c.name === "delete product")!;
    expect((await send(last, { venueId: "demo", role: "manager" })).statusCode).toBe(200);
  });

  it("answers 400 to bad bodies and 404 to unknown ids, never a 5xx", async () => {
    const manager: Who = { venueId: "demo", role: "manager" };
    for (const call of await calls()) {
      if (call.method === "GET") continue;
      for (const body of [{}, { version: 1 }, [], { menu: null, product: 7, venue: {}, version: "" }]) {
        const res = await s.post(call.path, body, manager);
        expect(res.statusCode, `${call.name} with ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const draft = { name: "X", category_id: "c-mains", base_price: 1 };
    for (const [path, body] of [
      [
        "/menus/no-such-menu",
        { menu: { title: "X", original_locale: "en", pay_receiver_id: "x" }, categories: [], version: "v" },
      ],
      ["/menus/no-such-menu/products", { product: draft }],
      ["/products/no-such-product", { product: draft, version: "v" }],
      ["/products/no-such-product/delete", { version: "v" }],
      [
        "/menus/no-such-menu/translations",
        { locale: "cs", texts: [{ target: { kind: "menu", field: "tag" }, text: "x" }] },
      ],
    ] as const) {
      const res = await s.post(path, body, manager);
      expect([400, 404], `${path}: ${res.body}`).toContain(res.statusCode);
    }
    expect((await s.post("/products/no-such-product/delete", { version: "v" }, manager)).statusCode).toBe(
      404,
    );
    expect((await s.post("/menus/no-such-menu/products", { product: draft }, manager)).statusCode).toBe(404);
    expect((await s.get("", { venueId: "no-such-venue", role: "manager" })).statusCode).toBe(404);
    expect((await s.get("/changes?before=yesterday", manager)).statusCode).toBe(400);
  });
});
