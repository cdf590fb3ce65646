import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { orderSchema, type Order } from "@tablewise/domain/contract/order";
import { changeLocale, initI18n, loadNamespaces } from "../../../i18n/setup";
import { OrderStatus } from "./order-status";

// The guest's order page reads the venue's fulfilment steps (a fixture order as the
// server sends it, contract order.ts).
const unpaid = "unpaid";
const order = (o: Partial<Order>): Order => ({
  ...orderSchema.parse({
    _id: "B".repeat(24),
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
    payment_statuses: { cash: unpaid, card: unpaid, online: unpaid, bonus: unpaid },
    paid_at: null,
    closed_at: null,
    confirmed_at: "2031-05-06T10:01:00Z",
    date: "2031-05-06T10:00:00Z",
    serial_order_id: 7,
    local_id: "demo-7",
    order_type: "preorder",
    is_delivery: false,
    cafe_id: "demo",
  }),
  ...o,
});

describe("OrderStatus", () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(["preorder"]);
  });
  afterEach(() => cleanup());

  it("shows each takeaway and delivery stage", () => {
    const cases: [Partial<Order>, string][] = [
      [{ status: "waiting", fulfilment: null }, "Waiting for the venue"],
      [{ fulfilment: "accepted" }, "Being prepared"],
      [{ fulfilment: "ready" }, "Ready for pickup"],
      [{ fulfilment: "ready", order_type: "delivery", is_delivery: true }, "Ready, waiting for the courier"],
      [{ fulfilment: "out_for_delivery", order_type: "delivery", is_delivery: true }, "On the way"],
      [{ status: "closed", fulfilment: "ready" }, "Handed over"],
      [{ status: "closed", order_type: "delivery", is_delivery: true }, "Delivered"],
    ];
    for (const [fields, title] of cases) {
      render(<OrderStatus order={order(fields)} />);
      expect(screen.getByTestId("order-status").textContent).toContain(title);
      cleanup();
    }
  });

  it("speaks the guest's language", async () => {
    await changeLocale("uk");
    render(<OrderStatus order={order({ fulfilment: "out_for_delivery", order_type: "delivery" })} />);
    expect(screen.getByTestId("order-status").textContent).toContain("У дорозі");
    await changeLocale("en");
  });
});
