// Kitchen and bar stations: which station makes a line, and how an order's lines split into one ticket
// per station. Pure, so the server's ticket maker and the console's route editor agree.

export type RouteKind = "category" | "product";
export type RoutingStation = { id: string; sort: number };
export type RoutingRule = { kind: RouteKind; key: string; station_id: string };

// A product's own route wins over its category's; a line routed nowhere (or to a removed station) goes
// to the venue's first station by sort. A venue with no stations routes nothing (null).
export function stationOf(
  productId: string,
  categoryId: string | null,
  routes: readonly RoutingRule[],
  stations: readonly RoutingStation[],
): string | null {
  if (!stations.length) return null;
  const open = new Set(stations.map((s) => s.id));
  const routed = (kind: RouteKind, key: string | null) =>
    key === null ? undefined : routes.find((r) => r.kind === kind && r.key === key && open.has(r.station_id));
  const route = routed("product", productId) ?? routed("category", categoryId);
  if (route) return route.station_id;
  return [...stations].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))[0]!.id;
}

// The lines grouped by the station that makes them, in the order they came; stations with no line are
// absent (an accepted order makes a ticket only where it has something to make).
export function splitByStation<L extends { product_id: string }>(
  lines: readonly L[],
  categoryOf: (productId: string) => string | null,
  routes: readonly RoutingRule[],
  stations: readonly RoutingStation[],
): Map<string, L[]> {
  const out = new Map<string, L[]>();
  for (const line of lines) {
    const station = stationOf(line.product_id, categoryOf(line.product_id), routes, stations);
    if (station === null) continue;
    out.set(station, [...(out.get(station) ?? []), line]);
  }
  return out;
}

// Units taken off an order's lines by a void: each line's quantity before less its quantity after (a
// line gone entirely lost all its units). Lines split off by a comp or discount are not voids.
export function voidedUnits<L extends { _id: string; quantity: number }>(
  before: readonly L[],
  after: readonly L[],
): (L & { quantity: number })[] {
  const left = new Map(after.map((l) => [l._id, l.quantity]));
  return before.flatMap((l) => {
    const gone = l.quantity - (left.get(l._id) ?? 0);
    return gone > 0 ? [{ ...l, quantity: gone }] : [];
  });
}

// The station screen's "all day" count: each item still to make across open tickets, most first. Units an
// open cancel ticket names (a void, a cancelled order) are no longer to make: taken off their line.
type AllDayTicket = {
  kind: "new" | "cancel";
  lines: readonly { line_id?: string; name: string; quantity: number; bumped_at?: string | null }[];
};
export function allDayCount(tickets: readonly AllDayTicket[]): { name: string; quantity: number }[] {
  const stopped = new Map<string, number>();
  for (const t of tickets)
    if (t.kind === "cancel")
      for (const l of t.lines)
        if (l.line_id) stopped.set(l.line_id, (stopped.get(l.line_id) ?? 0) + l.quantity);
  const counts = new Map<string, number>();
  for (const t of tickets)
    if (t.kind === "new")
      for (const l of t.lines) {
        if (l.bumped_at) continue;
        const off = Math.min(l.quantity, (l.line_id && stopped.get(l.line_id)) || 0);
        if (l.line_id && off) stopped.set(l.line_id, stopped.get(l.line_id)! - off);
        if (l.quantity - off > 0) counts.set(l.name, (counts.get(l.name) ?? 0) + l.quantity - off);
      }
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}
