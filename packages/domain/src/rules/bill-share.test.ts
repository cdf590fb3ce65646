import { describe, expect, it } from "vitest";
import { shareAmount } from "./bill-share";

describe("paying a share of the bill", () => {
  it("splits 100.00 three ways so the three parts sum exactly to the bill", () => {
    let open = 10_000;
    const paid: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = shareAmount({ base: 10_000, open }, { kind: "split", parts: 3, take: 1 });
      if (!("amount" in r)) throw new Error(r.problem);
      paid.push(r.amount);
      open -= r.amount;
    }
    expect(paid).toEqual([3333, 3333, 3334]);
    expect(open).toBe(0);
  });

  it("takes two of three parts as the last two", () => {
    expect(shareAmount({ base: 10_000, open: 6667 }, { kind: "split", parts: 3, take: 2 })).toEqual({
      amount: 6667,
    });
  });

  it("refuses more parts than are left, or more than is open", () => {
    expect(shareAmount({ base: 10_000, open: 3334 }, { kind: "split", parts: 3, take: 2 })).toEqual({
      problem: "too_much",
    });
    expect(shareAmount({ base: 10_000, open: 500 }, { kind: "amount", amount_minor: 501 })).toEqual({
      problem: "too_much",
    });
  });

  it("pays the rest, and nothing when nothing is open", () => {
    expect(shareAmount({ base: 10_000, open: 1234 }, { kind: "rest" })).toEqual({ amount: 1234 });
    expect(shareAmount({ base: 10_000, open: 0 }, { kind: "rest" })).toEqual({ problem: "nothing_open" });
  });
});
