import type { FastifyInstance } from "fastify";
import {
  orderHistoryCall,
  orderHistoryCursorOf,
  type OrderHistory,
  type OrderHistoryQuery,
} from "@tablewise/domain/contract/order-history";
import type { OrderStatus, OrderType } from "@tablewise/domain/contract/order";
import type { PayMethod } from "@tablewise/domain/contract/common";
import { payMethodSchema } from "@tablewise/domain/contract/common";
import { addDays, fromLocal, type LocalDate } from "@tablewise/domain/rules/zoned-time";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { VenueCache } from "../venue/index";
import {
  createOrderHistoryRepository,
  type OrderHistoryFilter,
  type OrderHistoryRowData,
} from "./order-history.repository";

type Deps = { db: Db; venues: VenueCache };

const localDate = (date: string): LocalDate => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

// The query's day and times are the venue's wall clock (SPEC §9: its schedule's zone), as the day view
// reads them: a search from 00:00 to 24:00 of a date finds exactly that day's orders.
export function filterOf(query: OrderHistoryQuery, timeZone: string): OrderHistoryFilter {
  const day = query.date ? localDate(query.date) : null;
  const at = (t: { hour: number; minute: number }) =>
    day &&
    (t.hour === 24 ? fromLocal(addDays(day, 1), 0, 0, timeZone) : fromLocal(day, t.hour, t.minute, timeZone));
  return {
    from: day ? (at(query.from ?? { hour: 0, minute: 0 }) ?? undefined) : undefined,
    to: day ? (at(query.to ?? { hour: 24, minute: 0 }) ?? undefined) : undefined,
    serial: query.serial,
    table: query.table,
    status: query.status,
    mode: query.mode,
    method: query.method,
    amountMin: query.amount_min === undefined ? undefined : toMinorUnits(query.amount_min),
    amountMax: query.amount_max === undefined ? undefined : toMinorUnits(query.amount_max),
    after: query.cursor,
    // One more than a page: whether an older page exists, without counting the venue's orders.
    limit: query.limit + 1,
  };
}

const methodOrder = payMethodSchema.options;
function present(rows: OrderHistoryRowData[], limit: number): OrderHistory {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map((r) => {
      const inside = r.orderType === "inside";
      const methods = new Set(r.methods ?? []);
      return {
        id: r.id,
        serial: r.serial,
        created_at: r.createdAt.toISOString(),
        closed_at: r.closedAt?.toISOString() ?? null,
        status: r.status as OrderStatus,
        order_type: r.orderType as OrderType,
        section_name: inside ? r.sectionName : null,
        table_name: inside ? r.tableName : null,
        paid: fromMinorUnits(r.paid),
        refunded: fromMinorUnits(r.refunded),
        methods: methodOrder.filter((m): m is PayMethod => methods.has(m)),
      };
    }),
    next_cursor: rows.length > limit && last ? orderHistoryCursorOf(last.createdAt, last.id) : null,
  };
}

// The venue's order history. The same roles as the day view: it shows what each order took. Another
// venue's staff are refused its path (403, as every venue path); a service credential reads any venue.
export function registerOrderHistoryRoutes(app: FastifyInstance, { db, venues }: Deps) {
  const repo = createOrderHistoryRepository(db);
  app.get(orderHistoryCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(orderHistoryCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, ["manager", "waiter"]);
    const query = parse(orderHistoryCall.query, request.query, "query");
    const snapshot = await venues.byId(venueId);
    if (!snapshot) throw notFound("Venue");
    const rows = await repo.search(venueId, filterOf(query, snapshot.venue.timezone));
    return ok(orderHistoryCall.response.shape.data, present(rows, query.limit));
  });
}
