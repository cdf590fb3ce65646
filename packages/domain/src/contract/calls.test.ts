import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { pathParamNames, buildPath, type CallDescriptor } from "./call";
import * as cart from "./cart";
import * as client from "./client";
import * as delivery from "./delivery";
import * as homepage from "./homepage";
import * as inside from "./inside";
import * as orderCalls from "./order-calls";
import * as phone from "./phone-verification";
import * as preorder from "./preorder";
import * as preview from "./preview";
import * as reserve from "./reserve";
import * as telemetry from "./telemetry";

const modules = [
  cart,
  client,
  delivery,
  homepage,
  inside,
  orderCalls,
  phone,
  preorder,
  preview,
  reserve,
  telemetry,
];
const calls = modules.flatMap((m) =>
  Object.entries(m)
    .filter(([name]) => name.endsWith("Call"))
    .map(([name, call]) => ({ name, ...(call as CallDescriptor) })),
);

// Every call of SPEC §7, with /api/superapp for venue, reservation and guest flows and /api for telemetry,
// cart and preview.
const spec = `
GET /api/superapp/homepage/:venueLinkCode
GET /api/superapp/offert/:venueId/:menuId
GET /api/superapp/reserve/:cafeLink/prepare
POST /api/superapp/reserve/create
POST /api/superapp/reserve/compute-timeslots
GET /api/superapp/reservations/:id/payment-form
GET /api/superapp/reservations/:id
GET /api/superapp/reservations/:id/pdf-receipt
GET /api/superapp/reservations/:id/calendar-invite
POST /api/superapp/security/phone-number-verification/request
POST /api/superapp/security/phone-number-verification/confirm
GET /api/superapp/inside/:code/prepare
POST /api/superapp/inside/:code/verify-geolocation
POST /api/superapp/inside/:code/call-waiter
POST /api/superapp/inside/:code/create
POST /api/superapp/orders/:id/pay
GET /api/superapp/orders/:id
POST /api/superapp/orders/:id/append
GET /api/superapp/archive
POST /api/superapp/orders/:id/estimate-split-payments
POST /api/superapp/orders/:id/payments/:paymentId/cancel
GET /api/superapp/preorder/:cafe/prepare/:mode
POST /api/superapp/preorder/:cafe/create
GET /api/superapp/preorders/:id
POST /api/superapp/preorders/:id/pay
GET /api/superapp/delivery/:cafe/search-addresses
GET /api/superapp/delivery/:cafe/estimate-tariffs
POST /api/superapp/clients/create
GET /api/superapp/clients/profile/:id
GET /api/preview/:cafe_link/prepare
POST /api/cart/:cartId/add
POST /api/cart/:cartId/change-quantity
GET /api/cart/:cartId
POST /api/cart/:cartId/clear
POST /api/telemetry/init
POST /api/telemetry/gestures/:session
POST /api/telemetry/event/:session
POST /api/telemetry/target/:session
POST /api/telemetry/milestone/:session/:milestone
`
  .trim()
  .split("\n");

const keysOf = (schema: z.ZodType | undefined) =>
  Object.keys((schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}).sort();

describe("SPEC §7 every call has one descriptor", () => {
  it("covers exactly the calls of SPEC §7", () => {
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([...spec].sort());
  });

  it.each(calls.map((c) => [c.name, c] as const))(
    "%s: params schema matches the path's segments",
    (_, call) => {
      expect(keysOf(call.params)).toEqual(pathParamNames(call.path).sort());
    },
  );

  it.each(calls.map((c) => [c.name, c] as const))(
    "%s: GET has no body and answers an ok envelope",
    (_, call) => {
      if (call.method === "GET") expect(call.body).toBeUndefined();
      if (call.response) expect(keysOf(call.response)).toEqual(["data", "success"]);
      else expect(call.path).toMatch(/pdf-receipt|calendar-invite/);
    },
  );
});

describe("buildPath for SPEC §7 paths", () => {
  it("fills and encodes params", () => {
    expect(buildPath(cart.cartAddCall.path, { cartId: "abc_DEF-123" })).toBe("/api/cart/abc_DEF-123/add");
    expect(buildPath(homepage.offertCall.path, { venueId: "a/b", menuId: "m 1" })).toBe(
      "/api/superapp/offert/a%2Fb/m%201",
    );
  });
  it("refuses a missing param", () => {
    expect(() => buildPath(preorder.preorderPrepareCall.path, { cafe: "demo" })).toThrow(/mode/);
  });
});
