import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { buildPath } from "@tablewise/domain/contract/call";
import { idSchema, okEnvelope, venueLinkSchema } from "@tablewise/domain/contract/common";
import {
  clientCreateCall,
  clientProfileCall,
  clientSecretHeader,
  type Client,
} from "@tablewise/domain/contract/client";
import type { ClientCreateBodyInput } from "@tablewise/domain/contract/client";
import {
  estimateTariffsCall,
  searchAddressesCall,
  type EstimateTariffsData,
} from "@tablewise/domain/contract/delivery";
import type { AddressSearchResult } from "@tablewise/domain/contract/address";
import { preorderFiscalReceiptsCall } from "@tablewise/domain/contract/fiscal";
import { menuKindSchema, type Menu } from "@tablewise/domain/contract/menu";
import type { Order, PaymentLink } from "@tablewise/domain/contract/order";
import { archiveCall } from "@tablewise/domain/contract/order-calls";
import {
  preorderCreateCall,
  preorderGetCall,
  preorderPayCall,
  preorderPrepareDataSchema,
  type PreorderCreateBodyInput,
  type PreorderCreateData,
  type PreorderPayBody,
  type PreorderPrepareData,
} from "@tablewise/domain/contract/preorder";
import { preorderReceiptMailCall } from "@tablewise/domain/contract/receipt-mail";
import type { Locale } from "@tablewise/domain/contract/common";
import { request, RequestError } from "../../lib/api-client";
import { getVisitorId } from "../../lib/visitor-id";
import { guestKeys } from "../../lib/guest-query";
import { trackMilestone } from "../telemetry/telemetry";
import { guestEvents } from "../telemetry/guest-events";
import type { PreorderMode } from "../../lib/route-paths";
import { preorderPreparePath } from "./preorder-prepare-path";

// docs/decisions/007: menus are parsed in outline only (the server checked them against the contract).
const menuOutlineSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  kind: menuKindSchema,
  categories: z.array(z.looseObject({ _id: idSchema, products: z.array(idSchema) })),
  products: z.array(z.looseObject({ _id: idSchema, name: z.string(), base_price: z.number() })),
});
const prepareResponseSchema = okEnvelope(
  preorderPrepareDataSchema.extend({ menus: z.array(menuOutlineSchema) }),
);

// SPEC §7 GET /preorder/{cafe}/prepare/{mode}?cart_id.
export async function preparePreorder(
  link: string,
  mode: PreorderMode,
  cartId: string | null,
  signal?: AbortSignal,
): Promise<PreorderPrepareData> {
  if (!venueLinkSchema.safeParse(link).success)
    throw new RequestError("not_found", `No venue "${link}"`, 404);
  const body = await request(preorderPreparePath(link, mode, cartId), prepareResponseSchema, { signal });
  return { ...body.data, menus: body.data.menus as unknown as Menu[] };
}

// SPEC §7 POST /preorder/{cafe}/create -> order, payment (online only).
// The client's secret proves this device made the client: without it the id orders as nobody.
export async function createPreorder(
  link: string,
  body: PreorderCreateBodyInput,
  clientSecret?: string,
): Promise<PreorderCreateData> {
  const res = await request(buildPath(preorderCreateCall.path, { cafe: link }), preorderCreateCall.response, {
    method: "POST",
    body,
    ...(clientSecret ? { headers: { [clientSecretHeader]: clientSecret } } : {}),
  });
  trackMilestone("order_created");
  // Delivery, or takeaway (the "preorder" mode); never the address or the client.
  guestEvents.orderPlaced(res.data.order._id, body.is_delivery ? "delivery" : "preorder");
  return res.data;
}

export async function getPreorder(id: string, signal?: AbortSignal): Promise<Order> {
  const res = await request(buildPath(preorderGetCall.path, { id }), preorderGetCall.response, { signal });
  return res.data.order;
}

// The preorder's query: the receipt and the provider read it, the /order socket sets it on each push.
export const preorderQuery = (id: string) =>
  queryOptions({ queryKey: guestKeys.preorder(id), queryFn: ({ signal }) => getPreorder(id, signal) });

// The order's issued fiscal receipts (number and link). Its key follows the order's payments, so a
// payment settled or refunded reads them again.
export const preorderFiscalReceiptsQuery = (id: string, paidSignature: string) =>
  queryOptions({
    queryKey: [...guestKeys.preorder(id), "fiscal", paidSignature] as const,
    queryFn: async ({ signal }) =>
      (
        await request(
          buildPath(preorderFiscalReceiptsCall.path, { id }),
          preorderFiscalReceiptsCall.response,
          {
            signal,
          },
        )
      ).data.receipts,
  });

// "Pay now" -> the gateway link of the order's online payment.
// `share`: a takeaway order paid in shares (docs/decisions/020-pay-a-share.md); none pays it whole. The
// visitor id lets the server end this device's own share still at the gateway before a new one.
export async function payPreorderNow(id: string, share?: PreorderPayBody): Promise<PaymentLink> {
  const res = await request(buildPath(preorderPayCall.path, { id }), preorderPayCall.response, {
    method: "POST",
    ...(share ? { body: share } : {}),
    headers: { "x-visitor-id": getVisitorId() },
  });
  return res.data.payment;
}

// SPEC §7 GET /delivery/{cafe}/search-addresses?search&language.
export async function searchAddresses(
  link: string,
  search: string,
  language: string,
  signal?: AbortSignal,
): Promise<AddressSearchResult[]> {
  const query = new URLSearchParams({ search, language });
  const path = `${buildPath(searchAddressesCall.path, { cafe: link })}?${query.toString()}`;
  const res = await request(path, searchAddressesCall.response, { signal });
  return res.data.results;
}

export const addressSearchQuery = (link: string, search: string, language: string) =>
  queryOptions({
    queryKey: ["address-search", link, search, language] as const,
    queryFn: ({ signal }) => searchAddresses(link, search, language, signal),
  });

// SPEC §7 GET /delivery/{cafe}/estimate-tariffs?address&lat&lon.
export async function estimateTariffs(
  link: string,
  address: { text: string; lat: number; lon: number },
  signal?: AbortSignal,
): Promise<EstimateTariffsData> {
  const query = new URLSearchParams({
    address: address.text,
    lat: String(address.lat),
    lon: String(address.lon),
  });
  const path = `${buildPath(estimateTariffsCall.path, { cafe: link })}?${query.toString()}`;
  const res = await request(path, estimateTariffsCall.response, { signal });
  return res.data;
}

export const tariffEstimateQuery = (link: string, address: { text: string; lat: number; lon: number }) =>
  queryOptions({
    queryKey: ["tariff-estimate", link, address.text, address.lat, address.lon] as const,
    queryFn: ({ signal }) => estimateTariffs(link, address, signal),
  });

// SPEC §7 POST /clients/create (with client_id it updates the stored client).
export async function saveClient(body: ClientCreateBodyInput): Promise<Client> {
  const res = await request(clientCreateCall.path, clientCreateCall.response, { method: "POST", body });
  return res.data.client;
}

// The saved addresses come only with the secret this device was given with the id.
export async function getClientProfile(
  id: string,
  secret: string | undefined,
  signal?: AbortSignal,
): Promise<Client> {
  const res = await request(buildPath(clientProfileCall.path, { id }), clientProfileCall.response, {
    signal,
    ...(secret ? { headers: { [clientSecretHeader]: secret } } : {}),
  });
  return res.data.client;
}

export const clientProfileQuery = (id: string, secret: string | undefined) =>
  queryOptions({
    queryKey: ["client-profile", id] as const,
    queryFn: ({ signal }) => getClientProfile(id, secret, signal),
  });

// SPEC §7 GET /archive?cafe_id&visitor_id&mode; takeaway orders are the "preorder" mode.
export async function getPreorderArchive(
  cafeId: string,
  visitorId: string,
  mode: PreorderMode,
  signal?: AbortSignal,
): Promise<Order[]> {
  const query = new URLSearchParams({
    cafe_id: cafeId,
    visitor_id: visitorId,
    mode: mode === "takeaway" ? "preorder" : "delivery",
  });
  const res = await request(`${archiveCall.path}?${query.toString()}`, archiveCall.response, { signal });
  return res.data.orders;
}

export const preorderArchiveQuery = (cafeId: string, visitorId: string, mode: PreorderMode) =>
  queryOptions({
    queryKey: ["archive", mode, cafeId, visitorId] as const,
    queryFn: ({ signal }) => getPreorderArchive(cafeId, visitorId, mode, signal),
  });

// The receipt by e-mail (docs/mail.md): the order's id is the guest's key; 202 once queued.
export async function sendPreorderReceiptMail(orderId: string, email: string, locale: Locale) {
  await request(buildPath(preorderReceiptMailCall.path, { id: orderId }), preorderReceiptMailCall.response, {
    method: "POST",
    body: { email, locale },
  });
}
