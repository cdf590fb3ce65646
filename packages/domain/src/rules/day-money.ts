import type { PayMethod } from "../contract/common";
import { assertMinorUnits, sumMinorBy, type MinorUnits } from "./money";

// SPEC §7/§9: the day's money by pay method, in whole minor units, so a close-out adds up to the kopiyka.
// What a guest paid and the venue kept (the `taken` payments: paid, or paid and given back since) is a
// sale; its tip is apart; a reservation deposit paid online is apart; what was given back of either is a
// refund. net = sales + tips + deposits − refunds, per method and in all, so the drawer's cash line is the
// cash the drawer holds: cash sales plus cash tips, less cash given back.
export const payMethods = ["cash", "card", "online"] as const satisfies readonly PayMethod[];

// The lines of a close-out, in the order a manager reads them (net last, as their sum).
export const dayMoneyLines = ["sales", "tips", "deposits", "refunds", "net"] as const;
export type DayMoneyLine = (typeof dayMoneyLines)[number];
export type DayMoneyRow = Record<DayMoneyLine, MinorUnits>;
export type DayMoney = Record<PayMethod | "all", DayMoneyRow>;

export type DayMoneyPayment = {
  method: PayMethod;
  // Money the guest handed over (a confirmed or captured payment, also one refunded since).
  taken: boolean;
  amount: MinorUnits;
  tip: MinorUnits;
  // What was given back of it (amount and tip), 0 for none.
  refunded: MinorUnits;
};
export type DayMoneyDeposit = { method: PayMethod; amount: MinorUnits; refunded: MinorUnits };

function rowOf(payments: readonly DayMoneyPayment[], deposits: readonly DayMoneyDeposit[]): DayMoneyRow {
  const taken = payments.filter((p) => p.taken);
  const sales = sumMinorBy(taken, (p) => p.amount);
  const tips = sumMinorBy(taken, (p) => p.tip);
  const depositsIn = sumMinorBy(deposits, (d) => d.amount);
  const refunds = sumMinorBy(taken, (p) => p.refunded) + sumMinorBy(deposits, (d) => d.refunded);
  return {
    sales,
    tips,
    deposits: depositsIn,
    refunds: assertMinorUnits(refunds),
    net: assertMinorUnits(sales + tips + depositsIn - refunds),
  };
}

export function dayMoney(
  payments: readonly DayMoneyPayment[],
  deposits: readonly DayMoneyDeposit[],
): DayMoney {
  const of = (method: PayMethod) =>
    rowOf(
      payments.filter((p) => p.method === method),
      deposits.filter((d) => d.method === method),
    );
  return { cash: of("cash"), card: of("card"), online: of("online"), all: rowOf(payments, deposits) };
}

// What the drawer should hold at the end of the day: the cash line's net (cash sales and cash tips, less
// cash given back). A counted drawer over it is a positive difference, short of it a negative one.
export const expectedCash = (money: DayMoney): MinorUnits => money.cash.net;
export const drawerDifference = (expected: MinorUnits, counted: MinorUnits): MinorUnits =>
  assertMinorUnits(assertMinorUnits(counted) - assertMinorUnits(expected));
