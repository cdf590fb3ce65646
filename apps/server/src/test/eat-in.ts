import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { insidePrepareResponseSchema } from "@tablewise/domain/contract/inside";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import type { Order } from "@tablewise/domain/contract/order";
import { demoStaffToken } from "../modules/staff/staff-auth";

// Eat-in test helpers: drive the real routes through inject() (demo venues: tables 111111, 111112 of
// "demo", 222222 of "demo-geo").
type Res = { statusCode: number; json: () => unknown };
export const errorOf = (res: Res) => errorEnvelopeSchema.parse(res.json()).error;

// A pay body for part of one line (SPEC §7 pay): cash, no tip, unless `extra` says otherwise.
export const payBody = (lineId: string, quantity: number, extra: object = {}) => ({
  pay_method: "cash",
  selected_items: [{ line_id: lineId, quantity }],
  tip: 0,
  ...extra,
});

// The reason the tests give for closing a bill that may be unpaid.
export const tableFreed = { unpaid_reason: "other", note: "test over" } as const;

export const visitor = (n = 1) => `visitor-${String(n).padStart(4, "0")}`;

export function eatIn(app: FastifyInstance) {
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function prepare(code: string, cartId?: string) {
    const res = await app.inject({
      method: "GET",
      url: `/api/superapp/inside/${code}/prepare${cartId ? `?cart_id=${cartId}` : ""}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return insidePrepareResponseSchema.parse(res.json()).data;
  }

  async function fillCart(
    cartId: string,
    items: { menu_id: string; product_id: string; quantity: number }[],
  ) {
    for (const item of items) {
      const res = await post(`/api/cart/${cartId}/add`, { ...item, variants: [], modificators: [] });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  const napoleons = (quantity = 2) => [{ menu_id: "demo-kitchen", product_id: "p-napoleon", quantity }];

  // A new order (or an append) at the table; returns the order and the table's access code.
  async function order(code = "111111", items = napoleons(), who = visitor(), extra: object = {}) {
    const prepared = await prepare(code);
    await fillCart(prepared.cart._id, items);
    const res = await post(`/api/superapp/inside/${code}/create`, {
      cart_id: prepared.cart._id,
      visitor_id: who,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order: Order = orderResponseSchema.parse(res.json()).data.order;
    return { order, accessCode: prepared.inside.access_code, cartId: prepared.cart._id };
  }

  // The tests close a bill to free its table: an unpaid one only with the venue's reason (SPEC §4),
  // which a paid one ignores. staff-adjustment tests check the refusal without one.
  const staff = (id: string, action: string, body?: object, token = demoStaffToken) =>
    post(`/api/staff/orders/${id}/${action}`, body ?? (action === "close" ? tableFreed : undefined), {
      authorization: `Bearer ${token}`,
    });

  const getOrder = (id: string, headers: Record<string, string>) =>
    app.inject({ method: "GET", url: `/api/superapp/orders/${id}`, headers });

  const pay = (id: string, accessCode: string, body: unknown) =>
    post(`/api/superapp/orders/${id}/pay`, body, { "x-access-code": accessCode });

  // An accepted order, ready to pay.
  async function servingOrder(code = "111111", items = napoleons()) {
    const placed = await order(code, items);
    const accepted = await staff(placed.order._id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    return placed;
  }

  return { post, prepare, fillCart, napoleons, order, staff, getOrder, pay, servingOrder };
}
