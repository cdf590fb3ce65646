import { describe, expect, it } from "vitest";
import { orderSchema, type Order } from "@tablewise/domain/contract/order";
import { preorderStage } from "./preorder-stage";

// A delivery order as the server sends it (contract order.ts), parsed so the fixture stays in shape.
const none = "unpaid";
const fixture: Order = orderSchema.parse({
  _id: "A".repeat(24),
  status: "serving",
  total: 20,
  sum: 20,
  tip_amount: 0,
  discount: 0,
  discount_value: 0,
  list: [],
  appends: [],
  guests: [],
  guests_count: 1,
  split_payments: [],
  payment_sums: { cash: 0, card: 0, online: 0, bonus: 0 },
  payment_statuses: { cash: none, card: none, online: none, bonus: none },
  paid_at: null,
  closed_at: null,
  confirmed_at: "2031-05-06T10:01:00Z",
  date: "2031-05-06T10:00:00Z",
  serial_order_id: 12,
  local_id: "demo-12",
  order_type: "delivery",
  is_delivery: true,
  cafe_id: "demo",
  fulfilment: "accepted",
});

const at = (o: Partial<Order>) => preorderStage({ ...fixture, ...o });

describe("preorderStage", () => {
  it("follows fulfilment once the venue accepted the order", () => {
    expect(at({ fulfilment: "accepted" })).toBe("preparing");
    expect(at({ fulfilment: "ready" })).toBe("ready_courier");
    expect(at({ fulfilment: "ready", order_type: "preorder" })).toBe("ready_pickup");
    expect(at({ fulfilment: "out_for_delivery" })).toBe("on_the_way");
  });

  it("reads closed as delivered or handed over, and cancelled as cancelled", () => {
    expect(at({ status: "closed", fulfilment: "out_for_delivery" })).toBe("delivered");
    expect(at({ status: "closed", order_type: "preorder", fulfilment: "ready" })).toBe("handed_over");
    expect(at({ status: "cancelled", fulfilment: "accepted" })).toBe("cancelled");
  });

  it("falls back on the status before acceptance or without fulfilment", () => {
    expect(at({ status: "waiting", fulfilment: null })).toBe("waiting");
    expect(at({ status: "waiting", fulfilment: undefined })).toBe("waiting");
    expect(at({ status: "paying", fulfilment: null })).toBe("paying");
    expect(at({ status: "serving", fulfilment: null })).toBe("preparing");
    expect(at({ status: "served", fulfilment: null, order_type: "preorder" })).toBe("ready_pickup");
  });
});
