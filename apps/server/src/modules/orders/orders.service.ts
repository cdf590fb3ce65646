import type { OrderAppendBody } from "@tablewise/domain/contract/inside";
import type { Order } from "@tablewise/domain/contract/order";
import type { Venue } from "@tablewise/domain/contract/venue";
import type {
  ArchiveQuery,
  EstimatedSplit,
  OrderPayBody,
  OrderPayData,
  SelectedItem,
} from "@tablewise/domain/contract/order-calls";
import type { StoredOrderType } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import { requireGeoToken } from "../../http/geo-check";
import type { GeoTokens } from "../../security/geo-token";
import type { VenueCache } from "../venue/index";
import type { Credentials, OrderAccess } from "./order-access";
import type { OrderPlacement } from "./order-placement";
import type { OrderRepository, OrderRow } from "./order.repository";
import type { OrderReader } from "./order-reader";

// origin: where the guest's browser comes back to after the gateway's page (PUBLIC_URL or the request's).
export type Payer = { visitorId?: string; origin?: string };
// The guest's answer, with the new payment's id for the venue's notice (a cash or card
// request is new work for the waiter).
// order: for a cash or card request, the order as the payment committed it (the route pushes
// it without reading it again).
export type PayResult = { data: OrderPayData; paymentId: string; online: boolean; order?: Order };

// The guest's pay calls, answered by the payments area (payments/order-payment.ts), which creates and
// settles payments; orders only checks who is asking.
export type OrderPayments = {
  pay(orderId: string, venue: Venue, body: OrderPayBody, payer: Payer): Promise<PayResult>;
  cancel(orderId: string, publicId: string, payer: Payer): Promise<OrderRow>;
  estimateSplit(row: OrderRow, items: SelectedItem[]): Promise<EstimatedSplit[]>;
};

type Deps = {
  orders: OrderRepository;
  reader: OrderReader;
  access: OrderAccess;
  placement: OrderPlacement;
  payment: OrderPayments;
  venues: VenueCache;
  geo: GeoTokens;
  clock: () => Date;
};

const archiveTypes: Partial<Record<ArchiveQuery["mode"], StoredOrderType>> = {
  inside: "inside",
  preorder: "preorder",
  delivery: "delivery",
};

// SPEC §7 order calls under /api/superapp/orders and /archive.
export function createOrdersService(deps: Deps) {
  const { access, reader } = deps;

  async function snapshotOf(venueId: string) {
    const snapshot = await deps.venues.byId(venueId);
    if (!snapshot) throw notFound("Venue");
    return snapshot;
  }
  const venueOf = async (venueId: string) => (await snapshotOf(venueId)).venue;

  return {
    async get(id: string, creds: Credentials): Promise<Order> {
      // A finished order's receipt stays readable with its session's code for a grace.
      return reader.present(await access.authorizeRead(id, creds));
    },

    async append(
      id: string,
      creds: Credentials,
      body: OrderAppendBody,
    ): Promise<{ order: Order; replayed: boolean }> {
      const row = await access.authorize(id, creds);
      const snapshot = await snapshotOf(row.venueId);
      requireGeoToken(deps.geo, snapshot.venue, row.tableCode, body.geolocation_token, deps.clock());
      const placed = await deps.placement.appendTo(
        row,
        snapshot,
        body.cart_id,
        body.comment,
        body.visitor_id,
      );
      // A replay answers the order as it is now.
      return { order: placed.order ?? (await reader.load(id))!, replayed: placed.replayed };
    },

    async estimateSplit(id: string, creds: Credentials, items: SelectedItem[]): Promise<EstimatedSplit[]> {
      return deps.payment.estimateSplit(await access.authorize(id, creds), items);
    },

    async pay(id: string, creds: Credentials, body: OrderPayBody, origin?: string): Promise<PayResult> {
      const row = await access.authorize(id, creds);
      // The visitor id names the payer (their new payment releases their own earlier one), nothing more.
      const payer = { ...(creds.visitorId ? { visitorId: creds.visitorId } : {}), origin };
      return deps.payment.pay(id, await venueOf(row.venueId), body, payer);
    },

    // Only the visitor who made the payment may release it.
    async cancelPayment(id: string, creds: Credentials, paymentId: string): Promise<Order> {
      await access.authorize(id, creds);
      const payer = creds.visitorId ? { visitorId: creds.visitorId } : {};
      return reader.present(await deps.payment.cancel(id, paymentId, payer));
    },

    // SPEC §7 archive per mode: eat-in, takeaway (the preorder mode) and delivery orders; preview and
    // reserve keep no orders (reservations have their own calls).
    async archive(query: ArchiveQuery): Promise<Order[]> {
      const type = archiveTypes[query.mode];
      if (!type) return [];
      return reader.presentMany(await deps.orders.archive(query.cafe_id, query.visitor_id, type));
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
