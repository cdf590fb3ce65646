import type { Order, PaymentLink } from "@tablewise/domain/contract/order";
import type {
  PreorderCreateBody,
  PreorderCreateData,
  PreorderPayBody,
} from "@tablewise/domain/contract/preorder";
import type { PreorderModeSegment } from "@tablewise/domain/contract/common";
import { isSystemEnabled } from "@tablewise/domain/rules/preorder-system";
import { preorderTiming } from "@tablewise/domain/rules/preorder-timing";
import { createCheckoutLinks } from "../../payments/index";
import type { PaymentGateway } from "../../payments/index";
import { notFound } from "../../http/errors";
import { requireOnlineGateway } from "../../payments/index";
import type { CartRepository } from "../cart/index";
import type { CartService } from "../cart/index";
import type { ClientsService } from "../clients/index";
import { hasClientSecret, phoneNotVerified } from "../clients/index";
import { outOfRange, placeAddress } from "../delivery/index";
import type { Geocoder } from "../delivery/index";
import type { OrderReader } from "../orders/index";
import type { OrderRepository } from "../orders/index";
import type { PaymentRepository } from "../orders/index";
import type { VenueCache } from "../venue/index";
import type { VenueSnapshot } from "../venue/index";
import { checkModeAndPayMethod, checkTargetDate } from "./preorder-checks";
import { createPreorderPlacement, pendingPaymentLink } from "./preorder-create";
import { createPreorderPayNow } from "../../payments/index";
import type { PreorderRepository } from "./preorder.repository";
import { renderPreorderPrepare } from "./render-preorder-prepare";

type Deps = {
  repo: PreorderRepository;
  venues: VenueCache;
  carts: CartRepository;
  cartService: CartService;
  orders: OrderRepository;
  payments: PaymentRepository;
  reader: OrderReader;
  clients: ClientsService;
  geocoder: Geocoder;
  clock: () => Date;
  // Each venue's own gateway, and the guests' origin (PUBLIC_URL) for its return.
  gateways: { forVenue(venueId: string): Promise<PaymentGateway | null> };
  publicUrl?: string | null;
};

export function createPreorderService(deps: Deps) {
  const { repo, venues, clock } = deps;
  const place = createPreorderPlacement(deps);
  const linkFor = createCheckoutLinks(deps);
  const payNow = createPreorderPayNow(deps, linkFor);

  async function venueByLink(link: string): Promise<VenueSnapshot> {
    const found = await repo.venueByLink(link);
    const snapshot = found ? await venues.get(found.venueId, found.version) : null;
    if (!snapshot) throw notFound("Venue");
    return snapshot;
  }

  // SPEC §7 prepare ?cart_id: the visitor's own preorder cart is kept (also across the
  // takeaway/delivery switch); another visitor's cart, or any other cart of the venue, is copied into a
  // new one of this visitor (cart.service.ts forPrepare). An unknown id starts afresh.
  async function cartFor(venueId: string, cartId: string | undefined, visitorId: string | undefined) {
    const origin = await deps.cartService.visitorOrigin(visitorId);
    return deps.cartService.forPrepare(venueId, origin, cartId);
  }

  return {
    // SPEC §7 GET /preorder/{cafe}/prepare/{mode}: the shell's data with the time slots and close rule
    // of this mode now; returnToGeneralLink when the venue does not offer it.
    async prepare(
      link: string,
      mode: PreorderModeSegment,
      cartId: string | undefined,
      visitorId?: string,
    ): Promise<Buffer> {
      const snapshot = await venueByLink(link);
      const { venue } = snapshot;
      const cart = await cartFor(venue._id, cartId, visitorId);
      const now = clock();
      const isOffered = isSystemEnabled(venue.modes, mode);
      const timing = preorderTiming(venue, mode, now);
      return renderPreorderPrepare(snapshot, now, {
        cart: deps.cartService.price(cart, snapshot.index),
        timeslots: isOffered ? timing.timeslots : {},
        close_rule: timing.closeRule,
        returnToGeneralLink: !isOffered,
      });
    },

    // SPEC §7 POST /preorder/{cafe}/create. Everything the guest's screen decided is decided again here:
    // the mode and pay method, the time, the client's verified phone, the address and its reach, the
    // prices, the minimum check and the delivery fee.
    async create(
      link: string,
      body: PreorderCreateBody,
      clientSecret?: string,
      origin?: string,
    ): Promise<PreorderCreateData & { replayed: boolean }> {
      const snapshot = await venueByLink(link);
      const { venue } = snapshot;
      const system = body.is_delivery ? "delivery" : "takeaway";
      const now = clock();
      if (body.pay_method === "online") requireOnlineGateway(await deps.gateways.forVenue(venue._id));
      checkModeAndPayMethod(venue, system, body.pay_method);
      const targetDate = checkTargetDate(venue, system, body.target_date, now);
      // A client id alone (copied from another device) orders as nobody: its name, phone and verified
      // status are the guest's only with the secret the creating device keeps.
      const named = await deps.clients.ofVenue(body.client_id, venue._id);
      const client = named && hasClientSecret(named, clientSecret) ? named : null;
      if (venue.client_app.verify_client_phone && !client?.phoneVerifiedAt) throw phoneNotVerified();
      const address = body.address ? await placeAddress(deps.geocoder, venue, body.address) : null;
      if (address && !address.is_reachable) throw outOfRange();
      const { orderId, replayed } = await place({
        snapshot,
        system,
        body,
        targetDate,
        client,
        address,
        now,
      });
      const order = await deps.reader.load(orderId);
      if (!order) throw notFound("Order");
      const payment = await pendingPaymentLink(deps.payments, orderId, (p) => linkFor(venue, p, origin));
      return { order, payment, replayed };
    },

    // "Pay now" on the order's page; answers the gateway link.
    // `share`: a takeaway order paid in shares (docs/decisions/020-pay-a-share.md); `visitorId`: the
    // device asking, whose own share still at the gateway is released first.
    async payNow(id: string, origin?: string, share?: PreorderPayBody, visitorId?: string): Promise<PaymentLink> {
      const row = await deps.orders.find(id);
      if (!row || row.orderType === "inside") throw notFound("Preorder");
      const snapshot = await venues.byId(row.venueId);
      if (!snapshot) throw notFound("Venue");
      requireOnlineGateway(await deps.gateways.forVenue(snapshot.venue._id));
      return payNow(id, snapshot.venue, origin, share, visitorId);
    },

    // SPEC §7 GET /preorders/{id}: the secret id is the key; eat-in orders are not found here.
    async get(id: string): Promise<Order> {
      const row = await deps.orders.find(id);
      if (!row || row.orderType === "inside") throw notFound("Preorder");
      return deps.reader.present(row);
    },
  };
}
export type PreorderService = ReturnType<typeof createPreorderService>;
