import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { homepageResponseSchema, offertResponseSchema } from "@tablewise/domain/contract/homepage";
import { createTestApp } from "../../test/test-app";

// Calls: GET /api/superapp/homepage/{link} and /offert/{venueId}/{menuId} (SPEC §7).
let t: Awaited<ReturnType<typeof createTestApp>>;
let now = new Date("2026-11-23T10:00:00Z"); // Monday 12:00 in Kyiv (UTC+2)
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/superapp/homepage/:venueLinkCode", () => {
  it("returns the venue by its link, matching the contract, with today's hours computed in its zone", async () => {
    const res = await get("/api/superapp/homepage/fixture-cafe");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const { cafe, menus } = homepageResponseSchema.parse(res.json()).data;
    expect(cafe).toMatchObject({ _id: "fx-venue", link: "fixture-cafe", name: "Fixture Cafe" });
    expect(cafe.today_schedule_computed).toEqual({
      start: "2026-11-23T07:00:00.000Z",
      end: "2026-11-23T19:00:00.000Z",
    });
    // Yesterday was Sunday (closed); the next 8 days hold 7 working days.
    expect(cafe.schedule_pairs?.[0]).toEqual(cafe.today_schedule_computed);
    expect(cafe.schedule_pairs).toHaveLength(7);
    expect(menus).toEqual([
      { _id: "fx-venue-kitchen", title: "Kitchen", pay_receiver_id: "fx-venue-rcv-a" },
      { _id: "fx-venue-bar", title: "Bar", pay_receiver_id: "fx-venue-rcv-b" },
    ]);
  });

  it("gives a closed day no today pair, computed at request time", async () => {
    now = new Date("2026-11-22T10:00:00Z"); // Sunday: closed
    const closed = homepageResponseSchema.parse((await get("/api/superapp/homepage/fixture-cafe")).json());
    now = new Date("2026-11-23T10:00:00Z");
    expect(closed.data.cafe.today_schedule_computed).toBeNull();
    expect(closed.data.cafe.schedule_pairs?.[0]?.start).toBe("2026-11-23T07:00:00.000Z");
  });

  it("answers an unknown link with a not_found envelope and 404", async () => {
    const res = await get("/api/superapp/homepage/nope");
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).error).toEqual({
      code: "not_found",
      message: "Venue not found",
    });
  });

  it.each([
    "FIXTURE-CAFE",
    "a".repeat(64),
    "a".repeat(300),
    "..%2Fetc",
    "..%2F",
    "demo%00",
    "-demo",
    "caf%C3%A9",
  ])("refuses the malformed link %s with a 400 naming the field", async (link) => {
    const res = await get(`/api/superapp/homepage/${link}`);
    expect(res.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(res.json());
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain("params.venueLinkCode");
  });
});

describe("GET /api/superapp/offert/:venueId/:menuId", () => {
  it("fills the offer from the menu's own pay receiver and the venue name", async () => {
    const kitchen = offertResponseSchema.parse(
      (await get("/api/superapp/offert/fx-venue/fx-venue-kitchen")).json(),
    );
    expect(kitchen.data.offert).toEqual({
      cafe_name: "Fixture Cafe",
      company_type: "LLC",
      company_name: "Fixture Kitchen LLC",
      company_code: "12345678",
      company_address: "Khreshchatyk 1, Kyiv",
      company_phone: "+380440000001",
    });
    const bar = offertResponseSchema.parse((await get("/api/superapp/offert/fx-venue/fx-venue-bar")).json());
    expect(bar.data.offert.company_name).toBe("Fixture Bar FOP");
  });

  it("answers an unknown venue or menu, or a menu asked under another venue, with 404", async () => {
    for (const url of ["/api/superapp/offert/nope/fx-venue-bar", "/api/superapp/offert/fx-venue/nope"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe("not_found");
    }
  });

  it("refuses an over-long id with a 400 naming the field", async () => {
    const res = await get(`/api/superapp/offert/fx-venue/${"m".repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.message).toContain("params.menuId");
  });
});
