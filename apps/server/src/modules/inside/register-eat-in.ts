import type { FastifyInstance } from "fastify";
import type { Env } from "../../config/env";
import { onlineGatewayOf } from "../../config/payment-gateway";
import type { GatewayRegistry } from "../../payments/gateway-registry";
import type { RateLimiter } from "../../http/rate-limit";
import type { RefundRunner } from "../../payments/refund-runner";
import type { RefundAttemptRow } from "../../payments/refund-attempts.repository";
import type { DepositPayments } from "../reserve/deposit-payments";
import { gatewayRefunder, registerPayments } from "../../payments/register-payments";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { registerOrderListen } from "../orders/order-listen";
import { createOrderEvents, type NotifyStaff } from "../../realtime/order-room";
import { createTableEvents, registerTableListen } from "../../realtime/table-listen";
import type { Realtime } from "../../realtime/socket";
import { createCartRepository } from "../cart/cart.repository";
import type { CartService } from "../cart/cart.service";
import { createOrderAccess } from "../orders/order-access";
import { createOrderPayment, splitWindowMs } from "../../payments/order-payment";
import { createOrderPlacement } from "../orders/order-placement";
import { createOrderReader } from "../orders/order-reader";
import { createOrderRepository, isTableOrder } from "../orders/order.repository";
import { createOrderLifecycle } from "../orders/order-lifecycle";
import { createOrderSweeper } from "../orders/order-sweeper";
import { registerOrdersRoutes } from "../orders/orders.routes";
import { createOrdersService } from "../orders/orders.service";
import { createPaymentRepository } from "../orders/payment.repository";
import { createPaymentSettlement } from "../../payments/payment-settlement";
import { settlePreorderChange } from "../../payments/preorder-settlement";
import { registerSandboxRoutes } from "../../payments/sandbox.routes";
import { registerStaffRoutes } from "../staff/staff.routes";
import { createStaffService, type BoardProviders } from "../staff/staff.service";
import type { VenueCache } from "../venue/venue-cache";
import { createGeoTokens } from "../../security/geo-token";
import { createInsideRepository, createTableEpochs } from "./inside.repository";
import { registerInsideRoutes } from "./inside.routes";
import { createInsideService } from "./inside.service";
import { loadServerSecret } from "../../security/server-secret";
import { createTableAccess } from "../../security/table-access";
import { createWaiterCallRepository } from "./waiter-call.repository";
import { registerWaiterCallRoutes } from "./waiter-call.routes";
import { createBoardWaiterCalls, createWaiterCalls } from "./waiter-calls";

declare module "fastify" {
  // Declaration merging into Fastify's instance needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    // One sweep of the order deadlines, now: what the timer does every sweepIntervalMs. Tests that move
    // their own clock call it to run the sweep at a known point (the model test).
    sweepOrders: () => Promise<void>;
  }
}

type Deps = {
  db: Db;
  env: Pick<Env, "DEMO_MODE"> &
    Partial<
      Pick<
        Env,
        | "SECRET"
        | "STAFF_TOKEN"
        | "AUTOPILOT_ACCEPT_MS"
        | "AUTOPILOT_CONFIRM_MS"
        | "SPLIT_WINDOW_MS"
        | "PAYMENT_GATEWAY"
        | "PUBLIC_URL"
      >
    >;
  realtime: Realtime;
  venues: VenueCache;
  cartService: CartService;
  clock: () => Date;
  sweepIntervalMs: number;
  // The venue console's realtime hints and the board's reservations and waiter calls.
  notifyStaff: NotifyStaff;
  board: BoardProviders;
  // Each venue's payment gateway, and how often lost notifications are looked for.
  gateways: GatewayRegistry;
  reconcileIntervalMs: number;
  // The durable refund attempts' runner and the reservation deposits (registered later).
  refunds?: RefundRunner;
  deposits?: () => DepositPayments | null;
  // The table limits learn from here which table an access code opens (a seated guest's calls).
  limiter?: RateLimiter;
};

// Eat-in ordering (SPEC §4, §7): inside calls, order calls, the sandbox gateway, the staff API, realtime
// listen, and the sweeper of persisted deadlines, wired together.
export async function registerEatIn(app: FastifyInstance, deps: Deps) {
  const { db, env, venues, cartService, clock } = deps;
  const secret = await loadServerSecret(db, env.SECRET);
  const epochs = createTableEpochs(db);
  const tableAccess = createTableAccess(secret, epochs, clock);
  const geo = createGeoTokens(secret);
  const orders = createOrderRepository(db);
  const payments = createPaymentRepository(db);
  const reader = createOrderReader(orders, payments);
  const events = createOrderEvents(deps.realtime, reader.load, deps.notifyStaff, clock);
  const access = createOrderAccess(orders, tableAccess);
  const carts = createCartRepository(db);
  const placement = createOrderPlacement({ orders, payments, carts, cartService, clock });
  const gateway = onlineGatewayOf(env);
  const payment = createOrderPayment({
    orders,
    payments,
    reader,
    clock,
    gateways: deps.gateways,
    publicUrl: env.PUBLIC_URL ?? null,
  });
  // The split refund's and a declined preorder's attempts, recorded with the
  // decision, are sent once it committed: the gateway answers with no order lock held; an answer that
  // does not come (a crash, a timeout) is finished by the refund reconciliation with the same key.
  const sendRefunds = async (list: RefundAttemptRow[]) => {
    for (const attempt of list) {
      const outcome = await (deps.refunds?.drive(attempt) ?? Promise.resolve("unavailable"));
      app.log.info({ key: attempt.idempotencyKey, outcome }, "automatic refund");
      if (outcome === "failed")
        app.log.warn({ key: attempt.idempotencyKey }, "the gateway refused an automatic refund");
      const paid = await payments.find(attempt.paymentId);
      if (paid && outcome === "succeeded")
        await events.publish(paid.orderId, { change: "updated", kind: "payment", id: paid.id });
    }
  };
  const settlement = createPaymentSettlement({
    orders,
    payments,
    clock,
    splitWindowMs: env.SPLIT_WINDOW_MS ?? splitWindowMs,
    // The sandbox's console refund (no money moves) and a caller without attempts.
    refundAtGateway: gatewayRefunder(deps.gateways),
    attempts: deps.refunds?.attempts,
    sendRefunds,
  });
  // A console refund the gateway made but a crash kept us from recording is
  // recorded by reconciliation, once (the attempt's status guards it).
  deps.refunds?.use("payment", async (tx, attempt) => {
    try {
      await settlement.refund(attempt.paymentId, attempt.amount, tx, attempt);
      return true;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      app.log.warn({ key: attempt.idempotencyKey, err: err.message }, "refund made but not recordable");
      return false;
    }
  });
  const attempts = deps.refunds?.attempts;
  const lifecycle = createOrderLifecycle({
    orders,
    payments,
    clock,
    events,
    settleMoney: (tx, row, now, sent) => settlePreorderChange(tx, { orders, payments, attempts }, row, now, sent),
    sendRefunds,
  });

  const insideRepo = createInsideRepository(db);
  // Waiter calls reach the venue, and their answer the table.
  const waiterCalls = createWaiterCalls({
    repo: createWaiterCallRepository(db),
    epochs,
    tableEvents: createTableEvents(deps.realtime),
    notifyStaff: deps.notifyStaff,
    clock,
  });
  registerWaiterCallRoutes(app, { calls: waiterCalls, board: createBoardWaiterCalls(db), clock });
  deps.limiter?.useTableSessions(async (key, accessCode) => {
    const table = await insideRepo.findTable(key);
    return table && (await tableAccess.opensTable(table.code, accessCode)) ? table.code : null;
  });
  registerTableListen(deps.realtime, {
    async authorize(key, accessCode) {
      const table = await insideRepo.findTable(key);
      if (!table) return "not_found";
      return (await tableAccess.opensTable(table.code, accessCode)) ? { tableCode: table.code } : "forbidden";
    },
    state: (tableCode) => waiterCalls.stateOf(tableCode),
  });
  const inside = createInsideService({
    repo: insideRepo,
    venues,
    cartService,
    orders,
    reader,
    placement,
    access: tableAccess,
    geo,
    waiterCalls,
    clock,
  });
  registerInsideRoutes(app, inside, events);
  const service = createOrdersService({ orders, reader, access, placement, payment, venues, geo, clock });
  registerOrdersRoutes(app, service, events);
  // The sandbox settles payments with no money moved, so it exists only where it is
  // the configured gateway (demo mode).
  if (gateway === "sandbox")
    await registerSandboxRoutes(app, { payments, orders, venues, settlement, events });
  registerPayments(app, {
    registry: deps.gateways,
    payments,
    orders,
    settlement,
    events,
    clock,
    reconcileIntervalMs: deps.reconcileIntervalMs,
    refunds: deps.refunds,
    deposits: deps.deposits,
  });
  registerStaffRoutes(
    app,
    createStaffService({
      db,
      orders,
      payments,
      lifecycle,
      settlement,
      events,
      venues,
      clock,
      refunds: deps.refunds,
      ...deps.board,
    }),
  );

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

  const autopilotMs = env.AUTOPILOT_ACCEPT_MS ?? 4000;
  const confirmMs = env.AUTOPILOT_CONFIRM_MS ?? autopilotMs;
  const sweeper = createOrderSweeper({
    orders,
    payments,
    settlement,
    lifecycle,
    publish: events.publish,
    clock,
    autopilotMs: env.DEMO_MODE && autopilotMs > 0 ? autopilotMs : null,
    // Demo mode plays the waiter too: a cash or card request is confirmed a few seconds after it is
    // made, so one person can walk the whole flow.
    autopilotPaymentMs: env.DEMO_MODE && confirmMs > 0 ? confirmMs : null,
  });
  app.decorate("sweepOrders", () => sweeper.sweep());
  app.addHook("onReady", () => sweeper.start(deps.sweepIntervalMs, app.log));
  app.addHook("onClose", () => sweeper.stop());
}
