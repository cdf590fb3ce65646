import { describe, expect, it } from "vitest";
import type { Order, OrderLine } from "@tablewise/domain/contract/order";
import { appendState, firstLines, linesTotal } from "./order-parts";

const line = (id: string, total: number) => ({ _id: id, total }) as OrderLine;
const append = (id: string, status: Order["status"], list: OrderLine[]) => ({
  _id: id,
  status,
  list,
  created_at: "2026-11-27T18:00:00.000Z",
});

describe("an order's parts on the console", () => {
  it("lists an accepted addition's lines under the addition only, not again among the first lines", () => {
    const soup = line("l2", 180);
    const order = {
      list: [line("l1", 260), soup],
      appends: [append("a1", "serving", [soup]), append("a2", "cancelled", [line("l3", 95)])],
    };
    expect(firstLines(order).map((l) => l._id)).toEqual(["l1"]);
  });

  it("an accepted addition reads accepted whatever the order's status; waiting and declined as such", () => {
    expect(appendState(append("a", "serving", []))).toBe("accepted");
    expect(appendState(append("a", "closed", []))).toBe("accepted");
    expect(appendState(append("a", "waiting", []))).toBe("waiting");
    expect(appendState(append("a", "cancelled", []))).toBe("declined");
  });

  it("an addition's total is its own lines' total, in minor units", () => {
    expect(linesTotal([line("a", 180), line("b", 195)])).toBe(375);
    expect(linesTotal([line("a", 0.1), line("b", 0.2)])).toBe(0.3);
  });
});
