import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { homepageResponseSchema, offertResponseSchema } from "@tablewise/domain/contract/homepage";
import { createTestApp } from "../../test/test-app";

// Issue 2 calls: GET /api/superapp/homepage/{link} and /offert/{venueId}/{menuId} (SPEC §7).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Monday 2026-11-23 12:00 in Kyiv.
  t = await createTestApp({ clock: () => new Date("2026-11-23T10:00:00Z") });
});
afterAll(() => t.close());

describe("GET /api/superapp/homepage/:link", () => {
  it("returns the venue by its link, matching the contract, with the schedule computed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/superapp/homepage/demo" });
    expect(res.statusCode).toBe(200);
    const body = homepageResponseSchema.parse(res.json());
    expect(body.data.cafe.link).toBe("demo");
    expect(body.data.cafe.today_schedule_computed).toEqual({
      start: "2026-11-22T22:00:00.000Z",
      end: "2026-11-23T22:00:00.000Z",
    });
    const receivers = new Set(body.data.menus.map((m) => m.pay_receiver_id));
    expect(receivers.size).toBeGreaterThanOrEqual(2);
  });

  it("gives a closed venue no today pair", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/superapp/homepage/demo-closed" });
    expect(homepageResponseSchema.parse(res.json()).data.cafe.today_schedule_computed).toBeNull();
  });

  it("answers an unknown link with a not_found envelope and 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/superapp/homepage/nope" });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe("not_found");
  });

  it.each(["DEMO", "a".repeat(80), "..%2Fetc", "demo%00", "-demo"])("refuses the malformed link %s with 400", async (link) => {
    const res = await t.app.inject({ method: "GET", url: `/api/superapp/homepage/${link}` });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toContain("venueLinkCode");
  });
});

describe("GET /api/superapp/offert/:venueId/:menuId", () => {
  it("fills the offer from the menu's pay receiver", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/superapp/offert/demo/demo-bar" });
    expect(res.statusCode).toBe(200);
    const { offert } = offertResponseSchema.parse(res.json()).data;
    expect(offert.cafe_name).toBe("Demo Bistro");
    expect(offert.company_type).toBe("ФОП");
    const kitchen = offertResponseSchema.parse((await t.app.inject("/api/superapp/offert/demo/demo-kitchen")).json());
    expect(kitchen.data.offert.company_name).not.toBe(offert.company_name);
  });

  it("answers unknown venue or menu, or a menu of another venue, with 404", async () => {
    for (const url of ["/api/superapp/offert/nope/demo-bar", "/api/superapp/offert/demo/nope", "/api/superapp/offert/demo-geo/demo-bar"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe("not_found");
    }
  });
});
