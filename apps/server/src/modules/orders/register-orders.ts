import type { Order } from "@tablewise/domain/contract/order";
import type { Credentials } from "./order-access";
import type { FastifyInstance } from "fastify";
import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { Db } from "../../db/client";
import type { RefundAttemptRow } from "../../db/schema/index";
import { createOrderEvents, type NotifyStaff, type OrderEvents } from "../../realtime/order-room";
import type { Realtime } from "../../realtime/socket";
import type { GeoTokens } from "../../security/geo-token";
import type { TableAccess } from "../../security/table-access";
import { createCartRepository } from "../cart/index";
import type { CartService } from "../cart/index";
import type { VenueCache } from "../venue/index";
import { createOrderAccess, type OrderAccess } from "./order-access";
import {
  createOrderLifecycle,
  type KitchenHook,
  type OrderLifecycle,
  type SettleMoney,
} from "./order-lifecycle";
import { registerOrderListen } from "./order-listen";
import { createOrderPlacement, type OrderPlacement } from "./order-placement";
import { createOrderReader, type OrderReader } from "./order-reader";
import { createOrderRepository, isTableOrder, type OrderRepository } from "./order.repository";
import { createOrderSweeper, type SweptPayments } from "./order-sweeper";
import { registerOrdersRoutes } from "./orders.routes";
import { createOrdersService, type OrderPayments } from "./orders.service";
import { createPaymentRepository, type PaymentRepository } from "./payment.repository";

declare module "fastify" {
  // Declaration merging into Fastify's instance needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    // One sweep of the order deadlines, now: what the timer does every sweepIntervalMs. Tests that move
    // their own clock call it to run the sweep at a known point (the model test).
    sweepOrders: () => Promise<void>;
  }
}

// What the orders module is made of, for the payments area and the modules above it (inside, staff).
export type OrdersCore = {
  orders: OrderRepository;
  payments: PaymentRepository;
  reader: OrderReader;
  events: OrderEvents;
  access: OrderAccess;
  placement: OrderPlacement;
};

// The payments area's answers to the orders module (payments/order-money.ts): what a transition means
// for a preorder's money, the refunds a committed change sends, the guest's pay calls, the sweeper's
// work on payments past their deadline. Orders decide the status; payments create and settle money.
export type OrderMoney = {
  settleMoney: SettleMoney;
  sendRefunds: (attempts: RefundAttemptRow[]) => Promise<void>;
  pay: OrderPayments;
  sweep: SweptPayments;
};

type Deps = {
  db: Db;
  realtime: Realtime;
  notifyStaff: NotifyStaff;
  venues: VenueCache;
  cartService: CartService;
  clock: () => Date;
  tableAccess: TableAccess;
  geo: GeoTokens;
  // Built from the orders module's parts, so the payments area depends on orders and never the reverse.
  money: (core: OrdersCore) => OrderMoney;
  sweepIntervalMs: number;
  // DEMO_MODE autopilot: accept orders, and confirm cash and card requests, this long after; null when off.
  autopilotMs: number | null;
  autopilotPaymentMs: number | null;
  // The kitchen's tickets of each transition and its auto-accept (modules/kitchen); absent, none.
  kitchen?: KitchenHook;
  // The issued fiscal receipts of an order (modules/fiscal), shown on the guest's receipt.
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>;
};

// The order domain (SPEC §4, §7): the order calls, the guest's order listen, the lifecycle that owns an
// order's status, and the sweeper of persisted deadlines. Answers the parts the modules above it use.
export function registerOrders(
  app: FastifyInstance,
  deps: Deps,
): OrdersCore & {
  lifecycle: OrderLifecycle;
  readOrder: (id: string, creds: Credentials) => Promise<Order>;
} {
  const { db, venues, cartService, clock } = deps;
  const orders = createOrderRepository(db);
  const payments = createPaymentRepository(db);
  const reader = createOrderReader(orders, payments);
  const events = createOrderEvents(deps.realtime, reader.load, deps.notifyStaff, clock);
  const access = createOrderAccess(orders, deps.tableAccess);
  const carts = createCartRepository(db);
  const placement = createOrderPlacement({ orders, payments, carts, cartService, clock });
  const core: OrdersCore = { orders, payments, reader, events, access, placement };
  const money = deps.money(core);
  const lifecycle = createOrderLifecycle({
    orders,
    payments,
    clock,
    events,
    settleMoney: money.settleMoney,
    sendRefunds: money.sendRefunds,
    kitchen: deps.kitchen,
  });

  const geo = deps.geo;
  const service = createOrdersService({
    orders,
    reader,
    access,
    placement,
    payment: money.pay,
    venues,
    geo,
    clock,
  });
  registerOrdersRoutes(app, service, events, deps.fiscalReceipts);

  // SPEC §7 listen: the same credentials as reading the order over REST (order-access.ts):
  // the access code of the order's session or the visitor id of a guest who ordered on it.
  registerOrderListen(deps.realtime, {
    async authorize(orderId, creds) {
      const row = await orders.find(orderId);
      // A delivery or takeaway order is followed with listen_preorder.
      if (!row || !isTableOrder(row)) return "not_found";
      if (!(await access.allows(row, creds, "read"))) return "forbidden";
      return reader.present(row);
    },
  });

  const sweeper = createOrderSweeper({
    orders,
    payments,
    settlement: money.sweep,
    lifecycle,
    publish: events.publish,
    clock,
    autopilotMs: deps.autopilotMs,
    autopilotPaymentMs: deps.autopilotPaymentMs,
    autoAcceptDue: deps.kitchen?.autoAcceptDue,
  });
  app.decorate("sweepOrders", () => sweeper.sweep());
  app.addHook("onReady", () => sweeper.start(deps.sweepIntervalMs, app.log));
  app.addHook("onClose", () => sweeper.stop());
  // Reading an order as its guest may (its session's code or its visitor id), for calls of other modules
  // that act on a receipt the guest reads (the receipt by e-mail).
  const readOrder = (id: string, creds: Credentials) => service.get(id, creds);
  return { ...core, lifecycle, readOrder };
}
