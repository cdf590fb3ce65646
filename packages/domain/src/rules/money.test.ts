import { describe, expect, it } from "vitest";
import {
  assertMinorUnits,
  fromMinorUnits,
  isMinorUnits,
  multiplyMinor,
  percentOf,
  roundMoney,
  shareOf,
  sumMinor,
  sumMinorBy,
  toMinorUnits,
} from "./money";

describe("SPEC §9 money rounded to 2 decimals at the decimal edge", () => {
  it("rounds half away from zero without binary artefacts", () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.045)).toBe(1.05);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(10)).toBe(10);
  });

  it("handles values written in exponent form and never returns -0", () => {
    expect(roundMoney(1e-7)).toBe(0);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(roundMoney(1e21)).toBe(1e21);
    expect(roundMoney(123456789.125)).toBe(123456789.13);
  });

  it("refuses non-finite amounts", () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("decimal amounts become whole minor units and back, exactly", () => {
  it("converts awkward decimals to the cent SPEC §9 rounds them to", () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(123456.78)).toBe(12345678);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(-1.005)).toBe(-101);
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });

  it("gives back the decimal the wire carries, without binary noise", () => {
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(30)).toBe(0.3);
    expect(fromMinorUnits(12345678)).toBe(123456.78);
    expect(fromMinorUnits(-101)).toBe(-1.01);
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
  });

  it("round-trips every cent of a range", () => {
    for (let units = -1000; units <= 100_000; units += 7)
      expect(toMinorUnits(fromMinorUnits(units))).toBe(units);
  });
});

describe("minor-unit arithmetic is exact integer arithmetic", () => {
  it("sums without binary noise", () => {
    expect(sumMinor([10, 20, 30])).toBe(60);
    expect(sumMinor([])).toBe(0);
    expect(sumMinorBy([{ total: 1999 }, { total: 1 }], (l) => l.total)).toBe(2000);
  });

  it("multiplies a unit price by a whole quantity and refuses a fraction", () => {
    expect(multiplyMinor(1999, 3)).toBe(5997);
    expect(() => multiplyMinor(1999, 1.5)).toThrow(RangeError);
    expect(() => multiplyMinor(19.99, 3)).toThrow(RangeError);
  });

  it("takes a share of an amount rounded half away from zero", () => {
    expect(shareOf(10_000, 2, 3)).toBe(6667); // 66.666...
    expect(shareOf(100, 1, 2)).toBe(50);
    expect(shareOf(101, 1, 2)).toBe(51); // 50.5 rounds up
    expect(shareOf(-101, 1, 2)).toBe(-51);
    expect(shareOf(0, 1, 3)).toBe(0);
    expect(() => shareOf(100, 1, 0)).toThrow(RangeError);
  });

  it("takes percents, also with decimals, rounded half away from zero (SPEC §9)", () => {
    expect(percentOf(33_333, 15)).toBe(5000); // 4999.95
    expect(percentOf(9999, 5)).toBe(500); // 499.95
    expect(percentOf(2010, 5)).toBe(101); // 100.5
    expect(percentOf(9999, 12.5)).toBe(1250); // 1249.875
    expect(percentOf(9999, 0)).toBe(0);
    expect(() => percentOf(100, -5)).toThrow(RangeError);
  });

  it("refuses values that are not whole minor units", () => {
    expect(isMinorUnits(1999)).toBe(true);
    expect(isMinorUnits(19.99)).toBe(false);
    expect(isMinorUnits(2 ** 53)).toBe(false);
    expect(() => assertMinorUnits(0.1 + 0.2)).toThrow(RangeError);
    expect(() => sumMinor([0.1, 0.2])).toThrow(RangeError);
  });
});
