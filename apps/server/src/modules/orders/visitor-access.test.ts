import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../../test/eat-in";

// The archive lists a guest's orders by visitor id; opening one from another table (whose
// access code the page sends, being the table the guest sits at now) must not answer 403.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
});
afterAll(() => t.close());

describe("an archived order read from another table", () => {
  it("opens with the guest's own visitor id beside the current table's code, and only for that guest", async () => {
    const guest = visitor(181);
    const { order } = await k.order("111117", k.napoleons(1), guest);
    expect((await k.staff(order._id, "accept")).statusCode).toBe(200);
    expect((await k.staff(order._id, "close")).statusCode).toBe(200);

    const archive = archiveResponseSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/superapp/archive?cafe_id=demo&visitor_id=${guest}&mode=inside`,
        })
      ).json(),
    );
    expect(archive.data.orders.map((o) => o._id)).toContain(order._id);

    // The guest now sits at table 8: the page sends that table's code and the guest's visitor id.
    const hereNow = (await k.prepare("111118")).inside.access_code;
    const mine = await k.getOrder(order._id, { "x-access-code": hereNow, "x-visitor-id": guest });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(orderResponseSchema.parse(mine.json()).data.order._id).toBe(order._id);

    // Another guest at table 8 learns nothing from the id: their visitor id never ordered on it.
    const stranger = await k.getOrder(order._id, { "x-access-code": hereNow, "x-visitor-id": visitor(182) });
    expect(stranger.statusCode).toBe(403);
    expect(errorOf(stranger).code).toBe("forbidden");
    expect((await k.getOrder(order._id, { "x-access-code": hereNow })).statusCode).toBe(403);
  });

  it("never lets another table's code pay an open order, even beside the ordering visitor's id", async () => {
    const guest = visitor(183);
    const { order } = await k.order("111117", k.napoleons(1), guest);
    expect((await k.staff(order._id, "accept")).statusCode).toBe(200);
    const other = (await k.prepare("111118")).inside.access_code;
    const body = payBody(order.list[0]!._id, 1);
    expect((await k.pay(order._id, other, body)).statusCode).toBe(403);
    const withVisitor = await k.post(`/api/superapp/orders/${order._id}/pay`, body, {
      "x-access-code": other,
      "x-visitor-id": guest,
    });
    expect(withVisitor.statusCode).toBe(403);
    expect((await k.staff(order._id, "close")).statusCode).toBe(200);
  });
});
