import { describe, expect, it } from "vitest";
import { dayMoney, drawerDifference, expectedCash, type DayMoneyPayment } from "./day-money";

const pay = (over: Partial<DayMoneyPayment>): DayMoneyPayment => ({
  method: "cash",
  taken: true,
  amount: 0,
  tip: 0,
  refunded: 0,
  ...over,
});

describe("the day's money by pay method (SPEC §7, minor units)", () => {
  it("nets sales, tips and deposits less refunds per method, and the all row is their sum", () => {
    const money = dayMoney(
      [
        pay({ method: "cash", amount: 10_010, tip: 1_001 }),
        pay({ method: "card", amount: 5_005, tip: 499 }),
        // Taken, then given back in part (amount and tip are what the guest paid).
        pay({ method: "online", amount: 2_000, tip: 200, refunded: 700 }),
        // Not money: a request the waiter never confirmed.
        pay({ method: "card", taken: false, amount: 9_999, tip: 99 }),
      ],
      [
        { method: "online", amount: 30_000, refunded: 0 },
        { method: "online", amount: 15_050, refunded: 15_050 },
      ],
    );
    expect(money.cash).toEqual({ sales: 10_010, tips: 1_001, deposits: 0, refunds: 0, net: 11_011 });
    expect(money.card).toEqual({ sales: 5_005, tips: 499, deposits: 0, refunds: 0, net: 5_504 });
    expect(money.online).toEqual({
      sales: 2_000,
      tips: 200,
      deposits: 45_050,
      refunds: 15_750,
      net: 31_500,
    });
    expect(money.all).toEqual({
      sales: 17_015,
      tips: 1_700,
      deposits: 45_050,
      refunds: 15_750,
      net: 48_015,
    });
    expect(money.all.net).toBe(money.cash.net + money.card.net + money.online.net);
  });

  it("adds up to the kopiyka where decimals would not (0.1 + 0.2)", () => {
    const money = dayMoney([pay({ amount: 10, tip: 20 }), pay({ amount: 1, refunded: 1 })], []);
    expect(money.cash.net).toBe(30);
    expect(Number.isInteger(money.all.net)).toBe(true);
  });

  it("is all zeros for a day without money", () => {
    const zero = { sales: 0, tips: 0, deposits: 0, refunds: 0, net: 0 };
    expect(dayMoney([], [])).toEqual({ cash: zero, card: zero, online: zero, all: zero });
  });

  it("expects the cash line's net in the drawer and tells over from short", () => {
    const money = dayMoney([pay({ amount: 12_345, tip: 655, refunded: 1_000 })], []);
    expect(expectedCash(money)).toBe(12_000);
    expect(drawerDifference(12_000, 12_000)).toBe(0);
    expect(drawerDifference(12_000, 11_950)).toBe(-50);
    expect(drawerDifference(12_000, 12_001)).toBe(1);
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => drawerDifference(100, 0.5)).toThrow(RangeError);
    expect(() => dayMoney([pay({ amount: 1.5 })], [])).toThrow(RangeError);
  });
});
