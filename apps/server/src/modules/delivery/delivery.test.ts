import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateTariffsResponseSchema } from "@tablewise/domain/contract/delivery";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// SPEC §7 search-addresses and estimate-tariffs on the demo city's local address index. demo delivers
// 5 km around Yaroslaviv Val 14; Obolonskyi Avenue is out of range, Beresteiskyi Avenue runs out of it.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = preorders(t.app);
});
afterAll(() => t.close());

const estimate = (link: string, lat: number, lon: number) =>
  t.app.inject({
    method: "GET",
    url: `/api/superapp/delivery/${link}/estimate-tariffs?address=Khreshchatyk%2022&lat=${lat}&lon=${lon}`,
  });

describe("GET /delivery/{cafe}/search-addresses", () => {
  it("finds a street by any part of its name, case-insensitively, in the guest's language", async () => {
    const en = await k.findAddress("demo", "KHRESHCH");
    expect(en).toEqual([
      {
        street: "Khreshchatyk Street",
        street_name: "Khreshchatyk St",
        house_number: "",
        city: "Kyiv",
        country: "Ukraine",
        location: expect.objectContaining({ lat: expect.any(Number) }) as unknown,
        is_reachable: true,
      },
    ]);
    const uk = await k.findAddress("demo", "хрещатик", "uk");
    expect(uk[0]).toMatchObject({ street: "вулиця Хрещатик", city: "Київ", country: "Україна" });
    // Ukrainian names answer a Latin query too, and the other way round.
    expect((await k.findAddress("demo", "khreshchatyk", "uk"))[0]!.street).toBe("вулиця Хрещатик");
    expect((await k.findAddress("demo", "вул. Хрещатик"))[0]!.street).toBe("Khreshchatyk Street");
  });

  it('finds the house of "Street 12", the exact number first', async () => {
    const houses = await k.findAddress("demo", "Khreshchatyk Street 1");
    expect(houses.map((h) => h.house_number).slice(0, 3)).toEqual(["1", "10", "10A"]);
    expect((await k.findAddress("demo", "вул. Хрещатик, 22", "uk"))[0]).toMatchObject({
      street: "вулиця Хрещатик",
      house_number: "22",
      is_reachable: true,
    });
    expect((await k.findAddress("demo", "Khreshchatyk 10а"))[0]!.house_number).toBe("10A");
    expect(await k.findAddress("demo", "Khreshchatyk 999")).toEqual([]);
    expect(await k.findAddress("demo", "Nowhere Street")).toEqual([]);
  });

  it("marks out-of-range streets and houses from the venue's zone", async () => {
    expect((await k.findAddress("demo", "Obolonskyi"))[0]).toMatchObject({
      street: "Obolonskyi Avenue",
      is_reachable: false,
    });
    // A long avenue: reachable as a street (its nearest house is in range), its far end is not.
    expect((await k.findAddress("demo", "Beresteiskyi"))[0]!.is_reachable).toBe(true);
    expect((await k.findAddress("demo", "Beresteiskyi 2"))[0]!.is_reachable).toBe(true);
    expect((await k.findAddress("demo", "Beresteiskyi 130"))[0]!.is_reachable).toBe(false);
  });

  it("caps results at 50 and refuses an empty search or a venue that does not deliver", async () => {
    expect((await k.findAddress("demo", "Street 1")).length).toBe(50);
    const empty = await t.app.inject({
      method: "GET",
      url: "/api/superapp/delivery/demo/search-addresses?search=%20&language=en",
    });
    expect(empty.statusCode).toBe(400);
    const geo = await t.app.inject({
      method: "GET",
      url: "/api/superapp/delivery/demo-geo/search-addresses?search=a&language=en",
    });
    expect(geo.statusCode).toBe(404);
    expect(errorOf(geo).message).toBe('Venue "demo-geo" does not deliver');
  });
});

describe("GET /delivery/{cafe}/estimate-tariffs", () => {
  it("lists the venue's tariffs for a point in the zone, refuses one outside", async () => {
    const res = await estimate("demo", 50.4475, 30.5225);
    expect(estimateTariffsResponseSchema.parse(res.json()).data).toEqual({
      type: "tariff",
      tariffs: [
        { _id: "demo-t-standard", name: "Standard", price: 60 },
        { _id: "demo-t-express", name: "Express", price: 110 },
      ],
    });
    const far = await estimate("demo", 50.52, 30.6);
    expect(far.statusCode).toBe(422);
    expect(errorOf(far).details).toMatchObject({ reason: "out_of_range" });
    const closed = await estimate("demo-closed", 50.4593, 30.5171);
    expect(estimateTariffsResponseSchema.parse(closed.json()).data).toEqual({ type: "free", tariffs: [] });
    expect((await estimate("demo", 91, 0)).statusCode).toBe(400);
  });
});
