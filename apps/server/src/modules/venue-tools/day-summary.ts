import type { PayMethod } from "@tablewise/domain/contract/common";
import type { StaffDay } from "@tablewise/domain/contract/staff";
import type { Waiter } from "@tablewise/domain/contract/venue";
import type { DayCloseOut } from "@tablewise/domain/contract/day";
import { dayMoney, type DayMoney, type DayMoneyRow } from "@tablewise/domain/rules/day-money";
import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { summariseSuggestions } from "./day-suggestions";
import type { DayDepositRow, DayOrderRow, DayPaymentRow } from "./venue-tools.repository";

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
  timeZone: string;
  waiters: readonly Waiter[];
  orders: readonly DayOrderRow[];
  payments: readonly DayPaymentRow[];
  deposits: readonly DayDepositRow[];
  closeOuts: readonly DayCloseOut[];
};

// Money the guest handed over: a confirmed payment, a held part the bill captured (then paid), and one
// given back since (its refund is counted apart, so the sale it was still adds up with it).
const taken = (p: { status: string }) => p.status === "paid" || p.status === "refunded";

// The day's money by method in minor units (rules/day-money.ts): what the close-out is taken from.
export function dayMoneyOf(payments: readonly DayPaymentRow[], deposits: readonly DayDepositRow[]): DayMoney {
  return dayMoney(
    payments.map((p) => ({
      method: p.method as PayMethod,
      taken: taken(p),
      amount: p.amount,
      tip: p.tip,
      refunded: taken(p) ? refundedOf(p) : 0,
    })),
    // Deposits are paid online through the venue's gateway (SPEC §3 Reservation), given back whole.
    deposits.map((d) => ({ method: "online", amount: d.deposit, refunded: d.refundedAt ? d.deposit : 0 })),
  );
}

const decimalRow = (row: DayMoneyRow) => ({
  sales: fromMinorUnits(row.sales),
  tips: fromMinorUnits(row.tips),
  deposits: fromMinorUnits(row.deposits),
  refunds: fromMinorUnits(row.refunds),
  net: fromMinorUnits(row.net),
});

// What a manager closes the day with. Money is what was taken by method (paid payments, and those given
// back since: a cash or card request the waiter has not confirmed is a promise; a held split part is money
// at the gateway until the bill captures it, then it is paid), the tips on it, the day's deposits, less
// what was given back of them: each method's net is its total, and all is their sum (sales + tips +
// deposits − refunds), so the cash line is what the drawer holds. Tips are also listed per waiter the
// guest chose (payments.waiter_id, named from the venue's waiters). Refunds are what was given back of
// the day's payments and deposits, so they add up with the lists' refunded columns (and the CSV's).
// Summed in minor units; the console reads SPEC §7 decimals, converted here.
export function summariseDay(input: DayInput): StaffDay {
  const paid = input.payments.filter((p) => p.status === "paid");
  const money = dayMoneyOf(input.payments, input.deposits);
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
    time_zone: input.timeZone,
    totals: {
      cash: fromMinorUnits(money.cash.net),
      card: fromMinorUnits(money.card.net),
      online: fromMinorUnits(money.online.net),
      all: fromMinorUnits(money.all.net),
    },
    tips: [...tips]
      .map(([waiterId, amount]) => ({
        waiter_id: waiterId,
        waiter_name: waiterId === null ? noWaiterName : waiterName(waiterId),
        amount: fromMinorUnits(amount),
      }))
      .sort((a, b) => b.amount - a.amount || a.waiter_name.localeCompare(b.waiter_name)),
    refunds: {
      count:
        input.payments.filter((p) => taken(p) && refundedOf(p) > 0).length +
        input.deposits.filter((d) => d.refundedAt).length,
      amount: fromMinorUnits(money.all.refunds),
    },
    money: {
      cash: decimalRow(money.cash),
      card: decimalRow(money.card),
      online: decimalRow(money.online),
      all: decimalRow(money.all),
    },
    deposits: input.deposits.map((d) => ({
      at: d.paidAt.toISOString(),
      guest_name: `${d.firstName} ${d.lastName}`.trim(),
      starts_at: d.startsAt.toISOString(),
      persons: d.persons,
      method: "online",
      status: d.refundedAt ? "refunded" : "paid",
      amount: fromMinorUnits(d.deposit),
      refunded: fromMinorUnits(d.refundedAt ? d.deposit : 0),
    })),
    close_outs: [...input.closeOuts],
    suggestions: summariseSuggestions(input.orders),
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
