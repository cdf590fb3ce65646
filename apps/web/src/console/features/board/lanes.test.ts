import { describe, expect, it } from "vitest";
import { board, call, minutes, order, payment, reservation, t0 } from "../../test/fixtures";
import {
  canDecline,
  lanesFor,
  latenessOf,
  leftToPayUnits,
  primaryAction,
  roleMay,
  sortIntoLanes,
  ticketSince,
} from "./lanes";

describe("board lanes", () => {
  it("puts waiting orders and orders with a waiting append in New, the rest of the open ones in progress", () => {
    const waiting = order();
    const withAppend = order({
      status: "serving",
      appends: [{ _id: "a1", status: "waiting", list: [], created_at: minutes(5) }],
    });
    const serving = order({ status: "serving" });
    const closed = order({ status: "closed" });
    const lanes = sortIntoLanes(board({ orders: [serving, withAppend, waiting, closed] }));
    expect(lanes.new.map((o) => o.order._id)).toEqual([waiting.order._id, withAppend.order._id]);
    expect(lanes.progress.map((o) => o.order._id)).toEqual([serving.order._id]);
    // An addition's clock starts when it was added, not when the order was.
    expect(ticketSince(withAppend)).toBe(minutes(5));
  });

  it("lists cash and card requests and held split parts as payments waiting, not pending online ones", () => {
    const o = order(
      { status: "paying", split_deadline_at: minutes(15) },
      {
        payments: [
          payment({ id: "cash-req" }),
          payment({ id: "online-pending", method: "online", status: "pending" }),
          payment({ id: "held", method: "online", status: "held" }),
          payment({ id: "paid", status: "paid" }),
        ],
      },
    );
    const items = sortIntoLanes(board({ orders: [o] })).payments;
    expect(items.map((i) => i.payment.id)).toEqual(["cash-req", "held"]);
    expect(items[1]!.deadline).toBe(minutes(15));
  });

  it("shows open waiter calls first, and drops cancelled reservations", () => {
    const lanes = sortIntoLanes(
      board({
        waiter_calls: [
          call({ id: "done", acknowledged_at: minutes(2), called_at: t0 }),
          call({ id: "open" }),
        ],
        reservations: [reservation({ _id: "r-cancelled-aaaaaaaaaaaa", status: "cancelled" }), reservation()],
      }),
    );
    expect(lanes.calls.map((c) => c.id)).toEqual(["open", "done"]);
    expect(lanes.reservations).toHaveLength(1);
  });

  it("gives each order kind and stage its one primary action", () => {
    expect(primaryAction(order())).toBe("accept");
    expect(primaryAction(order({ status: "serving" }))).toBe("served");
    expect(primaryAction(order({ status: "served" }))).toBe("close");
    // Part paid: the bill goes on to its close (what is left shows on the ticket), never Served again.
    expect(primaryAction(order({ status: "paying" }))).toBe("close");
    const delivery = { order_type: "delivery" as const, is_delivery: true, status: "serving" as const };
    expect(primaryAction(order(delivery, { fulfilment: "accepted" }))).toBe("ready");
    expect(primaryAction(order(delivery, { fulfilment: "ready" }))).toBe("out_for_delivery");
    expect(primaryAction(order(delivery, { fulfilment: "out_for_delivery" }))).toBe("delivered");
    expect(primaryAction(order({ order_type: "preorder", status: "serving" }, { fulfilment: "ready" }))).toBe(
      "delivered",
    );
    expect(primaryAction(order({ status: "cancelled" }))).toBeNull();
  });

  it("counts what is left to pay of a bill in minor units: units not yet paid", () => {
    const bill = order({ status: "paying" });
    expect(leftToPayUnits(bill)).toBe(24_000);
    bill.order.list[0]!.paid_quantity = 1;
    expect(leftToPayUnits(bill)).toBe(12_000);
  });

  it("takes the amounts paid as shares of the bill off what is left, not the ones still at the gateway", () => {
    const bill = order({ status: "paying" });
    const share = (amount: number, status: "paid" | "held" | "refunded") => ({
      _id: `s-${amount}-${status}`,
      method: "online" as const,
      status,
      amount,
      tip: 0,
      total: amount,
      waiter_id: null,
      items: [],
      covers: { kind: "amount" as const },
      created_at: minutes(3),
      settled_at: minutes(2),
      refunded_amount: status === "refunded" ? amount : 0,
    });
    bill.order.payments = [share(100, "paid"), share(40, "held"), share(30, "refunded")];
    expect(leftToPayUnits(bill)).toBe(24_000 - 14_000);
  });

  it("declines new orders, and takeaway or delivery ones also after accepting, never a served eat-in one", () => {
    expect(canDecline(order())).toBe(true);
    expect(canDecline(order({ status: "served" }))).toBe(false);
    expect(canDecline(order({ order_type: "delivery", status: "serving" }))).toBe(true);
  });

  it("keeps money and floor work from the kitchen", () => {
    expect(lanesFor("kitchen")).toEqual(["new", "progress"]);
    expect(lanesFor("waiter")).toContain("payments");
    expect(roleMay("kitchen", "accept")).toBe(true);
    expect(roleMay("kitchen", "close")).toBe(false);
    expect(roleMay("kitchen", "delivered")).toBe(false);
    expect(roleMay("waiter", "delivered")).toBe(true);
  });

  it("colours by lateness, sooner for new tickets than for ones in progress", () => {
    expect(latenessOf("new", 2)).toBe("fresh");
    expect(latenessOf("new", 4)).toBe("late");
    expect(latenessOf("new", 7)).toBe("very-late");
    expect(latenessOf("progress", 7)).toBe("fresh");
    expect(latenessOf("progress", 30)).toBe("very-late");
  });
});
