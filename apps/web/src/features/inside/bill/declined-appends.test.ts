import { describe, expect, it } from "vitest";
import type { Order } from "@tablewise/domain/contract/order";
import { declinedAppends, newlyDeclined } from "./declined-appends";

const append = (id: string, status: Order["status"], reason?: string) => ({
  _id: id,
  status,
  list: [],
  created_at: "2026-11-27T18:00:00.000Z",
  ...(reason ? { reason } : {}),
});
const order = (id: string, appends: Order["appends"]) => ({ _id: id, appends }) as unknown as Order;

describe("declined additions", () => {
  it("are the cancelled appends, with their reason", () => {
    const o = order("o1", [append("a1", "serving"), append("a2", "cancelled", "Sold out")]);
    expect(declinedAppends(o).map((a) => [a._id, a.reason])).toEqual([["a2", "Sold out"]]);
  });

  it("an update that declines an addition names it once; a first look or another order names none", () => {
    const before = order("o1", [append("a1", "waiting")]);
    const after = order("o1", [append("a1", "cancelled", "Sold out")]);
    expect(newlyDeclined(before, after).map((a) => a._id)).toEqual(["a1"]);
    expect(newlyDeclined(after, after)).toEqual([]);
    expect(newlyDeclined(null, after)).toEqual([]);
    expect(newlyDeclined(order("o2", []), after)).toEqual([]);
  });
});
