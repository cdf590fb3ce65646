import type { FastifyInstance } from "fastify";
import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { Env } from "../../config/env";
import { onlineGatewayOf } from "../../config/payment-gateway";
import type { GatewayRegistry } from "../../payments/index";
import type { RateLimiter } from "../../http/rate-limit";
import type { FiscalHook, RefundRunner } from "../../payments/index";
import type { DepositPayments } from "../../payments/index";
import { registerPayments } from "../../payments/index";
import { createOrderMoney, type OrderMoneyParts } from "../../payments/index";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import type { NotifyStaff } from "../../realtime/order-room";
import { createTableEvents, registerTableListen } from "../../realtime/table-listen";
import type { Realtime } from "../../realtime/socket";
import type { CartService } from "../cart/index";
import { registerOrders, type KitchenHook } from "../orders/index";
import { registerSandboxRoutes } from "../../payments/index";
import { registerStaffRoutes } from "../staff/index";
import { createStaffService, type BoardProviders, type ManagerApprovals } from "../staff/index";
import type { VenueCache } from "../venue/index";
import { createGeoTokens } from "../../security/geo-token";
import { createInsideRepository, createTableEpochs } from "./inside.repository";
import { registerInsideRoutes } from "./inside.routes";
import { createInsideService } from "./inside.service";
import { loadServerSecret } from "../../security/server-secret";
import { createTableAccess } from "../../security/table-access";
import { createWaiterCallRepository } from "./waiter-call.repository";
import { registerWaiterCallRoutes } from "./waiter-call.routes";
import { createBoardWaiterCalls, createWaiterCalls } from "./waiter-calls";

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
  // A manager's approval typed into a waiter's dialog (staff sessions' checkManager).
  approvals?: ManagerApprovals;
  // Each venue's payment gateway, and how often lost notifications are looked for.
  gateways: GatewayRegistry;
  reconcileIntervalMs: number;
  // The durable refund attempts' runner and the reservation deposits (registered later).
  refunds?: RefundRunner;
  deposits?: () => DepositPayments | null;
  // The table limits learn from here which table an access code opens (a seated guest's calls).
  limiter?: RateLimiter;
  // The kitchen's tickets of each order transition (modules/kitchen).
  kitchen?: KitchenHook;
  // Fiscal receipts of settled payments and refunds (modules/fiscal).
  fiscal?: FiscalHook;
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>;
};

// Eat-in ordering (SPEC §4, §7): the inside calls and waiter calls, wired with the orders module (which
// registers the order calls, the order listen and the sweeper itself), the payments area (the sandbox
// gateway, the webhook, settlement) and the staff API.
export async function registerEatIn(app: FastifyInstance, deps: Deps) {
  const { db, env, venues, cartService, clock } = deps;
  const secret = await loadServerSecret(db, env.SECRET);
  const epochs = createTableEpochs(db);
  const tableAccess = createTableAccess(secret, epochs, clock);
  const geo = createGeoTokens(secret);
  const gateway = onlineGatewayOf(env);
  const autopilotMs = env.AUTOPILOT_ACCEPT_MS ?? 4000;
  const confirmMs = env.AUTOPILOT_CONFIRM_MS ?? autopilotMs;
  let money: OrderMoneyParts | undefined;
  const { orders, payments, reader, events, placement, lifecycle, access, readOrder } = registerOrders(app, {
    db,
    realtime: deps.realtime,
    notifyStaff: deps.notifyStaff,
    venues,
    cartService,
    clock,
    tableAccess,
    geo,
    money: (core) =>
      (money = createOrderMoney(core, {
        clock,
        gateways: deps.gateways,
        publicUrl: env.PUBLIC_URL ?? null,
        splitWindowMs: env.SPLIT_WINDOW_MS,
        refunds: deps.refunds,
        log: app.log,
        fiscal: deps.fiscal,
      })).money,
    sweepIntervalMs: deps.sweepIntervalMs,
    autopilotMs: env.DEMO_MODE && autopilotMs > 0 ? autopilotMs : null,
    // Demo mode plays the waiter too: a cash or card request is confirmed a few seconds after it is
    // made, so one person can walk the whole flow.
    autopilotPaymentMs: env.DEMO_MODE && confirmMs > 0 ? confirmMs : null,
    kitchen: deps.kitchen,
    fiscalReceipts: deps.fiscalReceipts,
  });
  const { settlement } = money!;
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
      approvals: deps.approvals,
      ...deps.board,
    }),
  );
  // The order's read access (its session's code or visitor), for the modules rating or showing an order.
  return { orders, lifecycle, access, readOrder };
}
