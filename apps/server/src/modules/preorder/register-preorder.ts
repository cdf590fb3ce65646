import type { FastifyInstance } from "fastify";
import type { GatewayRegistry } from "../../payments/gateway-registry";
import type { Db } from "../../db/client";
import { registerPreorderListen } from "../../realtime/preorder-listen";
import { createOrderEvents, type NotifyStaff } from "../../realtime/order-room";
import type { Realtime } from "../../realtime/socket";
import { createCartRepository } from "../cart/cart.repository";
import type { CartService } from "../cart/cart.service";
import { createClientRepository } from "../clients/clients.repository";
import { registerClientRoutes } from "../clients/clients.routes";
import { createClientsService } from "../clients/clients.service";
import { registerDeliveryRoutes } from "../delivery/delivery.routes";
import { createDeliveryService } from "../delivery/delivery.service";
import type { Geocoder } from "../delivery/geocoder";
import { createOrderReader } from "../orders/order-reader";
import { createOrderRepository } from "../orders/order.repository";
import { createPaymentRepository } from "../orders/payment.repository";
import type { PhoneVerification } from "../phone-verification/phone-verification.service";
import type { VenueCache } from "../venue/venue-cache";
import type { VenueRepository } from "../venue/venue.repository";
import { createPreorderRepository } from "./preorder.repository";
import { registerPreorderRoutes } from "./preorder.routes";
import { createPreorderService } from "./preorder.service";

type Deps = {
  db: Db;
  realtime: Realtime;
  venues: VenueCache;
  venueRepository: VenueRepository;
  cartService: CartService;
  phones: PhoneVerification;
  geocoder: Geocoder;
  clock: () => Date;
  // Each venue's own gateway.
  gateways: GatewayRegistry;
  publicUrl?: string | null;
  notifyStaff: NotifyStaff;
};

// Delivery and takeaway: preorder, delivery address and client calls, and listen_preorder.
// Orders, payments, the sandbox gateway, the staff API and the sweeper are the eat-in ones
// (registerEatIn), which serve every order type.
export function registerPreorder(app: FastifyInstance, deps: Deps) {
  const { db, clock } = deps;
  const orders = createOrderRepository(db);
  const payments = createPaymentRepository(db);
  const reader = createOrderReader(orders, payments);
  const events = createOrderEvents(deps.realtime, reader.load, deps.notifyStaff, clock);
  const clients = createClientsService({
    repo: createClientRepository(db),
    venues: deps.venueRepository,
    phones: deps.phones,
    clock,
  });
  registerClientRoutes(app, clients);
  registerDeliveryRoutes(app, createDeliveryService(deps.venueRepository, deps.geocoder));
  const service = createPreorderService({
    repo: createPreorderRepository(db),
    venues: deps.venues,
    carts: createCartRepository(db),
    cartService: deps.cartService,
    orders,
    payments,
    reader,
    clients,
    geocoder: deps.geocoder,
    clock,
    gateways: deps.gateways,
    publicUrl: deps.publicUrl ?? null,
  });
  registerPreorderRoutes(app, service, events);
  registerPreorderListen(deps.realtime, {
    async load(id) {
      const row = await orders.find(id);
      return row && row.orderType !== "inside" ? reader.present(row) : null;
    },
  });
}
