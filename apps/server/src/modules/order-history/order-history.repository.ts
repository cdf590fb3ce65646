import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { PayMethod } from "@tablewise/domain/contract/common";
import type { OrderStatus, OrderType } from "@tablewise/domain/contract/order";
import type { MinorUnits } from "@tablewise/domain/rules/money";
import type { Db } from "../../db/client";
import { orders, payments } from "../../db/schema";

// What the search narrows by, already parsed: instants, minor units.
export type OrderHistoryFilter = {
  from?: Date;
  to?: Date;
  serial?: number;
  table?: string;
  status?: OrderStatus;
  mode?: OrderType;
  method?: PayMethod;
  amountMin?: MinorUnits;
  amountMax?: MinorUnits;
  // The previous page's last order: this page starts right after it (newest first).
  after?: { at: Date; id: string };
  limit: number;
};

export type OrderHistoryRowData = {
  id: string;
  serial: number;
  createdAt: Date;
  closedAt: Date | null;
  status: string;
  orderType: string;
  sectionName: string;
  tableName: string;
  paid: MinorUnits;
  refunded: MinorUnits;
  methods: string[] | null;
};

// Statuses of a payment whose money the guest gave: confirmed, or given back since (in part a payment stays
// paid, in full it is refunded). A held split part is not money yet.
const charged = sql`${payments.status} in ('paid', 'refunded')`;

export function createOrderHistoryRepository(db: Db) {
  return {
    // One page of a venue's orders, newest first, keyed by (created_at, id): the venue's index on those
    // columns (migration 0021) reads a page without sorting a year of orders. The money per order comes
    // from a lateral sum over its payments (payments_order_idx), so a page costs its own rows only.
    async search(venueId: string, f: OrderHistoryFilter): Promise<OrderHistoryRowData[]> {
      const money = db
        .select({
          paid: sql<number>`coalesce(sum(${payments.amount} + ${payments.tip}) filter (where ${charged}), 0)::bigint`
            .mapWith(Number)
            .as("paid"),
          // What was given back: the refunded amount a console refund records, else a payment refunded
          // whole (a split part at its window's end, SPEC §4): as the day view counts it.
          refunded:
            sql<number>`coalesce(sum(case when ${payments.refundedAmount} > 0 then ${payments.refundedAmount} when ${payments.status} = 'refunded' then ${payments.amount} + ${payments.tip} else 0 end), 0)::bigint`
              .mapWith(Number)
              .as("refunded"),
          methods: sql<string[] | null>`array_agg(distinct ${payments.method}) filter (where ${charged})`.as(
            "methods",
          ),
        })
        .from(payments)
        .where(eq(payments.orderId, orders.id))
        .as("money");

      const where: (SQL | undefined)[] = [eq(orders.venueId, venueId)];
      if (f.from) where.push(gte(orders.createdAt, f.from));
      if (f.to) where.push(lt(orders.createdAt, f.to));
      if (f.serial !== undefined) where.push(eq(orders.serial, f.serial));
      if (f.table !== undefined)
        where.push(eq(orders.orderType, "inside"), sql`lower(${orders.tableName}) = lower(${f.table})`);
      if (f.status) where.push(eq(orders.status, f.status));
      if (f.mode) where.push(eq(orders.orderType, f.mode));
      // Paid this way; an order no payment has moved money for yet goes by the way it is to be paid.
      if (f.method)
        where.push(sql`coalesce(${f.method} = any(${money.methods}), ${orders.payMethod} = ${f.method})`);
      if (f.amountMin !== undefined) where.push(gte(money.paid, f.amountMin));
      if (f.amountMax !== undefined) where.push(sql`${money.paid} <= ${f.amountMax}`);
      if (f.after)
        where.push(
          or(
            lt(orders.createdAt, f.after.at),
            and(eq(orders.createdAt, f.after.at), lt(orders.id, f.after.id)),
          ),
        );

      const rows = await db
        .select({
          id: orders.id,
          serial: orders.serial,
          createdAt: orders.createdAt,
          closedAt: orders.closedAt,
          status: orders.status,
          orderType: orders.orderType,
          sectionName: orders.sectionName,
          tableName: orders.tableName,
          paid: money.paid,
          refunded: money.refunded,
          methods: money.methods,
        })
        .from(orders)
        .leftJoinLateral(money, sql`true`)
        .where(and(...where))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(f.limit);
      return rows.map((r) => ({ ...r, paid: Number(r.paid ?? 0), refunded: Number(r.refunded ?? 0) }));
    },
  };
}
export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
