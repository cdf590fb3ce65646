import type { StaffDay } from "@tablewise/domain/contract/staff";
import { fromMinorUnits, sumMinorBy } from "@tablewise/domain/rules/money";
import { and, asc, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { staffActions } from "../../db/schema";

type Kind = "unpaid" | "void" | "comp" | "discount";
type Row = {
  at: Date;
  orderId: string | null;
  action: string;
  amount: number | null;
  reason: string | null;
  by: string;
  approvedBy: string | null;
};

// The day's bills closed unpaid and its voids, comps and discounts, read from the audit list (every
// one is recorded there with its amount, reason and who, in the transaction that made it): what a
// manager closing the day needs to see of money that was not taken (SPEC §4 bill).
export function createDayAdjustments(db: Db) {
  return async (venueId: string, from: Date, to: Date): Promise<NonNullable<StaffDay["adjustments"]>> => {
    const rows: Row[] = await db
      .select({
        at: staffActions.createdAt,
        orderId: staffActions.orderId,
        action: staffActions.action,
        amount: staffActions.amount,
        reason: staffActions.reason,
        by: staffActions.actorName,
        approvedBy: staffActions.approverName,
      })
      .from(staffActions)
      .where(
        and(
          eq(staffActions.venueId, venueId),
          gte(staffActions.createdAt, from),
          lt(staffActions.createdAt, to),
          or(
            inArray(staffActions.action, ["void", "comp", "discount"]),
            and(eq(staffActions.action, "close"), isNotNull(staffActions.amount)),
          ),
        ),
      )
      .orderBy(asc(staffActions.createdAt), asc(staffActions.seq));
    const list = rows.map((r) => ({
      kind: (r.action === "close" ? "unpaid" : r.action) as Kind,
      at: r.at,
      orderId: r.orderId ?? "",
      amount: r.amount ?? 0,
      reason: r.reason ?? "",
      by: r.by,
      approvedBy: r.approvedBy,
    }));
    const total = (kind: Kind) => {
      const of = list.filter((l) => l.kind === kind);
      return { count: of.length, amount: fromMinorUnits(sumMinorBy(of, (l) => l.amount)) };
    };
    return {
      unpaid: total("unpaid"),
      void: total("void"),
      comp: total("comp"),
      discount: total("discount"),
      list: list.map((l) => ({
        at: l.at.toISOString(),
        order_id: l.orderId,
        kind: l.kind,
        amount: fromMinorUnits(l.amount),
        reason: l.reason,
        by: l.by,
        approved_by: l.approvedBy,
      })),
    };
  };
}
export type DayAdjustments = ReturnType<typeof createDayAdjustments>;
