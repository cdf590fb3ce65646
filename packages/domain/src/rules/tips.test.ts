import { describe, expect, it } from "vitest";
import { eatInPaymentTotal, tipAmount, tipForPayment, tipPercents, toggleTip } from "./tips";

describe("SPEC §9 tip choices", () => {
  it("are 5, 10, 15 and 20 percent", () => {
    expect(tipPercents).toEqual([5, 10, 15, 20]);
  });
});

describe("SPEC §4 tip toggling", () => {
  it("choosing a value selects it, choosing another switches", () => {
    expect(toggleTip(null, 10)).toBe(10);
    expect(toggleTip(10, 15)).toBe(15);
  });
  it("choosing the selected value clears it", () => {
    expect(toggleTip(15, 15)).toBeNull();
  });
});

describe("SPEC §9 tip amount and eat-in payment total", () => {
  it("is the percent of the selected sum, rounded to 2 decimals", () => {
    expect(tipAmount(333.33, 15)).toBe(50);
    expect(tipAmount(20.1, 5)).toBe(1.01);
    expect(tipAmount(100, null)).toBe(0);
    expect(tipAmount(0, 20)).toBe(0);
  });
  it("total is the selected sum plus the tip", () => {
    expect(eatInPaymentTotal(333.33, 15)).toBe(383.33);
    expect(eatInPaymentTotal(99.99, null)).toBe(99.99);
  });
  it("sends 0 for no tip", () => {
    expect(tipForPayment(null)).toBe(0);
    expect(tipForPayment(20)).toBe(20);
  });
});
