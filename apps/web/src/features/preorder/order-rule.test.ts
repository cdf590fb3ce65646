import { describe, expect, it } from "vitest";
import { disabledText, orderBlock, showsBarMessage, type OrderInput } from "./order-rule";

const ready: OrderInput = {
  mode: "delivery",
  itemCount: 2,
  allItemsAvailable: true,
  isBusy: false,
  hasName: true,
  hasPhone: true,
  cartTotal: 300,
  minCheck: 200,
  address: { is_reachable: true },
  needsTariff: false,
  isClosed: false,
  targetDate: null,
};

describe("order button rule (SPEC §5)", () => {
  it("is enabled when every condition holds", () => {
    expect(orderBlock(ready)).toBeNull();
    expect(orderBlock({ ...ready, mode: "takeaway", address: null })).toBeNull();
  });

  it("needs items and no request in flight", () => {
    expect(orderBlock({ ...ready, itemCount: 0 })).toBe("select");
    expect(orderBlock({ ...ready, isBusy: true })).toBe("busy");
  });

  it("waits for a connection offline, saying so before anything left to fill in", () => {
    expect(orderBlock({ ...ready, isOffline: true })).toBe("offline");
    expect(orderBlock({ ...ready, isOffline: true, hasName: false })).toBe("offline");
    expect(disabledText("offline")).toBe("offline");
    expect(showsBarMessage("offline", false)).toBe(true);
  });

  it("needs the client's name and phone", () => {
    expect(orderBlock({ ...ready, hasPhone: false })).toBe("fill_in");
    expect(orderBlock({ ...ready, hasName: false })).toBe("fill_in");
  });

  it("needs the mode's minimum check, the exact amount being enough", () => {
    expect(orderBlock({ ...ready, cartTotal: 199.99 })).toBe("min_check");
    expect(orderBlock({ ...ready, cartTotal: 200 })).toBeNull();
  });

  it("needs every item on a loaded menu", () => {
    expect(orderBlock({ ...ready, allItemsAvailable: false })).toBe("unavailable");
  });

  it("needs an address for delivery, reachable, and a tariff when the price asks for one", () => {
    expect(orderBlock({ ...ready, address: null })).toBe("fill_in");
    expect(orderBlock({ ...ready, address: { is_reachable: false } })).toBe("out_of_range");
    expect(orderBlock({ ...ready, needsTariff: true })).toBe("fill_in");
  });

  it("needs a scheduled time while the venue is closed", () => {
    expect(orderBlock({ ...ready, isClosed: true })).toBe("fill_in");
    expect(orderBlock({ ...ready, isClosed: true, targetDate: "2026-07-16T09:00:00+03:00" })).toBeNull();
  });

  it("never orders in preview", () => {
    expect(orderBlock({ ...ready, mode: "preview" })).toBe("preview");
  });

  it("says 'out of range' for an unreachable address, else 'fill in'", () => {
    expect(disabledText("out_of_range")).toBe("out_of_range");
    // Only the minimum missing says so, not "fill in the details".
    expect(disabledText("min_check")).toBe("min_check");
    expect(disabledText("fill_in")).toBe("fill_in");
  });
});

describe("payment bar message", () => {
  it("asks to fill in the fields only once the guest touched the form; other reasons show at once", () => {
    expect(showsBarMessage("fill_in", false)).toBe(false);
    expect(showsBarMessage("fill_in", true)).toBe(true);
    expect(showsBarMessage("min_check", false)).toBe(true);
    expect(showsBarMessage("select", false)).toBe(true);
    expect(showsBarMessage(null, true)).toBe(false);
    expect(showsBarMessage("busy", true)).toBe(false);
  });
});
