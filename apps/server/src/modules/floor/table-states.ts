import type { FloorTable, TableState } from "@tablewise/domain/contract/floor";
import { isPaidInFull, leftToPay } from "../orders/index";
import type { FloorSnapshot, SnapshotOrder } from "./floor-snapshot";

type Follow = { staffName: string; halls: string[]; tables: string[] };
export const follows = (shift: Pick<Follow, "halls" | "tables">, table: { code: string; hall: string }) =>
  shift.tables.includes(table.code) || shift.halls.includes(table.hall);

// One state per table, the most urgent when several hold (contract tableStateSchema): a bill asked for or a
// payment to confirm, then an order or addition waiting, food ready, a bill part paid, paid, being made,
// eating. Since when it holds comes with it.
function stateOf(o: SnapshotOrder, snap: FloorSnapshot): { state: TableState; since: Date } {
  const mine = snap.payments.filter((p) => p.orderId === o.id);
  const asked = mine.filter((p) => p.status === "requested" || p.status === "pending");
  if (asked.length)
    return { state: "bill", since: new Date(Math.min(...asked.map((p) => p.createdAt.getTime()))) };
  if (o.status === "paying") return { state: "bill", since: o.updatedAt };
  if (o.status === "waiting") return { state: "waiting", since: o.createdAt };
  const waitingAppend = o.appends.find((a) => a.status === "waiting");
  if (waitingAppend) return { state: "waiting", since: new Date(waitingAppend.created_at) };
  if (o.kitchenReadyAt && o.status === "serving") return { state: "ready", since: o.kitchenReadyAt };
  const paid = mine.filter((p) => p.status === "paid");
  if (o.paidAt || isPaidInFull(o.lines, mine)) return { state: "paid", since: o.paidAt ?? o.updatedAt };
  if (paid.length)
    return {
      state: "part_paid",
      since: new Date(Math.max(...paid.map((p) => (p.settledAt ?? p.createdAt).getTime()))),
    };
  if (o.status === "serving") return { state: "ordered", since: o.confirmedAt ?? o.createdAt };
  return { state: "eating", since: o.updatedAt };
}

export function floorTables(
  snap: FloorSnapshot,
  shifts: readonly (Follow & { staffId: string })[],
  me: string | null,
  openAlerts: ReadonlyMap<string, number>,
): FloorTable[] {
  const byTable = new Map<string, SnapshotOrder>();
  for (const o of snap.orders) if (o.orderType === "inside" && o.tableCode) byTable.set(o.tableCode, o);
  return [...snap.tables]
    .sort(
      (a, b) => a.hall.localeCompare(b.hall) || a.name.localeCompare(b.name, undefined, { numeric: true }),
    )
    .map((t) => {
      const order = byTable.get(t.code);
      const held = order ? stateOf(order, snap) : null;
      const followers = shifts.filter((s) => follows(s, t));
      return {
        code: t.code,
        hall: t.hall,
        name: t.name,
        state: held?.state ?? "free",
        since: held ? held.since.toISOString() : null,
        order_id: order?.id ?? null,
        serial: order?.serial ?? null,
        left_to_pay: order
          ? leftToPay(
              order.lines,
              snap.payments.filter((p) => p.orderId === order.id),
            )
          : 0,
        mine: me !== null && followers.some((s) => s.staffId === me),
        followed_by: followers.map((s) => s.staffName),
        open_alerts: openAlerts.get(t.code) ?? 0,
      };
    });
}
