import type { PayMethod } from "@tablewise/domain/contract/common";
import type { StaffDay } from "@tablewise/domain/contract/staff";
import type { Waiter } from "@tablewise/domain/contract/venue";
import { fromMinorUnits, sumMinorBy, type MinorUnits } from "@tablewise/domain/rules/money";
import type { DayOrderRow, DayPaymentRow } from "./venue-tools.repository";

export const noWaiterName = "No waiter";

// What was given back of a payment: its refunded amount where the payments table keeps one (a console
// refund may be partial), else a `refunded` payment is refunded whole, the amount and the tip the guest
// paid (a split part at its window's end, SPEC §4). Minor units, like the rows.
export const refundedOf = (p: {
  status: string;
  amount: MinorUnits;
  tip: MinorUnits;
  refundedAmount?: MinorUnits;
}): MinorUnits => p.refundedAmount || (p.status === "refunded" ? p.amount + p.tip : 0);

type DayInput = {
  date: string;
  currency: string;
  waiters: readonly Waiter[];
  orders: readonly DayOrderRow[];
  payments: readonly DayPaymentRow[];
};

// What a manager closes the day with. Totals are the confirmed money by method: paid
// payments only (a cash or card request the waiter has not confirmed is a promise; a held split part is
// money at the gateway until the bill captures it, then it is paid). Tips are apart from the totals, per
// waiter the guest chose (payments.waiter_id, named from the venue's waiters). Refunds are what was given
// back of the day's payments, so they add up with the list's refunded column (and the CSV's); a payment
// refunded in full is no longer paid and leaves the totals, one refunded in part stays in them whole.
// Summed in minor units; the console reads SPEC §7 decimals, converted here.
export function summariseDay(input: DayInput): StaffDay {
  const paid = input.payments.filter((p) => p.status === "paid");
  const byMethod = (method: PayMethod) =>
    fromMinorUnits(
      sumMinorBy(
        paid.filter((p) => p.method === method),
        (p) => p.amount,
      ),
    );
  const names = new Map(input.waiters.map((w) => [w._id, w.name]));
  // A waiter removed from the venue's file since keeps their id, so their tips are still told apart.
  const waiterName = (id: string) => names.get(id) ?? id;
  const tips = new Map<string | null, MinorUnits>();
  for (const p of paid) if (p.tip > 0) tips.set(p.waiterId, (tips.get(p.waiterId) ?? 0) + p.tip);
  return {
    date: input.date,
    currency: input.currency,
    orders_count: input.orders.length,
    cancelled_count: input.orders.filter((o) => o.status === "cancelled").length,
    totals: {
      cash: byMethod("cash"),
      card: byMethod("card"),
      online: byMethod("online"),
      all: fromMinorUnits(sumMinorBy(paid, (p) => p.amount)),
    },
    tips: [...tips]
      .map(([waiterId, amount]) => ({
        waiter_id: waiterId,
        waiter_name: waiterId === null ? noWaiterName : waiterName(waiterId),
        amount: fromMinorUnits(amount),
      }))
      .sort((a, b) => b.amount - a.amount || a.waiter_name.localeCompare(b.waiter_name)),
    refunds: {
      count: input.payments.filter((p) => refundedOf(p) > 0).length,
      amount: fromMinorUnits(sumMinorBy(input.payments, refundedOf)),
    },
    payments: input.payments.map((p) => ({
      at: (p.settledAt ?? p.createdAt).toISOString(),
      order_serial: p.orderSerial,
      order_id: p.orderId,
      order_type: p.orderType,
      section_name: p.sectionName,
      table_name: p.tableName,
      method: p.method as PayMethod,
      status: p.status,
      amount: fromMinorUnits(p.amount),
      tip: fromMinorUnits(p.tip),
      refunded: fromMinorUnits(refundedOf(p)),
      waiter_name: p.waiterId === null ? null : waiterName(p.waiterId),
    })),
  };
}
