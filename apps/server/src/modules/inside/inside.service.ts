import type {
  CallWaiterData,
  GeolocationResult,
  VerifyGeolocationBody,
} from "@tablewise/domain/contract/inside";
import type { Order } from "@tablewise/domain/contract/order";
import { distanceMeters } from "@tablewise/domain/rules/delivery-zone";
import { HttpError, notFound } from "../../http/errors";
import type { CartService } from "../cart/index";
import type { OrderPlacement } from "../orders/index";
import type { OrderRepository } from "../orders/index";
import type { OrderReader } from "../orders/index";
import type { VenueCache } from "../venue/index";
import type { VenueSnapshot } from "../venue/index";
import { requireGeoToken } from "../../http/geo-check";
import type { GeoTokens } from "../../security/geo-token";
import type { InsideRepository, TableRow } from "./inside.repository";
import { renderInsidePrepare } from "./render-prepare";
import type { TableAccess } from "../../security/table-access";
import type { WaiterCalls } from "./waiter-calls";

// SPEC §9: the call-waiter button is disabled for 59 s after a call; the server holds the same limit.
export const callWaiterCooldownMs = 59_000;

type Deps = {
  repo: InsideRepository;
  venues: VenueCache;
  cartService: CartService;
  orders: OrderRepository;
  reader: OrderReader;
  placement: OrderPlacement;
  access: TableAccess;
  geo: GeoTokens;
  waiterCalls: WaiterCalls;
  clock: () => Date;
};

export function createInsideService(deps: Deps) {
  const { repo, venues, clock } = deps;

  // The key is the typed code or the QR token; everything after this uses the table's code.
  async function table(key: string): Promise<{ table: TableRow; snapshot: VenueSnapshot }> {
    const found = await repo.findTableVersioned(key);
    const snapshot = found ? await venues.get(found.table.venueId, found.version) : null;
    if (!found || !snapshot) throw notFound("Table");
    return { table: found.table, snapshot };
  }

  return {
    async prepare(code: string, cartId: string | undefined): Promise<Buffer> {
      const { table: t, snapshot } = await table(code);
      // SPEC §7 prepare ?cart_id: another table's cart (a planted or shared link) is copied,
      // never joined; one of this table is joined (group ordering). cart.service.ts forPrepare.
      const origin = await deps.cartService.tableOrigin(t.code);
      const cart = await deps.cartService.forPrepare(t.venueId, origin, cartId);
      const open = await deps.orders.findOpenByTable(t.code);
      const active: Order | null = open ? await deps.reader.present(open) : null;
      const { venue } = snapshot;
      return renderInsidePrepare(snapshot, clock(), {
        inside: {
          access_code: await deps.access.accessCode(t.code),
          section_name: t.sectionName,
          table_name: t.tableName,
        },
        cart: deps.cartService.price(cart, snapshot.index),
        redirectToPreview: !venue.has_real_inside,
        link: venue.link,
        sourceInside: code,
        tips: venue.tips,
        active_order: active,
        waiter_call: await deps.waiterCalls.stateOf(t.code),
      });
    },

    // SPEC §5 geolocation: in range of the venue (geolocation_radius_m around address_location) earns a
    // signed token for this table; venues not in "general" mode hand one out without a check.
    async verifyGeolocation(code: string, at: VerifyGeolocationBody): Promise<GeolocationResult> {
      const { table: t, snapshot } = await table(code);
      const { venue } = snapshot;
      const now = clock();
      const passed =
        venue.geolocation_mode !== "general" ||
        distanceMeters(at, venue.address_location) <= venue.geolocation_radius_m;
      const token = passed ? deps.geo.issue({ venueId: venue._id, tableCode: t.code }, now) : null;
      return { passed, geolocation_token: token };
    },

    async callWaiter(key: string, visitorId: string | undefined): Promise<CallWaiterData> {
      const { table: t } = await table(key);
      const now = clock();
      const result = await repo.callWaiter(t, visitorId, now, callWaiterCooldownMs);
      if ("lastAt" in result) {
        const next = new Date(result.lastAt.getTime() + callWaiterCooldownMs);
        throw new HttpError(429, "too_many_requests", "The waiter was called a moment ago", {
          next_call_at: next.toISOString(),
        });
      }
      deps.waiterCalls.called({
        id: result.id,
        venueId: t.venueId,
        tableCode: t.code,
        calledAt: result.calledAt,
      });
      const next = new Date(result.calledAt.getTime() + callWaiterCooldownMs);
      return { called_at: result.calledAt.toISOString(), next_call_at: next.toISOString() };
    },

    // SPEC §7 POST /inside/{code}/create.
    async create(
      code: string,
      body: { cart_id: string; geolocation_token?: string | null; comment?: string; visitor_id: string },
    ): Promise<{ order: Order; replayed: boolean; created: boolean }> {
      const { table: t, snapshot } = await table(code);
      requireGeoToken(deps.geo, snapshot.venue, t.code, body.geolocation_token, clock());
      const placed = await deps.placement.placeAtTable(
        t,
        snapshot,
        body.cart_id,
        body.comment,
        body.visitor_id,
      );
      // A replay answers the order as it is now.
      const order = placed.order ?? (await deps.reader.load(placed.id));
      if (!order) throw notFound("Order");
      return { order, replayed: placed.replayed, created: placed.created === true };
    },
  };
}
export type InsideService = ReturnType<typeof createInsideService>;
