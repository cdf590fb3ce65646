import { and, asc, eq, gte, isNull, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insideTables, orders, payments, reservations } from "../../db/schema";

export type VenueTableRow = { sectionName: string; tableName: string; code: string; token: string };

// Natural order, as a venue numbers its tables: Hall 2 before Hall 10.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

// Lines only as far as the day's "Goes well with" count reads them (day-suggestions.ts).
type DayLine = { product_id: string; name: string; suggested_by?: string; suggested_by_name?: string };
export type DayOrderRow = {
  id: string;
  status: string;
  lines?: DayLine[];
  appends?: { status: string; lines: DayLine[] }[];
};
export type DayPaymentRow = {
  id: string;
  method: string;
  status: string;
  amount: number;
  tip: number;
  waiterId: string | null;
  createdAt: Date;
  settledAt: Date | null;
  refundedAt: Date | null;
  // What the gateway gave back of it (payments.refunded_amount; 0 on refunds recorded before it existed).
  refundedAmount?: number;
  orderSerial: number;
  orderId: string;
  orderType: string;
  sectionName: string | null;
  tableName: string | null;
};

// A reservation deposit paid online: the day it came in is its day, as a payment's is its settling's.
export type DayDepositRow = {
  firstName: string;
  lastName: string;
  startsAt: Date;
  persons: number;
  deposit: number;
  paidAt: Date;
  refundedAt: Date | null;
};

export function createVenueToolsRepository(db: Db) {
  return {
    async venueTables(venueId: string): Promise<VenueTableRow[]> {
      const rows = await db
        .select({
          sectionName: insideTables.sectionName,
          tableName: insideTables.tableName,
          code: insideTables.code,
          token: insideTables.token,
        })
        .from(insideTables)
        // Retired tables leave the tables list and the QR sheet (setup lists them).
        .where(and(eq(insideTables.venueId, venueId), isNull(insideTables.retiredAt)));
      return rows.sort(
        (a, b) =>
          collator.compare(a.sectionName, b.sectionName) ||
          collator.compare(a.tableName, b.tableName) ||
          a.code.localeCompare(b.code),
      );
    },

    // Orders placed in [from, to): the day's orders count and its cancelled ones.
    async dayOrders(venueId: string, from: Date, to: Date): Promise<DayOrderRow[]> {
      return db
        .select({ id: orders.id, status: orders.status, lines: orders.lines, appends: orders.appends })
        .from(orders)
        .where(and(eq(orders.venueId, venueId), gte(orders.createdAt, from), lt(orders.createdAt, to)));
    },

    // Payments whose money moved in [from, to): settled (confirmed, held, captured) then, or, never
    // settled, asked for then (a rejected or expired request still shows in the day's list).
    async dayPayments(venueId: string, from: Date, to: Date): Promise<DayPaymentRow[]> {
      const at = sql`coalesce(${payments.settledAt}, ${payments.createdAt})`;
      return db
        .select({
          id: payments.id,
          method: payments.method,
          status: payments.status,
          amount: payments.amount,
          tip: payments.tip,
          waiterId: payments.waiterId,
          createdAt: payments.createdAt,
          settledAt: payments.settledAt,
          refundedAt: payments.refundedAt,
          refundedAmount: payments.refundedAmount,
          orderSerial: orders.serial,
          orderId: orders.id,
          orderType: orders.orderType,
          sectionName: sql<
            string | null
          >`case when ${orders.orderType} = 'inside' then ${orders.sectionName} end`,
          tableName: sql<
            string | null
          >`case when ${orders.orderType} = 'inside' then ${orders.tableName} end`,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(orders.venueId, venueId), gte(at, from), lt(at, to)))
        .orderBy(asc(at), asc(payments.id));
    },

    // Deposits paid in [from, to) (the whole deposit; given back since when refunded_at is set).
    async dayDeposits(venueId: string, from: Date, to: Date): Promise<DayDepositRow[]> {
      const rows = await db
        .select({
          firstName: reservations.firstName,
          lastName: reservations.lastName,
          startsAt: reservations.startsAt,
          persons: reservations.persons,
          deposit: reservations.deposit,
          paidAt: reservations.paidAt,
          refundedAt: reservations.refundedAt,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.venueId, venueId),
            eq(reservations.paid, true),
            isNotNull(reservations.paidAt),
            gte(reservations.paidAt, from),
            lt(reservations.paidAt, to),
          ),
        )
        .orderBy(asc(reservations.paidAt), asc(reservations.id));
      return rows.map((r) => ({ ...r, paidAt: r.paidAt! }));
    },
  };
}
export type VenueToolsRepository = ReturnType<typeof createVenueToolsRepository>;
