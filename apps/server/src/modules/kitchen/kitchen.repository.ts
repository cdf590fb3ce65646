import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { kitchenSettings, kitchenTickets, stationRoutes, stations } from "../../db/schema/index";
import { stationBoardTicketCap } from "@tablewise/domain/contract/kitchen";

export type StationRow = typeof stations.$inferSelect;
export type TicketRow = typeof kitchenTickets.$inferSelect;
export type NewTicketRow = typeof kitchenTickets.$inferInsert;
type Exec = Db | Tx;

export const newKitchenId = () => randomBytes(12).toString("base64url");

// The kitchen's tables: stations, routes, auto-accept settings and tickets.
export function createKitchenRepository(db: Db) {
  return {
    // The venue's stations still in use, first by sort.
    openStations(venueId: string, exec: Exec = db): Promise<StationRow[]> {
      return exec
        .select()
        .from(stations)
        .where(and(eq(stations.venueId, venueId), isNull(stations.archivedAt)))
        .orderBy(asc(stations.sort), asc(stations.createdAt), asc(stations.id));
    },
    async station(id: string, exec: Exec = db): Promise<StationRow | null> {
      return (await exec.select().from(stations).where(eq(stations.id, id)))[0] ?? null;
    },
    routes(venueId: string, exec: Exec = db) {
      return exec.select().from(stationRoutes).where(eq(stationRoutes.venueId, venueId));
    },
    async settings(venueId: string, exec: Exec = db) {
      return (
        (await exec.select().from(kitchenSettings).where(eq(kitchenSettings.venueId, venueId)))[0] ?? null
      );
    },
    // Product id -> category id, read from the venue's menus as stored (only the products asked for).
    async categoriesOf(
      venueId: string,
      productIds: readonly string[],
      exec: Exec = db,
    ): Promise<Map<string, string>> {
      if (!productIds.length) return new Map();
      const productId = sql<string>`p->>'_id'`;
      const list = await exec
        .select({ product_id: productId, category_id: sql<string | null>`p->>'category_id'` })
        .from(sql`menus m, jsonb_array_elements(m.data->'products') p`)
        .where(and(sql`m.venue_id = ${venueId}`, inArray(productId, [...productIds])));
      return new Map(list.filter((r) => r.category_id).map((r) => [r.product_id, r.category_id!]));
    },
    // Exactly once: a ticket of an event already made for its station is skipped (unique station+source).
    async insertTickets(tx: Tx, rows: NewTicketRow[]): Promise<TicketRow[]> {
      if (!rows.length) return [];
      return tx
        .insert(kitchenTickets)
        .values(rows)
        .onConflictDoNothing({ target: [kitchenTickets.stationId, kitchenTickets.sourceKey] })
        .returning();
    },
    ticketsOfOrder(orderId: string, exec: Exec = db): Promise<TicketRow[]> {
      return exec.select().from(kitchenTickets).where(eq(kitchenTickets.orderId, orderId));
    },
    // Every ticket of these orders (at one station when given): what a ticket's lines were cancelled by.
    ticketsOfOrders(orderIds: readonly string[], stationId?: string, exec: Exec = db): Promise<TicketRow[]> {
      if (!orderIds.length) return Promise.resolve([]);
      const ofOrders = inArray(kitchenTickets.orderId, [...new Set(orderIds)]);
      return exec
        .select()
        .from(kitchenTickets)
        .where(stationId ? and(ofOrders, eq(kitchenTickets.stationId, stationId)) : ofOrders);
    },
    ticketsByIds(ids: readonly string[], exec: Exec = db): Promise<TicketRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return exec
        .select()
        .from(kitchenTickets)
        .where(inArray(kitchenTickets.id, [...ids]));
    },
    async lockTicket(tx: Tx, id: string): Promise<TicketRow | null> {
      return (
        (await tx.select().from(kitchenTickets).where(eq(kitchenTickets.id, id)).for("update"))[0] ?? null
      );
    },
    async updateTicket(tx: Tx, id: string, patch: Partial<NewTicketRow>): Promise<TicketRow> {
      return (await tx.update(kitchenTickets).set(patch).where(eq(kitchenTickets.id, id)).returning())[0]!;
    },
    // The oldest open tickets first, at most `stationBoardTicketCap`: the ones to cook next.
    openTickets(stationId: string, exec: Exec = db): Promise<TicketRow[]> {
      return exec
        .select()
        .from(kitchenTickets)
        .where(and(eq(kitchenTickets.stationId, stationId), isNull(kitchenTickets.bumpedAt)))
        .orderBy(asc(kitchenTickets.createdAt), asc(kitchenTickets.id))
        .limit(stationBoardTicketCap);
    },
    async countOpenTickets(stationId: string, exec: Exec = db): Promise<number> {
      const [row] = await exec
        .select({ n: sql<number>`count(*)::int` })
        .from(kitchenTickets)
        .where(and(eq(kitchenTickets.stationId, stationId), isNull(kitchenTickets.bumpedAt)));
      return Number(row?.n ?? 0);
    },
    recentBumped(stationId: string, limit: number, exec: Exec = db): Promise<TicketRow[]> {
      return exec
        .select()
        .from(kitchenTickets)
        .where(and(eq(kitchenTickets.stationId, stationId), isNotNull(kitchenTickets.bumpedAt)))
        .orderBy(desc(kitchenTickets.bumpedAt), desc(kitchenTickets.id))
        .limit(limit);
    },
  };
}
export type KitchenRepository = ReturnType<typeof createKitchenRepository>;
