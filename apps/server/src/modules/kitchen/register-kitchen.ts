import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../../db/client";
import { kitchenSettings, orders } from "../../db/schema/index";
import type { Realtime } from "../../realtime/socket";
import type { NotifyStaff } from "../../realtime/staff-namespace";
import type { KitchenHook, OrderLifecycle, OrderRepository } from "../orders/index";
import { createKitchenPush } from "./kitchen-push";
import { createKitchenRepository } from "./kitchen.repository";
import { registerKitchenRoutes } from "./kitchen.routes";
import { createKitchenSetup } from "./kitchen-setup";
import { createStationTickets } from "./station-tickets";
import { createStopCancels, type StopEvent } from "./stop-cancels";
import { createTicketMaker, type TicketsMade } from "./ticket-maker";

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

const autoAcceptBatch = 50;

// The kitchen's part of the order lifecycle, made before the orders module (which takes it as its
// `kitchen` dependency): tickets in each transition's transaction, their push after the commit, and the
// waiting orders the venue's settings accept on arrival. `onTicketsMade` adds what else is written with
// tickets (the printing module's print jobs).
export function createKitchen({ db, realtime, clock }: Deps) {
  const repo = createKitchenRepository(db);
  const push = createKitchenPush(realtime, clock, repo);
  const made: TicketsMade[] = [];
  const committed: (() => void)[] = [];
  const hook: KitchenHook = {
    onChange: createTicketMaker(repo, made),
    async announce(news) {
      // After the commit: the tickets (and their print jobs) are there for any reader now.
      for (const listener of committed) listener();
      await push(news.venueId, await repo.ticketsByIds(news.ticketIds));
    },
    // A waiting order of a mode its venue auto-accepts, or a guest's addition waiting on an accepted one. An order to be paid online waits for its payment
    // (a declined or expired payment cancels a waiting order, never food the kitchen already made): it is
    // accepted on the first sweep after the payment settles.
    async autoAcceptDue() {
      const mode = or(
        and(eq(orders.orderType, "inside"), eq(kitchenSettings.autoAcceptInside, true)),
        and(eq(orders.orderType, "preorder"), eq(kitchenSettings.autoAcceptPreorder, true)),
        and(eq(orders.orderType, "delivery"), eq(kitchenSettings.autoAcceptDelivery, true)),
      );
      const rows = await db
        .select({ id: orders.id })
        .from(kitchenSettings)
        .innerJoin(orders, eq(orders.venueId, kitchenSettings.venueId))
        .where(
          and(
            or(
              eq(orders.status, "waiting"),
              and(
                inArray(orders.status, ["serving", "served", "paying"]),
                sql`${orders.appends} @> '[{"status":"waiting"}]'::jsonb`,
              ),
            ),
            mode,
            or(
              isNull(orders.payMethod),
              sql`${orders.payMethod} <> 'online'`,
              sql`${orders.paidAt} is not null`,
            ),
          ),
        )
        .orderBy(orders.createdAt)
        .limit(autoAcceptBatch);
      return rows.map((r) => r.id);
    },
  };
  // The stop list's part (SPEC-level kitchen rule: a line stopped after its ticket reached the station
  // reaches it as a cancel): written in the stop change's transaction, pushed after its commit.
  const cancelStopped = createStopCancels(repo, made);
  const stopList = async (tx: Tx, stop: StopEvent) => {
    const news = await cancelStopped(tx, stop);
    return news ? () => hook.announce(news) : null;
  };
  return {
    hook,
    stopList,
    repo,
    push,
    onTicketsMade: (fn: TicketsMade) => void made.push(fn),
    // Called after each commit that made tickets (the print worker wakes on it).
    onTicketsCommitted: (fn: () => void) => void committed.push(fn),
  };
}
export type Kitchen = ReturnType<typeof createKitchen>;

// The kitchen's calls, once the orders module exists (its lifecycle marks orders ready).
export function registerKitchen(
  app: FastifyInstance,
  kitchen: Kitchen,
  deps: {
    db: Db;
    clock: () => Date;
    notifyStaff: NotifyStaff;
    orders: OrderRepository;
    lifecycle: OrderLifecycle;
  },
) {
  const setup = createKitchenSetup({ db: deps.db, clock: deps.clock, notifyStaff: deps.notifyStaff });
  const tickets = createStationTickets({
    db: deps.db,
    repo: kitchen.repo,
    orders: deps.orders,
    lifecycle: deps.lifecycle,
    push: kitchen.push,
    clock: deps.clock,
  });
  registerKitchenRoutes(app, setup, tickets);
  return { setup, tickets };
}
