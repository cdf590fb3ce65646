import { and, eq, inArray, sql } from "drizzle-orm";
import type { CounterBoard, StationBoard, Ticket } from "@tablewise/domain/contract/kitchen";
import { allDayCount } from "@tablewise/domain/rules/kitchen-routing";
import type { Db, Tx } from "../../db/client";
import { kitchenTickets, orders as ordersTable } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import {
  kitchenReady,
  recordStaffAction,
  systemActor,
  type Applied,
  type OrderLifecycle,
  type OrderRepository,
} from "../orders/index";
import type { KitchenPush } from "./kitchen-push";
import type { KitchenRepository, TicketRow } from "./kitchen.repository";
import { cancelledUnitsOf, presentStation, presentTicket } from "./present-ticket";

type Deps = {
  db: Db;
  repo: KitchenRepository;
  orders: OrderRepository;
  lifecycle: OrderLifecycle;
  push: KitchenPush;
  clock: () => Date;
};

const recallDepth = 10;

// The station screen's work: its board, bumping a line or a ticket, recalling one, and the order's
// "ready" once every line sent for it is bumped. Each change under the ticket's row lock, so two tabs of
// one station bumping together are one bump; pushed to the venue after the commit.
export function createStationTickets({ db, repo, orders, lifecycle, push, clock }: Deps) {
  async function ownTicket(tx: Tx, venueId: string, id: string): Promise<TicketRow> {
    const row = await repo.lockTicket(tx, id);
    if (!row || row.venueId !== venueId) throw notFound("Ticket");
    return row;
  }

  // When every "new" ticket of the order is bumped, the order is ready: a takeaway or delivery goes to
  // fulfilment ready (its guest hears it), an eat-in order is ready to serve on the waiter's board. The
  // order is locked before its tickets are read, so two stations bumping its last two tickets at once
  // see each other's bump (the second waits for the first's commit) and exactly one marks it ready.
  async function readyIfDone(tx: Tx, orderId: string, now: Date): Promise<Applied | null> {
    const row = await orders.lock(tx, orderId);
    if (!row) return null;
    const tickets = await repo.ticketsOfOrder(orderId, tx);
    const made = tickets.filter((t) => t.kind === "new");
    if (!made.length || made.some((t) => !t.bumpedAt)) return null;
    const applied = await lifecycle.applyIn(tx, orderId, kitchenReady, now);
    if ("refused" in applied) return null;
    await recordStaffAction(
      tx,
      {
        venueId: row.venueId,
        subjectType: "order",
        subjectId: orderId,
        orderId,
        action: "kitchen_ready",
        actor: systemActor,
      },
      now,
    );
    return applied;
  }

  async function after(venueId: string, ticket: TicketRow, ready: Applied | null): Promise<Ticket> {
    await push(venueId, [ticket]);
    if (ready) await lifecycle.push(ready);
    return presentTicket(
      ticket,
      cancelledUnitsOf(await repo.ticketsOfOrders([ticket.orderId], ticket.stationId)),
    );
  }

  return {
    async board(venueId: string, stationId: string): Promise<StationBoard> {
      const station = await repo.station(stationId);
      if (!station || station.venueId !== venueId) throw notFound("Station");
      const [open, openTotal, recent] = await Promise.all([
        repo.openTickets(stationId),
        repo.countOpenTickets(stationId),
        repo.recentBumped(stationId, recallDepth),
      ]);
      // Cancel slips of these orders at this station, the ones already acknowledged too: a slip the cook
      // tapped "Got it" on still takes its units off the original ticket and off the all-day count.
      const ofOrders = await repo.ticketsOfOrders(
        [...open, ...recent].map((t) => t.orderId),
        stationId,
      );
      const cancelled = cancelledUnitsOf(ofOrders);
      const tickets = open.map((t) => presentTicket(t, cancelled));
      const openIds = new Set(open.map((t) => t.id));
      const doneSlips = ofOrders.filter((t) => t.kind === "cancel" && !openIds.has(t.id));
      return {
        station: presentStation(station),
        tickets,
        recent_bumped: recent.map((t) => presentTicket(t, cancelled)),
        all_day: allDayCount([...tickets, ...doneSlips.map((t) => presentTicket(t))]),
        // Read apart from the list, so it may count a ticket made between the two reads: never fewer
        // than the list holds.
        open_total: Math.max(openTotal, tickets.length),
        now: clock().toISOString(),
      };
    },

    // Idempotent: a bumped line bumped again changes nothing and answers the ticket as it is.
    async bump(venueId: string, ticketId: string, lineId: string | undefined): Promise<Ticket> {
      let ready: Applied | null = null;
      const ticket = await db.transaction(async (tx) => {
        const now = clock();
        const t = await ownTicket(tx, venueId, ticketId);
        if (lineId && !t.lines.some((l) => l.line_id === lineId)) throw notFound("Ticket line");
        const at = now.toISOString();
        const lines = t.lines.map((l) =>
          (!lineId || l.line_id === lineId) && !l.bumped_at ? { ...l, bumped_at: at } : l,
        );
        const done = lines.every((l) => l.bumped_at);
        const changed = lines.some((l, i) => l !== t.lines[i]) || done !== Boolean(t.bumpedAt);
        if (!changed) return t;
        const updated = await repo.updateTicket(tx, t.id, {
          lines,
          bumpedAt: done ? (t.bumpedAt ?? now) : null,
        });
        if (done && updated.kind === "new") ready = await readyIfDone(tx, updated.orderId, now);
        return updated;
      });
      return after(venueId, ticket, ready);
    },

    // Back on the screen with every line to make again. An order already ready stays ready: the guest
    // or the waiter was told, and the counter keeps the number on the ready side until it is picked up.
    async recall(venueId: string, ticketId: string): Promise<Ticket> {
      const ticket = await db.transaction(async (tx) => {
        const t = await ownTicket(tx, venueId, ticketId);
        if (!t.bumpedAt && t.lines.every((l) => !l.bumped_at)) return t;
        return repo.updateTicket(tx, t.id, {
          bumpedAt: null,
          lines: t.lines.map((l) => ({ ...l, bumped_at: null })),
        });
      });
      return after(venueId, ticket, null);
    },

    // Orders in preparation (accepted, something still to make) and ready (until picked up: an eat-in
    // order served, a takeaway delivered or closed, a delivery out for delivery), by serial.
    async counter(venueId: string): Promise<CounterBoard> {
      const open = sql<boolean>`exists (select 1 from ${kitchenTickets} t where t.order_id = "orders"."id"
        and t.kind = 'new' and t.bumped_at is null)`;
      const any = sql<boolean>`exists (select 1 from ${kitchenTickets} t where t.order_id = "orders"."id")`;
      const rows = await db
        .select({
          serial: ordersTable.serial,
          orderType: ordersTable.orderType,
          status: ordersTable.status,
          fulfilment: ordersTable.fulfilment,
          kitchenReadyAt: ordersTable.kitchenReadyAt,
          open,
        })
        .from(ordersTable)
        .where(
          and(
            eq(ordersTable.venueId, venueId),
            inArray(ordersTable.status, ["serving", "served", "paying"]),
            sql`(${any} or ${ordersTable.fulfilment} = 'ready')`,
          ),
        )
        .orderBy(ordersTable.serial)
        .limit(500);
      const board: CounterBoard = { preparing: [], ready: [] };
      for (const r of rows) {
        const item = { serial: r.serial, order_type: r.orderType };
        const isReady =
          r.orderType === "inside"
            ? r.status === "serving" && r.kitchenReadyAt !== null
            : r.fulfilment === "ready";
        if (isReady) board.ready.push(item);
        else if (r.open && (r.orderType === "inside" ? r.status !== "served" : r.fulfilment === "accepted"))
          board.preparing.push(item);
      }
      return board;
    },
  };
}
export type StationTickets = ReturnType<typeof createStationTickets>;
