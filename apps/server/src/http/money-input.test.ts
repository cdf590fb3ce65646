import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { minorUnitsOf } from "./money-input";

// SPEC §7 amounts arrive as decimals; the server reads them into whole minor units once, here.
describe("a client's decimal amount read into minor units", () => {
  it("rounds to the cent as SPEC §9 does", () => {
    expect(minorUnitsOf(19.99, "amount")).toBe(1999);
    expect(minorUnitsOf(1.005, "amount")).toBe(101);
    expect(minorUnitsOf(0.1 + 0.2, "amount")).toBe(30);
  });

  it("refuses with a 400 an amount that rounds to no money or lies past exact integers", () => {
    for (const amount of [0.001, 0.004, 1e300, Number.POSITIVE_INFINITY, Number.NaN]) {
      let caught: unknown;
      try {
        minorUnitsOf(amount, "amount");
      } catch (err) {
        caught = err;
      }
      expect(caught, String(amount)).toBeInstanceOf(HttpError);
      expect((caught as HttpError).status, String(amount)).toBe(400);
    }
  });
});
