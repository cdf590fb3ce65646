import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { FastifyInstance } from "fastify";
import type { GatewayRegistry } from "../../payments/index";
import type { Db } from "../../db/client";
import { registerPreorderListen } from "../../realtime/preorder-listen";
import { createOrderEvents, type NotifyStaff } from "../../realtime/order-room";
import type { Realtime } from "../../realtime/socket";
import { createCartRepository } from "../cart/index";
import type { CartService } from "../cart/index";
import { createClientRepository } from "../clients/index";
import { registerClientRoutes } from "../clients/index";
import { createClientsService } from "../clients/index";
import { registerDeliveryRoutes } from "../delivery/index";
import { createDeliveryService } from "../delivery/index";
import type { Geocoder } from "../delivery/index";
import { createOrderReader } from "../orders/index";
import { createOrderRepository } from "../orders/index";
import { createPaymentRepository } from "../orders/index";
import type { PhoneVerification } from "../phone-verification/index";
import type { VenueCache } from "../venue/index";
import type { VenueRepository } from "../venue/index";
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
  // The issued fiscal receipts of an order (modules/fiscal), shown on the guest's receipt.
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>;
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
  registerPreorderRoutes(app, service, events, deps.fiscalReceipts);
  registerPreorderListen(deps.realtime, {
    async load(id) {
      const row = await orders.find(id);
      return row && row.orderType !== "inside" ? reader.present(row) : null;
    },
  });
  // Reading a takeaway or delivery order as its guest does (its id is the key), for the receipt by e-mail.
  return { readPreorder: (id: string) => service.get(id) };
}
