import type { StaffDay } from "@tablewise/domain/contract/staff";
import type { DayOrderRow } from "./venue-tools.repository";

// The day view's top pairs: enough to read at a glance, the rest is noise.
const maxPairs = 10;

// "Goes well with" taken in the day: every line of a placed order (or of an addition to it) that the cart
// marked as added from a product's suggestion sheet. A cancelled order or addition was never served, so
// it is left out. One take is one line, whatever its quantity.
export function summariseSuggestions(orders: readonly DayOrderRow[]): NonNullable<StaffDay["suggestions"]> {
  const pairs = new Map<
    string,
    { from_id: string; from_name: string; to_id: string; to_name: string; count: number }
  >();
  let taken = 0;
  for (const order of orders) {
    if (order.status === "cancelled") continue;
    const lines = [
      ...(order.lines ?? []),
      ...(order.appends ?? []).filter((a) => a.status !== "cancelled").flatMap((a) => a.lines),
    ];
    for (const line of lines) {
      if (!line.suggested_by) continue;
      taken += 1;
      const key = `${line.suggested_by}\u0000${line.product_id}`;
      const pair = pairs.get(key);
      if (pair) pair.count += 1;
      else
        pairs.set(key, {
          from_id: line.suggested_by,
          from_name: line.suggested_by_name ?? line.suggested_by,
          to_id: line.product_id,
          to_name: line.name,
          count: 1,
        });
    }
  }
  const top = [...pairs.values()].sort(
    (a, b) =>
      b.count - a.count || a.from_name.localeCompare(b.from_name) || a.to_name.localeCompare(b.to_name),
  );
  return { taken, pairs: top.slice(0, maxPairs) };
}
