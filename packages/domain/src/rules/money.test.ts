import { describe, expect, it } from "vitest";
import {
  fromMinorUnits,
  multiplyMoney,
  percentOf,
  roundMoney,
  sumMoney,
  sumMoneyBy,
  toMinorUnits,
} from "./money";

describe("SPEC §9 money rounded to 2 decimals", () => {
  it("rounds half away from zero without binary artefacts", () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.045)).toBe(1.05);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(10)).toBe(10);
  });

  it("rounds a product whose binary result falls just under the half (0.15 * 1.5 = 0.225)", () => {
    expect(0.15 * 1.5).toBe(0.22499999999999998);
    expect(multiplyMoney(0.15, 1.5)).toBe(0.23);
    expect(multiplyMoney(0.29, 1.5)).toBe(0.44);
    expect(multiplyMoney(0.05, 0.7)).toBe(0.04);
  });

  it("handles values written in exponent form and never returns -0", () => {
    expect(roundMoney(1e-7)).toBe(0);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(roundMoney(1e21)).toBe(1e21);
    expect(roundMoney(123456789.125)).toBe(123456789.13);
  });

  it("refuses non-finite amounts", () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("sums and takes percents", () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
    expect(sumMoneyBy([{ total: 19.99 }, { total: 0.01 }], (l) => l.total)).toBe(20);
    expect(percentOf(333.33, 15)).toBe(50);
    expect(percentOf(99.99, 5)).toBe(5);
    expect(percentOf(20.1, 5)).toBe(1.01);
  });

  it("converts to and from whole minor units", () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
  });
});
