import { describe, expect, it } from "vitest";
import { envelope } from "./common";
import { orderSchema, type Order } from "./order";
import { orderPayDataSchema, orderResponseSchema } from "./order-calls";
import { listenPayloadSchema, updatePayloadSchema } from "./realtime";
import { timeslotsByDateSchema } from "./preorder";

const order: Order = orderSchema.parse({
  _id: "o".repeat(22),
  status: "serving",
  total: 90,
  sum: 90,
  tip_amount: 0,
  discount: 0,
  discount_value: 0,
  list: [
    {
      _id: "l1",
      product_id: "p1",
      name: "Latte",
      category: "Coffee",
      price: 45,
      full_price: 45,
      total: 90,
      quantity: 2,
      variants: [],
      modificators: [],
    },
  ],
  appends: [],
  guests: [],
  guests_count: 1,
  split_payments: [],
  payment_sums: { cash: 0, card: 0, online: 0, bonus: 0 },
  payment_statuses: { cash: "unpaid", card: "unpaid", online: "unpaid", bonus: "unpaid" },
  paid_at: null,
  closed_at: null,
  confirmed_at: "2026-11-23T10:00:00.000Z",
  date: "2026-11-23T09:58:00.000Z",
  serial_order_id: 7,
  local_id: "A-7",
  order_type: "inside",
  is_delivery: false,
  cafe_id: "demo",
});

describe("SPEC §7 response envelopes", () => {
  it("answers { success: true, data } or { success: false, error }", () => {
    expect(orderResponseSchema.safeParse({ success: true, data: { order } }).success).toBe(true);
    const either = envelope(orderResponseSchema.shape.data);
    expect(
      either.parse({ success: false, error: { code: "not_found", message: "Order not found" } }),
    ).toMatchObject({
      success: false,
    });
    expect(either.safeParse({ success: true, error: { code: "x", message: "y" } }).success).toBe(false);
  });

  it("pay answers a payment link when online payment is required (SPEC §4)", () => {
    const online = orderPayDataSchema.parse({
      require_online_payment: true,
      data: { gateway: "sandbox", pay_url: "/pay/sandbox/p1" },
    });
    expect(online.require_online_payment && online.data.pay_url).toBe("/pay/sandbox/p1");
    expect(
      orderPayDataSchema.safeParse({ require_online_payment: true, data: { paid_order: order } }).success,
    ).toBe(false);
  });

  it("pay answers the paid and remaining orders otherwise", () => {
    const paid = { require_online_payment: false, data: { paid_order: order, unpaid_order: null } };
    expect(orderPayDataSchema.safeParse(paid).success).toBe(true);
    expect(orderPayDataSchema.safeParse({ ...paid, data: { paid_order: order } }).success).toBe(false);
  });

  it("groups preorder timeslots by venue-local date", () => {
    expect(
      timeslotsByDateSchema.safeParse({ "2026-11-23": [{ start: "2026-11-23T10:00:00.000Z" }] }).success,
    ).toBe(true);
    expect(timeslotsByDateSchema.safeParse({ today: [] }).success).toBe(false);
  });
});

describe("SPEC §7 realtime events", () => {
  it("listen takes an order id and an optional access code", () => {
    expect(listenPayloadSchema.safeParse({ order_id: order._id }).success).toBe(true);
    expect(listenPayloadSchema.safeParse({ order_id: order._id, access_code: "123456" }).success).toBe(true);
    expect(listenPayloadSchema.safeParse({}).success).toBe(false);
    expect(listenPayloadSchema.safeParse({ order_id: "../x" }).success).toBe(false);
  });
  it("update is tagged order or preorder and carries the order", () => {
    expect(updatePayloadSchema.parse({ type: "preorder", order }).order.local_id).toBe("A-7");
    expect(updatePayloadSchema.safeParse({ type: "inside", order }).success).toBe(false);
  });
});
