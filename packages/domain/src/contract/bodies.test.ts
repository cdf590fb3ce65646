import { describe, expect, it } from "vitest";
import { cartAddBodySchema, cartChangeQuantityBodySchema } from "./cart";
import { visitorIdSchema } from "./common";
import { estimateTariffsQuerySchema } from "./delivery";
import { paymentLinkSchema } from "./order";
import { archiveQuerySchema, orderPayBodySchema } from "./order-calls";
import { phoneVerificationConfirmBodySchema } from "./phone-verification";
import { preorderCreateBodySchema } from "./preorder";
import { reserveCreateBodySchema } from "./reserve";
import { telemetryEventBodySchema, telemetryGesturesBodySchema } from "./telemetry";
import { dayScheduleSchema, timeZoneSchema } from "./venue";

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;
const cartId = "c".repeat(22);
const visitor = "visitor_123";

describe("SPEC §5/§7 cart bodies", () => {
  const add = { menu_id: "m", product_id: "p", quantity: 1, variants: ["v1"], modificators: [] };
  it("takes a quantity of 1..30 per item", () => {
    expect(ok(cartAddBodySchema, add)).toBe(true);
    expect(ok(cartAddBodySchema, { ...add, quantity: 30 })).toBe(true);
    expect(ok(cartAddBodySchema, { ...add, quantity: 0 })).toBe(false);
    expect(ok(cartAddBodySchema, { ...add, quantity: 31 })).toBe(false);
    expect(ok(cartAddBodySchema, { ...add, quantity: 1.5 })).toBe(false);
    expect(ok(cartAddBodySchema, { ...add, quantity: "2" })).toBe(false);
  });
  it("refuses unknown keys, repeated item ids and long comments", () => {
    expect(ok(cartAddBodySchema, { ...add, price: 0 })).toBe(false);
    expect(ok(cartAddBodySchema, { ...add, variants: ["v1", "v1"] })).toBe(false);
    expect(ok(cartAddBodySchema, { ...add, client_comment: "x".repeat(501) })).toBe(false);
    expect(
      ok(cartAddBodySchema, { ...add, modificators: Array.from({ length: 101 }, (_, i) => `m${i}`) }),
    ).toBe(false);
  });
  it("change-quantity takes 0 (SPEC §4 minus at 1 removes) to 30", () => {
    expect(ok(cartChangeQuantityBodySchema, { item_id: "i", quantity: 0 })).toBe(true);
    expect(ok(cartChangeQuantityBodySchema, { item_id: "i", quantity: 31 })).toBe(false);
    expect(ok(cartChangeQuantityBodySchema, { item_id: "i", quantity: -1 })).toBe(false);
  });
});

describe("SPEC §3 visitor ids", () => {
  it("are 8..64 url-safe characters", () => {
    expect(ok(visitorIdSchema, "abcd_EF-")).toBe(true);
    expect(ok(visitorIdSchema, "short")).toBe(false);
    expect(ok(visitorIdSchema, "a".repeat(65))).toBe(false);
    expect(ok(visitorIdSchema, "has space")).toBe(false);
    expect(ok(archiveQuerySchema, { cafe_id: "demo", visitor_id: visitor, mode: "inside" })).toBe(true);
  });
});

describe("SPEC §7 preorder create body", () => {
  const address = { street: "Khreshchatyk", house_number: "1", place_type: "house", lat: 50.45, lon: 30.52 };
  const body = {
    cart_id: cartId,
    utensils: 2,
    is_delivery: false,
    target_date: null,
    pay_method: "cash",
    visitor_id: visitor,
  };
  it("takeaway needs no address and refuses one", () => {
    expect(ok(preorderCreateBodySchema, body)).toBe(true);
    expect(ok(preorderCreateBodySchema, { ...body, address })).toBe(false);
  });
  it("delivery needs an address (SPEC §5)", () => {
    expect(ok(preorderCreateBodySchema, { ...body, is_delivery: true })).toBe(false);
    expect(ok(preorderCreateBodySchema, { ...body, is_delivery: true, address })).toBe(true);
  });
  it("takes utensils 0..50 and a target date with offset", () => {
    expect(ok(preorderCreateBodySchema, { ...body, utensils: 51 })).toBe(false);
    expect(ok(preorderCreateBodySchema, { ...body, target_date: "2026-11-23T12:00:00+02:00" })).toBe(true);
    expect(ok(preorderCreateBodySchema, { ...body, target_date: "tomorrow" })).toBe(false);
  });
});

describe("SPEC §7/§9 pay body", () => {
  const pay = { pay_method: "online", selected_items: [{ line_id: "l1", quantity: 1 }], tip: 10 };
  it("takes tip 0, 5, 10, 15 or 20 percent", () => {
    for (const tip of [0, 5, 10, 15, 20]) expect(ok(orderPayBodySchema, { ...pay, tip })).toBe(true);
    for (const tip of [7, 25, -5, "10"]) expect(ok(orderPayBodySchema, { ...pay, tip })).toBe(false);
  });
  it("needs at least one selected line, each once", () => {
    expect(ok(orderPayBodySchema, { ...pay, selected_items: [] })).toBe(false);
    expect(
      ok(orderPayBodySchema, { ...pay, selected_items: [pay.selected_items[0], pay.selected_items[0]] }),
    ).toBe(false);
    expect(ok(orderPayBodySchema, { ...pay, pay_method: "bonus" })).toBe(false);
  });
  it("only sends guests to http(s) pages or this server's paths", () => {
    expect(ok(paymentLinkSchema, { gateway: "sandbox", pay_url: "/pay/sandbox/abc" })).toBe(true);
    expect(ok(paymentLinkSchema, { gateway: "g", pay_url: "https://pay.example.com/x" })).toBe(true);
    expect(ok(paymentLinkSchema, { gateway: "g", pay_url: "javascript:alert(1)" })).toBe(false);
    expect(ok(paymentLinkSchema, { gateway: "g", pay_url: "//evil.example.com" })).toBe(false);
  });
});

describe("SPEC §5 reservation and phone code bodies", () => {
  const reserve = {
    cart_item: { product_id: "svc", quantity: 1, variants: ["2h"], modificators: [] },
    persons_count: 2,
    client_first_name: "Olena",
    client_last_name: "K",
    client_phone: "+380501234567",
    client_email: "olena@example.com",
    reservation_date: "2026-11-24T18:00:00+02:00",
    cafe_id: "demo",
  };
  it("takes persons 1..7 and a real email and phone", () => {
    expect(ok(reserveCreateBodySchema, reserve)).toBe(true);
    expect(ok(reserveCreateBodySchema, { ...reserve, persons_count: 8 })).toBe(false);
    expect(ok(reserveCreateBodySchema, { ...reserve, persons_count: 0 })).toBe(false);
    expect(ok(reserveCreateBodySchema, { ...reserve, client_email: "olena" })).toBe(false);
    expect(ok(reserveCreateBodySchema, { ...reserve, client_phone: "0501234567" })).toBe(false);
    expect(ok(reserveCreateBodySchema, { ...reserve, client_first_name: "   " })).toBe(false);
  });
  it("phone codes are exactly 4 digits", () => {
    expect(ok(phoneVerificationConfirmBodySchema, { token: "t", code: "0123" })).toBe(true);
    expect(ok(phoneVerificationConfirmBodySchema, { token: "t", code: "123" })).toBe(false);
    expect(ok(phoneVerificationConfirmBodySchema, { token: "t", code: "12a4" })).toBe(false);
  });
});

describe("SPEC §7 query strings and telemetry", () => {
  it("reads lat and lon from query text and refuses empty or junk", () => {
    const q = estimateTariffsQuerySchema.parse({ address: "Khreshchatyk 1", lat: "50.45", lon: "30.52" });
    expect(q).toEqual({ address: "Khreshchatyk 1", lat: 50.45, lon: 30.52 });
    expect(ok(estimateTariffsQuerySchema, { address: "a", lat: "", lon: "30" })).toBe(false);
    expect(ok(estimateTariffsQuerySchema, { address: "a", lat: "abc", lon: "30" })).toBe(false);
    expect(ok(estimateTariffsQuerySchema, { address: "a", lat: "91", lon: "30" })).toBe(false);
  });
  it("bounds telemetry batches and payloads", () => {
    const gesture = { type: "tap", x: 10, y: 20, timestamp: 1 };
    expect(ok(telemetryGesturesBodySchema, { gestures: [gesture] })).toBe(true);
    expect(ok(telemetryGesturesBodySchema, { gestures: Array(501).fill(gesture) })).toBe(false);
    const payload = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(ok(telemetryEventBodySchema, { type: "menu.open", payload: { menu: "m1" }, timestamp: 1 })).toBe(
      true,
    );
    expect(ok(telemetryEventBodySchema, { type: "menu.open", payload, timestamp: 1 })).toBe(false);
    expect(ok(telemetryEventBodySchema, { type: "x", payload: { nested: { a: 1 } }, timestamp: 1 })).toBe(
      false,
    );
  });
});

describe("SPEC §3 venue schedule and zone", () => {
  it("ends a day at 24:00 at the latest", () => {
    const d = { workday: true, startHour: 9, startMinute: 0, endHour: 24, endMinute: 0 };
    expect(ok(dayScheduleSchema, d)).toBe(true);
    expect(ok(dayScheduleSchema, { ...d, endMinute: 30 })).toBe(false);
    expect(ok(dayScheduleSchema, { ...d, startHour: 24 })).toBe(false);
  });
  it("takes only time zones the runtime knows", () => {
    expect(ok(timeZoneSchema, "Europe/Kyiv")).toBe(true);
    expect(ok(timeZoneSchema, "Mars/Olympus")).toBe(false);
  });
});
