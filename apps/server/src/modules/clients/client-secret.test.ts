import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientResponseSchema, type Client } from "@tablewise/domain/contract/client";
import { createTestApp } from "../../test/test-app";
import { preorders } from "../../test/preorder";

// The stored client id alone never reveals saved addresses. The device that created the
// client got a secret with it; GET /clients/profile/{id} answers the addresses only with that secret in
// x-client-secret, and POST /clients/create updates a client only with its client_secret.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let closed = "";
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = preorders(t.app);
  closed = (await k.prepare("demo-closed", "takeaway")).cafe._id;
});
afterAll(() => t.close());

const save = (body: object) => k.post("/api/superapp/clients/create", body);
const clientOf = (res: { statusCode: number; body: string; json: () => unknown }): Client => {
  expect(res.statusCode, res.body).toBe(200);
  return clientResponseSchema.parse(res.json()).data.client;
};
const profile = (id: string, secret?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/superapp/clients/profile/${id}`,
    headers: secret ? { "x-client-secret": secret } : {},
  });

describe("a client's saved addresses", () => {
  it("come only with the creating device's secret", async () => {
    const [house] = await k.findAddress("demo", "Reitarska 5");
    const created = clientOf(
      await save({
        name: "Olena",
        phone: "+380671230050",
        cafe_id: closed,
        super_address: k.toAddress(house!),
      }),
    );
    expect(created.client_secret).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(created.super_addresses).toHaveLength(1);

    const bare = clientOf(await profile(created._id));
    expect(bare).toMatchObject({ _id: created._id, name: "Olena", super_addresses: [] });
    expect(bare.client_secret).toBeUndefined();
    expect(clientOf(await profile(created._id, "W".repeat(32))).super_addresses).toEqual([]);
    const own = clientOf(await profile(created._id, created.client_secret));
    expect(own.super_addresses.map((a) => a.street)).toEqual(["Reitarska Street"]);
    expect((await profile(created._id, "short")).statusCode).toBe(400);
  });

  it("cannot be read or changed through a save that names the id without the secret", async () => {
    const [house] = await k.findAddress("demo", "Reitarska 5");
    const victim = clientOf(
      await save({
        name: "Ivan",
        phone: "+380671230051",
        cafe_id: closed,
        super_address: k.toAddress(house!),
      }),
    );
    const [far] = await k.findAddress("demo", "Obolonskyi 3");
    const attempt = clientOf(
      await save({
        name: "Mallory",
        phone: "+380671230052",
        cafe_id: closed,
        client_id: victim._id,
        super_address: k.toAddress(far!),
      }),
    );
    // A new client of its own: the victim's addresses are not in the answer, and the victim is unchanged.
    expect(attempt._id).not.toBe(victim._id);
    expect(attempt.super_addresses.map((a) => a.street)).toEqual(["Obolonskyi Avenue"]);
    const after = clientOf(await profile(victim._id, victim.client_secret));
    expect(after).toMatchObject({ name: "Ivan", phone: "+380671230051" });
    expect(after.super_addresses.map((a) => a.street)).toEqual(["Reitarska Street"]);
    // With the secret the same call updates the victim's own client (its device, SPEC §8 create or update).
    const updated = clientOf(
      await save({
        name: "Ivan K.",
        phone: "+380671230051",
        cafe_id: closed,
        client_id: victim._id,
        client_secret: victim.client_secret,
      }),
    );
    expect(updated).toMatchObject({ _id: victim._id, name: "Ivan K." });
    expect(updated.super_addresses).toHaveLength(1);
  });
});

describe("ordering as a client", () => {
  it("needs the creating device's secret: a copied client id orders as nobody", async () => {
    const victim = await k.verifiedClient("demo", "+380671230077", "Victim");
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const body = k.takeawayBody(cart._id, { client_id: victim._id, visitor_id: "attacker-visitor-01" });
    // Without the secret (a stranger's device): the venue verifies phones, so no verified client, no order.
    const stolen = await t.app.inject({
      method: "POST",
      url: "/api/superapp/preorder/demo/create",
      payload: body,
    });
    expect(stolen.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/superapp/preorder/demo/create",
      payload: body,
      headers: { "x-client-secret": "A".repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    // The device that made the client orders in its name.
    const own = await k.created("demo", body);
    expect(own.order.client).toMatchObject({ name: "Victim", phone: "+380671230077" });
  });
});
