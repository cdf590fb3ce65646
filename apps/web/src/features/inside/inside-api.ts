import { queryOptions } from "@tanstack/react-query";
import { buildPath } from "@tablewise/domain/contract/call";
import {
  callWaiterCall,
  insideCreateCall,
  orderAppendCall,
  verifyGeolocationCall,
  type CallWaiterData,
  type GeolocationResult,
} from "@tablewise/domain/contract/inside";
import type { Order } from "@tablewise/domain/contract/order";
import { guestFiscalReceiptsCall } from "@tablewise/domain/contract/fiscal";
import {
  archiveCall,
  estimateSplitCall,
  orderGetCall,
  orderPayCall,
  paymentCancelCall,
  type EstimatedSplit,
  type OrderPayBody,
  type OrderPayData,
  type SelectedItem,
} from "@tablewise/domain/contract/order-calls";
import { orderReceiptMailCall } from "@tablewise/domain/contract/receipt-mail";
import type { Locale } from "@tablewise/domain/contract/common";
import { request } from "../../lib/api-client";
import { guestKeys } from "../../lib/guest-query";
import { getVisitorId } from "../../lib/visitor-id";
import { trackMilestone } from "../telemetry/telemetry";
import { guestEvents } from "../telemetry/guest-events";

// SPEC §7 eat-in calls. Only someone holding the access code of the table's current session (from the
// inside prepare call) or a visitor who ordered on the order may read, append to or pay it:
// every order call carries both, so a guest whose code went stale (the table's previous order closed while
// the page was open) still reaches the order they placed.
export const accessCodeHeader = "x-access-code";
const withCode = (accessCode: string) => ({
  [accessCodeHeader]: accessCode,
  "x-visitor-id": getVisitorId(),
});

// The table calls carry the session's access code too: a seated guest's calls count per table, not
// against the venue Wi-Fi's shared per-IP table limit (server http/rate-limit.ts).
export async function verifyGeolocation(
  code: string,
  accessCode: string,
  position: { lat: number; lon: number },
): Promise<GeolocationResult> {
  const res = await request(buildPath(verifyGeolocationCall.path, { code }), verifyGeolocationCall.response, {
    method: "POST",
    body: position,
    headers: withCode(accessCode),
  });
  return res.data.result;
}

export async function callWaiter(
  code: string,
  accessCode: string,
  visitorId: string,
): Promise<CallWaiterData> {
  const res = await request(buildPath(callWaiterCall.path, { code }), callWaiterCall.response, {
    method: "POST",
    body: { visitor_id: visitorId },
    headers: withCode(accessCode),
  });
  return res.data;
}

type OrderRequest = {
  cartId: string;
  visitorId: string;
  comment?: string;
  geolocationToken?: string | null;
};
const orderBody = (r: OrderRequest) => ({
  cart_id: r.cartId,
  visitor_id: r.visitorId,
  ...(r.comment ? { comment: r.comment } : {}),
  ...(r.geolocationToken ? { geolocation_token: r.geolocationToken } : {}),
});

export async function createInsideOrder(code: string, accessCode: string, r: OrderRequest): Promise<Order> {
  const res = await request(buildPath(insideCreateCall.path, { code }), insideCreateCall.response, {
    method: "POST",
    body: orderBody(r),
    headers: withCode(accessCode),
  });
  trackMilestone("order_created");
  guestEvents.orderPlaced(res.data.order._id, "inside");
  return res.data.order;
}

export async function appendToOrder(orderId: string, accessCode: string, r: OrderRequest): Promise<Order> {
  const res = await request(buildPath(orderAppendCall.path, { id: orderId }), orderAppendCall.response, {
    method: "POST",
    body: orderBody(r),
    headers: withCode(accessCode),
  });
  guestEvents.orderPlaced(res.data.order._id, "inside", true); // more for the table's order
  return res.data.order;
}

export async function getOrder(orderId: string, accessCode: string, signal?: AbortSignal): Promise<Order> {
  const res = await request(buildPath(orderGetCall.path, { id: orderId }), orderGetCall.response, {
    signal,
    headers: withCode(accessCode),
  });
  return res.data.order;
}

// The order's query: its receipt reads it, the /order socket sets it on each push (lib/order-socket.ts).
export const orderQuery = (orderId: string, accessCode: string) =>
  queryOptions({
    queryKey: guestKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, accessCode, signal),
  });

// The order's issued fiscal receipts (number and link), read with the same code as the order. Its key
// follows the order's payments, so a payment settled or refunded reads them again.
export const fiscalReceiptsQuery = (orderId: string, accessCode: string, paidSignature: string) =>
  queryOptions({
    queryKey: [...guestKeys.order(orderId), "fiscal", paidSignature] as const,
    queryFn: async ({ signal }) =>
      (
        await request(
          buildPath(guestFiscalReceiptsCall.path, { id: orderId }),
          guestFiscalReceiptsCall.response,
          {
            signal,
            headers: withCode(accessCode),
          },
        )
      ).data.receipts,
  });

export async function payOrder(
  orderId: string,
  accessCode: string,
  body: OrderPayBody,
): Promise<OrderPayData> {
  const res = await request(buildPath(orderPayCall.path, { id: orderId }), orderPayCall.response, {
    method: "POST",
    body,
    // The visitor id (in withCode) also names the payer: a guest's new payment releases their own
    // earlier one.
    headers: withCode(accessCode),
  });
  if (!res.data.require_online_payment) trackMilestone("paid"); // online: paid at the gateway, not here
  return res.data;
}

// The guest gives up their own payment still waiting (the "Pay online" sheet closed); its items
// are free at once. Answers the order as it is after.
export async function cancelPayment(orderId: string, accessCode: string, paymentId: string): Promise<Order> {
  const res = await request(
    buildPath(paymentCancelCall.path, { id: orderId, paymentId }),
    paymentCancelCall.response,
    { method: "POST", body: {}, headers: withCode(accessCode) },
  );
  return res.data.order;
}

// SPEC §7 response handling: a failed split estimate empties the splits silently.
export async function estimateSplits(
  orderId: string,
  accessCode: string,
  items: SelectedItem[],
): Promise<EstimatedSplit[]> {
  try {
    const res = await request(
      buildPath(estimateSplitCall.path, { id: orderId }),
      estimateSplitCall.response,
      {
        method: "POST",
        body: { items },
        headers: withCode(accessCode),
      },
    );
    return res.data.splits;
  } catch {
    return [];
  }
}

// The splits of a selection; `version` (the order's split payments so far) refetches after one is paid.
export const splitEstimateQuery = (
  orderId: string,
  accessCode: string,
  items: SelectedItem[],
  version: number,
) =>
  queryOptions({
    queryKey: ["split-estimate", orderId, accessCode, items, version] as const,
    queryFn: () => estimateSplits(orderId, accessCode, items),
  });

export async function getArchive(cafeId: string, visitorId: string, signal?: AbortSignal): Promise<Order[]> {
  const query = new URLSearchParams({ cafe_id: cafeId, visitor_id: visitorId, mode: "inside" });
  const res = await request(`${archiveCall.path}?${query.toString()}`, archiveCall.response, { signal });
  return res.data.orders;
}

export const insideArchiveQuery = (cafeId: string, visitorId: string) =>
  queryOptions({
    queryKey: ["archive", "inside", cafeId, visitorId] as const,
    queryFn: ({ signal }) => getArchive(cafeId, visitorId, signal),
  });

// The receipt by e-mail (docs/mail.md): with the same code as reading the order; 202 once queued.
export async function sendReceiptMail(orderId: string, accessCode: string, email: string, locale: Locale) {
  await request(buildPath(orderReceiptMailCall.path, { id: orderId }), orderReceiptMailCall.response, {
    method: "POST",
    headers: withCode(accessCode),
    body: { email, locale },
  });
}
