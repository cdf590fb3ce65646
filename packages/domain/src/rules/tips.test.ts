import { describe, expect, it } from "vitest";
import {
  customTipProblem,
  eatInPaymentTotal,
  maxCustomTip,
  tipAmount,
  tipFields,
  tipForPayment,
  tipPercents,
  toggleTip,
} from "./tips";

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
  it("is the percent of the selected sum in minor units, rounded half away from zero", () => {
    expect(tipAmount(33_333, 15)).toBe(5000); // 4999.95
    expect(tipAmount(2010, 5)).toBe(101); // 100.5
    expect(tipAmount(10_000, null)).toBe(0);
    expect(tipAmount(0, 20)).toBe(0);
  });
  it("total is the selected sum plus the tip", () => {
    expect(eatInPaymentTotal(33_333, 15)).toBe(38_333);
    expect(eatInPaymentTotal(9999, null)).toBe(9999);
  });
  it("sends 0 for no tip", () => {
    expect(tipForPayment(null)).toBe(0);
    expect(tipForPayment(20)).toBe(20);
  });
});

describe("custom tip amount in minor units", () => {
  it("is at most half of the selected sum, rounded half away from zero", () => {
    expect(maxCustomTip(10_001)).toBe(5001);
    expect(tipAmount(10_000, { percent: null, custom: 9000 })).toBe(5000);
    expect(tipAmount(10_000, { percent: 10, custom: 250 })).toBe(250);
    expect(tipAmount(10_000, { percent: 10, custom: null })).toBe(1000);
  });
  it("names why an amount cannot be sent", () => {
    expect(customTipProblem(10_000, 0)).toBe("not_positive");
    expect(customTipProblem(10_000, 5001)).toBe("too_high");
    expect(customTipProblem(10_000, 5000)).toBeNull();
  });
  it("goes on the wire as the decimal tip_amount (SPEC §7)", () => {
    expect(tipFields({ percent: null, custom: 1999 })).toEqual({ tip: 0, tip_amount: 19.99 });
    expect(tipFields({ percent: 15, custom: null })).toEqual({ tip: 15 });
  });
});
