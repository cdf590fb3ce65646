import type { Order, OrderLine } from "@tablewise/domain/contract/order";
import { fromMinorUnits, sumMinorBy, toMinorUnits } from "@tablewise/domain/rules/money";

type Append = Order["appends"][number];

// What the kitchen and the guest see of an addition (SPEC §3 appends): waiting for the venue, accepted
// (its lines joined the bill) or declined with a reason. An accepted addition stays accepted when the
// order is later served or closed: its own status is not the order's.
export type AppendState = "waiting" | "accepted" | "declined";
export function appendState(append: Append): AppendState {
  if (append.status === "waiting") return "waiting";
  return append.status === "cancelled" ? "declined" : "accepted";
}

// The order's first lines: its list holds accepted additions' lines too (they joined the bill), which
// the panel shows under their addition, so they are left out here rather than listed twice.
export function firstLines(order: Pick<Order, "list" | "appends">): OrderLine[] {
  const added = new Set(order.appends.flatMap((a) => a.list.map((l) => l._id)));
  return order.list.filter((l) => !added.has(l._id));
}

// A ticket's own total: an addition's ticket shows what the addition costs, not the whole bill. Summed
// in minor units so 0.1 + 0.2 stays 0.3.
export function linesTotal(lines: readonly OrderLine[]): number {
  return fromMinorUnits(sumMinorBy(lines, (l) => toMinorUnits(l.total)));
}
