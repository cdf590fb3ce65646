import { describe, expect, it } from "vitest";
import {
  orderHistoryCursorOf,
  orderHistoryCursorSchema,
  orderHistoryDefaultLimit,
  orderHistoryQuerySchema,
} from "./order-history";

describe("order history search parameters", () => {
  it("reads query text into typed values, with a default page", () => {
    const q = orderHistoryQuerySchema.parse({
      date: "2031-03-04",
      from: "09:30",
      to: "24:00",
      serial: "12",
      amount_min: "9.5",
    });
    expect(q).toMatchObject({
      serial: 12,
      amount_min: 9.5,
      from: { hour: 9, minute: 30 },
      to: { hour: 24, minute: 0 },
    });
    expect(q.limit).toBe(orderHistoryDefaultLimit);
  });

  it("gives back the cursor it made", () => {
    const at = new Date("2031-03-04T10:00:00.123Z");
    expect(orderHistoryCursorSchema.parse(orderHistoryCursorOf(at, "abc_DEF-1"))).toEqual({
      at,
      id: "abc_DEF-1",
    });
  });

  it.each([
    { limit: "101" },
    { limit: ["1", "2"] },
    { date: "2031-13-01" },
    { from: "10:00" },
    { date: "2031-03-04", from: "10:00", to: "09:59" },
    { date: "2031-03-04", to: "24:01" },
    { amount_min: "5", amount_max: "4" },
    { serial: "1e3" },
    { cursor: "1.a b" },
    { cursor: "99999999999999999.x" },
  ])("refuses %o", (query) => {
    expect(orderHistoryQuerySchema.safeParse(query).success).toBe(false);
  });
});
