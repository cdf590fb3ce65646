import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { AddressSearchResult, DeliveryAddress } from "@tablewise/domain/contract/address";
import { clientResponseSchema } from "@tablewise/domain/contract/client";
import { searchAddressesResponseSchema } from "@tablewise/domain/contract/delivery";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import {
  preorderCreateResponseSchema,
  preorderPrepareResponseSchema,
  type PreorderCreateBodyInput,
} from "@tablewise/domain/contract/preorder";
import { visitor } from "./eat-in";

// Delivery and takeaway test helpers: drive the real routes through inject() (demo venues: "demo" open
// 24/7 with tariffs and phone verification, "demo-closed" closed but baking to order 08:00-20:00).
export function preorders(app: FastifyInstance) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload: payload as object, headers });
  const clientSecrets = new Map<string, string>();
  const get = (url: string) => app.inject({ method: "GET", url });

  async function prepare(link: string, mode: "delivery" | "takeaway", cartId?: string) {
    const res = await get(
      `/api/superapp/preorder/${link}/prepare/${mode}${cartId ? `?cart_id=${cartId}` : ""}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return preorderPrepareResponseSchema.parse(res.json()).data;
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

  const napoleons = (quantity: number) => [{ menu_id: "demo-kitchen", product_id: "p-napoleon", quantity }];
  const loaves = (quantity: number) => [
    { menu_id: "closed-menu", product_id: "closed-p-sourdough", quantity },
  ];

  async function lastCode(phone: string): Promise<string> {
    const res = await get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const text = (res.json() as { data: { messages: { text: string }[] } }).data.messages[0]!.text;
    return /(\d{4})/.exec(text)![1]!;
  }

  // A phone proven with the code from the demo outbox; the verification token.
  async function verify(cafeId: string, phone: string): Promise<string> {
    const req = await post("/api/superapp/security/phone-number-verification/request", {
      cafe_id: cafeId,
      phone,
      // One test device: a phone it proved once is "already verified" for it.
      visitor_id: visitor(),
    });
    expect(req.statusCode, req.body).toBe(200);
    const { token, already_verified } = phoneVerificationRequestResponseSchema.parse(req.json()).data;
    if (!already_verified) {
      const code = await lastCode(phone);
      await post("/api/superapp/security/phone-number-verification/confirm", { token, code });
    }
    return token;
  }

  async function verifiedClient(cafeId: string, phone: string, name = "Olena") {
    const token = await verify(cafeId, phone);
    const res = await post("/api/superapp/clients/create", {
      name,
      phone,
      cafe_id: cafeId,
      verification_token: token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const client = clientResponseSchema.parse(res.json()).data.client;
    if (client.client_secret) clientSecrets.set(client._id, client.client_secret);
    return client;
  }

  async function findAddress(link: string, search: string, language = "en"): Promise<AddressSearchResult[]> {
    const q = new URLSearchParams({ search, language });
    const res = await get(`/api/superapp/delivery/${link}/search-addresses?${q.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return searchAddressesResponseSchema.parse(res.json()).data.results;
  }

  // The address the guest's address page would send for a search result.
  const toAddress = (r: AddressSearchResult, extra: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
    street: r.street,
    street_name: r.street_name,
    house_number: r.house_number,
    place_type: "flat",
    flat: "12",
    flat_enter_type: "bell",
    deliver_to: "office",
    is_reachable: r.is_reachable,
    city: r.city,
    country: r.country,
    lat: r.location.lat,
    lon: r.location.lon,
    ...extra,
  });

  // The device that created a client keeps its secret; the helper sends it as the app does.
  const create = (link: string, body: PreorderCreateBodyInput) => {
    const secret = body.client_id ? clientSecrets.get(body.client_id) : undefined;
    return post(`/api/superapp/preorder/${link}/create`, body, secret ? { "x-client-secret": secret } : {});
  };

  async function created(link: string, body: PreorderCreateBodyInput) {
    const res = await create(link, body);
    expect(res.statusCode, res.body).toBe(200);
    return preorderCreateResponseSchema.parse(res.json()).data;
  }

  const takeawayBody = (
    cartId: string,
    extra: Partial<PreorderCreateBodyInput> = {},
  ): PreorderCreateBodyInput => ({
    cart_id: cartId,
    utensils: 2,
    is_delivery: false,
    target_date: null,
    pay_method: "cash",
    visitor_id: visitor(31),
    ...extra,
  });

  return {
    post,
    get,
    prepare,
    fillCart,
    napoleons,
    loaves,
    lastCode,
    verify,
    verifiedClient,
    findAddress,
    toAddress,
    create,
    created,
    takeawayBody,
  };
}
