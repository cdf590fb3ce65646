import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientResponseSchema } from "@tablewise/domain/contract/client";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// SPEC §3, §7 clients: demo verifies phones, demo-closed does not.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let demo = "";
let closed = "";
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = preorders(t.app);
  demo = (await k.prepare("demo", "takeaway")).cafe._id;
  closed = (await k.prepare("demo-closed", "takeaway")).cafe._id;
});
afterAll(() => t.close());

const save = (body: object) => k.post("/api/superapp/clients/create", body);
const clientOf = (res: { json: () => unknown }) => clientResponseSchema.parse(res.json()).data.client;

describe("POST /clients/create and GET /clients/profile/{id}", () => {
  it("creates a client with a verified phone, then updates it and keeps its addresses newest first", async () => {
    const token = await k.verify(demo, "+380671230040");
    const created = await save({
      name: "Olena",
      phone: "+380671230040",
      cafe_id: demo,
      verification_token: token,
    });
    expect(created.statusCode, created.body).toBe(200);
    const client = clientOf(created);
    expect(client).toMatchObject({
      name: "Olena",
      phone: "+380671230040",
      cafe_id: demo,
      super_addresses: [],
    });
    const [house] = await k.findAddress("demo", "Reitarska 5");
    const [far] = await k.findAddress("demo", "Obolonskyi 3");
    // The same phone needs no new code; each address goes first.
    for (const a of [house!, far!])
      expect(
        (
          await save({
            name: "Olena K.",
            phone: "+380671230040",
            cafe_id: demo,
            client_id: client._id,
            client_secret: client.client_secret,
            super_address: k.toAddress(a),
          })
        ).statusCode,
      ).toBe(200);
    const profile = clientOf(
      await t.app.inject({
        method: "GET",
        url: `/api/superapp/clients/profile/${client._id}`,
        headers: { "x-client-secret": client.client_secret! },
      }),
    );
    expect(profile).toMatchObject({ _id: client._id, name: "Olena K." });
    expect(profile.super_addresses.map((a) => [a.street, a.house_number, a.type, a.is_reachable])).toEqual([
      ["Obolonskyi Avenue", "3", "other", false],
      ["Reitarska Street", "5", "other", true],
    ]);
  });

  it("needs a verified phone where the venue verifies phones, also to change it", async () => {
    const none = await save({ name: "Ivan", phone: "+380671230041", cafe_id: demo });
    expect(none.statusCode).toBe(403);
    expect(errorOf(none).details).toMatchObject({ reason: "phone_not_verified" });
    const other = await k.verify(demo, "+380671230042");
    const wrongPhone = await save({
      name: "Ivan",
      phone: "+380671230041",
      cafe_id: demo,
      verification_token: other,
    });
    expect(wrongPhone.statusCode).toBe(403);
    const client = clientOf(
      await save({ name: "Ivan", phone: "+380671230042", cafe_id: demo, verification_token: other }),
    );
    const changed = await save({
      name: "Ivan",
      phone: "+380671230043",
      cafe_id: demo,
      client_id: client._id,
      client_secret: client.client_secret,
    });
    expect(changed.statusCode).toBe(403);
  });

  it("takes any valid phone where the venue does not verify, and refuses a bad one with a clear 400", async () => {
    const ok = await save({ name: "Petro", phone: "+420601234567", cafe_id: closed });
    expect(clientOf(ok).phone).toBe("+420601234567");
    const bad = await save({ name: "Petro", phone: "+380001234567", cafe_id: closed });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toEqual({
      code: "bad_request",
      message: 'Enter a correct phone number: "+380001234567" is not a valid number',
      details: { field: "phone" },
    });
    const national = await save({ name: "Petro", phone: "067 123 45 67", cafe_id: closed });
    expect(national.statusCode).toBe(400);
    expect(errorOf(national).message).toContain("body.phone");
  });

  it("starts a new client for an id it does not know, and 404s an unknown profile or venue", async () => {
    const res = await save({
      name: "Anna",
      phone: "+380671230044",
      cafe_id: closed,
      client_id: "B".repeat(24),
    });
    expect(clientOf(res)._id).not.toBe("B".repeat(24));
    expect((await k.get(`/api/superapp/clients/profile/${"C".repeat(24)}`)).statusCode).toBe(404);
    expect((await save({ name: "Anna", phone: "+380671230044", cafe_id: "nope" })).statusCode).toBe(404);
  });
});
