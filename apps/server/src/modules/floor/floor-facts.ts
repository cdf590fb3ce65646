import type { AlertKind, AlertTimings } from "@tablewise/domain/contract/floor";
import { isPaidInFull, leftToPay } from "../orders/index";
import type { FloorSnapshot, SnapshotOrder } from "./floor-snapshot";

// A fact on the floor that needs a person. Its key names the fact itself (an order, an addition, a call,
// a payment; for the time-based kinds, the moment they count from), so the same fact makes one alert and
// a new fact (another payment, new guest activity) makes a new one.
export type FloorFact = {
  key: string;
  kind: AlertKind;
  tableCode: string | null;
  tableLabel: string | null;
  orderId: string | null;
  serial: number | null;
  amount: number | null;
};

const minutes = (n: number) => n * 60_000;
export const tableLabelOf = (hall: string, name: string) => (hall ? `${hall} · ${name}` : name);

// The time a table last heard from its guests: the order, its additions, its payments and its waiter
// calls. No guest activity for walkout_after_min on a served unpaid bill is a walkout risk.
export function lastGuestActivity(order: SnapshotOrder, snap: FloorSnapshot): Date {
  let last = order.createdAt.getTime();
  for (const a of order.appends) last = Math.max(last, Date.parse(a.created_at));
  for (const p of snap.payments) if (p.orderId === order.id) last = Math.max(last, p.createdAt.getTime());
  for (const c of snap.calls)
    if (c.tableCode === order.tableCode && c.calledAt >= order.createdAt)
      last = Math.max(last, c.calledAt.getTime());
  return new Date(last);
}

export function deriveFloorFacts(snap: FloorSnapshot, timings: AlertTimings, now: Date): FloorFact[] {
  const labels = new Map(snap.tables.map((t) => [t.code, tableLabelOf(t.hall, t.name)]));
  const facts: FloorFact[] = [];
  const about = (o: {
    id: string;
    serial: number;
    tableCode: string | null;
    sectionName?: string;
    tableName?: string;
  }) => ({
    tableCode: o.tableCode,
    tableLabel: o.tableCode
      ? (labels.get(o.tableCode) ?? (o.tableName ? tableLabelOf(o.sectionName ?? "", o.tableName) : null))
      : null,
    orderId: o.id,
    serial: o.serial,
  });
  for (const o of snap.orders) {
    if (o.status === "waiting")
      facts.push({ key: `order_waiting:${o.id}`, kind: "order_waiting", ...about(o), amount: null });
    for (const a of o.appends)
      if (a.status === "waiting" && o.status !== "waiting")
        facts.push({
          key: `addition_waiting:${o.id}:${a._id}`,
          kind: "addition_waiting",
          ...about(o),
          amount: null,
        });
    if (o.orderType !== "inside") continue;
    if (o.kitchenReadyAt && o.status === "serving")
      facts.push({
        key: `ready_to_serve:${o.id}:${o.kitchenReadyAt.getTime()}`,
        kind: "ready_to_serve",
        ...about(o),
        amount: null,
      });
    const mine = snap.payments.filter((p) => p.orderId === o.id);
    for (const p of mine)
      if (p.status === "requested")
        facts.push({
          key: `payment_to_confirm:${p.id}`,
          kind: "payment_to_confirm",
          ...about(o),
          amount: p.amount + p.tip,
        });
    if (isPaidInFull(o.lines, mine)) continue;
    const paid = mine.filter((p) => p.status === "paid");
    const lastPaid = paid.reduce<(typeof paid)[number] | null>(
      (best, p) =>
        (p.settledAt ?? p.createdAt) > (best ? (best.settledAt ?? best.createdAt) : new Date(0)) ? p : best,
      null,
    );
    if (
      lastPaid &&
      now.getTime() - (lastPaid.settledAt ?? lastPaid.createdAt).getTime() >=
        minutes(timings.part_paid_after_min)
    )
      facts.push({
        key: `part_paid:${o.id}:${lastPaid.id}`,
        kind: "part_paid",
        ...about(o),
        amount: leftToPay(o.lines, mine),
      });
    if (o.status === "served") {
      const last = lastGuestActivity(o, snap);
      if (now.getTime() - last.getTime() >= minutes(timings.walkout_after_min))
        facts.push({
          key: `walkout_risk:${o.id}:${last.getTime()}`,
          kind: "walkout_risk",
          ...about(o),
          amount: leftToPay(o.lines, mine),
        });
    }
  }
  for (const c of snap.calls)
    if (!c.acknowledgedAt)
      facts.push({
        key: `waiter_call:${c.id}`,
        kind: "waiter_call",
        tableCode: c.tableCode,
        tableLabel: labels.get(c.tableCode) ?? null,
        orderId: snap.orders.find((o) => o.tableCode === c.tableCode)?.id ?? null,
        serial: snap.orders.find((o) => o.tableCode === c.tableCode)?.serial ?? null,
        amount: null,
      });
  for (const r of snap.lowRatings)
    facts.push({
      key: `low_rating:${r.id}`,
      kind: "low_rating",
      tableCode: r.tableCode,
      tableLabel: r.tableCode
        ? (labels.get(r.tableCode) ?? (r.tableName ? tableLabelOf(r.sectionName ?? "", r.tableName) : null))
        : null,
      orderId: r.orderId,
      serial: r.serial,
      amount: null,
    });
  for (const p of snap.failedPayments)
    facts.push({
      key: `payment_failed:${p.id}`,
      kind: "payment_failed",
      tableCode: p.tableCode,
      tableLabel: p.tableCode ? (labels.get(p.tableCode) ?? null) : null,
      orderId: p.orderId,
      serial: p.serial,
      amount: p.amount + p.tip,
    });
  return facts;
}
