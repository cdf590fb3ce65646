// A plain model of one table's bill: what the server must hold after each call. Money is in
// cents (integers), so the model itself never rounds. Each transition changes the bill it is given and
// answers null, or answers the refusal the server must give (and the bill must then be left as it was).

export type Method = "cash" | "card" | "online";
export type PaymentStatus =
  | "requested" // cash or card: waits for the waiter
  | "pending" // online: at the gateway, for at most 5 minutes
  | "held" // online split part, refunded unless the bill is settled within 15 minutes (SPEC §4)
  | "paid"
  | "rejected"
  | "cancelled"
  | "declined"
  | "expired"
  | "refunded";
export type OrderStatus = "waiting" | "serving" | "served" | "paying" | "closed" | "cancelled";
export type Item = { lineId: string; quantity: number };
export type Line = { id: string; price: number; quantity: number; paid: number; held: number };
export type Append = { id: string; status: "waiting" | "serving" | "cancelled"; lines: Line[] };
// A share of the bill's money instead of items (docs/decisions/020-pay-a-share.md).
export type Cover = { kind: "amount" } | { kind: "split"; parts: number; take: number } | { kind: "rest" };
export type Payment = {
  id: string;
  publicId: string; // the guests' id of it (cancel)
  visitor: string;
  method: Method;
  status: PaymentStatus;
  items: Item[];
  covers: Cover | null;
  amount: number;
  tip: number;
  expiresAt: number | null;
};
// Why a closed order is closed: settled by its payments, or by the staff's hand.
export type ClosedBy = "settled" | "staff" | "declined" | "timeout";
export type Order = {
  id: string;
  status: OrderStatus;
  autoCancelAt: number | null;
  lines: Line[];
  appends: Append[];
  splitDeadline: number | null;
  closedBy: ClosedBy | null;
};
export type Bill = { now: number; tipsEnabled: boolean; order: Order | null; payments: Payment[] };
// orStatus: a second answer the server may give. A guest's call on a finished order is refused as a
// conflict while the table's access code still reads it (30 minutes), or as forbidden after;
// the model does not keep that window, both refuse and change nothing.
export type Refusal = { status: number; code?: string; orStatus?: number; orStatuses?: number[] };
export const finishedForGuest: Refusal = { status: 409, orStatus: 403 };

// SPEC §4, as the server has them (order-payment.ts, order-placement.ts).
export const holdTtlMs = 5 * 60_000;
export const splitWindowMs = 15 * 60_000;
export const autoCancelMs = 15 * 60_000;

const conflict: Refusal = { status: 409, code: "conflict" };

export const newBill = (now: number, tipsEnabled: boolean): Bill => ({
  now,
  tipsEnabled,
  order: null,
  payments: [],
});
export const cloneBill = (b: Bill): Bill => structuredClone(b);

export const isActive = (o: Order) => ["serving", "served", "paying"].includes(o.status);
export const isOpen = (o: Order) => o.status === "waiting" || isActive(o);
export const openUnits = (l: Line) => l.quantity - l.paid - l.held;
export const isUnconfirmed = (p: Payment) => p.status === "requested" || p.status === "pending";
export const isCounted = (p: Payment) => p.status === "paid" || p.status === "held";
const hasWaitingAppend = (o: Order) => o.appends.some((a) => a.status === "waiting");

// The money of shares (decision 020), in cents: paid (held split parts too) and in flight.
const sharesWhere = (ps: readonly Payment[], f: (p: Payment) => boolean) =>
  ps.filter((p) => p.covers !== null && f(p)).reduce((n, p) => n + p.amount, 0);
export const sharesPaid = (ps: readonly Payment[]) => sharesWhere(ps, isCounted);
export const sharesHeld = (ps: readonly Payment[]) => sharesWhere(ps, isUnconfirmed);
export const isPaidByAmount = (ps: readonly Payment[]) => sharesPaid(ps) + sharesHeld(ps) > 0;
const value = (lines: readonly Line[], units: (l: Line) => number) =>
  lines.reduce((n, l) => n + l.price * Math.max(0, units(l)), 0);
// What an even split divides: the money items had not paid or held.
export const shareBase = (o: Order) =>
  value(o.lines, (l) => l.quantity) - value(o.lines, (l) => Math.min(l.quantity, l.paid + l.held));
// What nobody pays yet, items and shares alike (the order's left_to_pay).
export const openShare = (b: Bill) =>
  Math.max(0, value(b.order!.lines, openUnits) - sharesPaid(b.payments) - sharesHeld(b.payments));
// What confirmed money has not paid yet.
export const leftToPay = (o: Order, ps: readonly Payment[]) =>
  Math.max(0, value(o.lines, (l) => l.quantity - l.paid) - sharesPaid(ps));

// SPEC §4: nothing left to pay (every unit paid by confirmed money, or units and shares together reach
// the total) and nothing waiting to join.
export const isSettled = (o: Order, ps: readonly Payment[] = []) =>
  (o.lines.every((l) => l.paid >= l.quantity) || leftToPay(o, ps) === 0) && !hasWaitingAppend(o);

export function shift(o: Order, items: readonly Item[], field: "paid" | "held", delta: number) {
  for (const i of items) {
    const line = o.lines.find((l) => l.id === i.lineId)!;
    line[field] += delta * i.quantity;
  }
}

export function closeIfSettled(b: Bill, o: Order) {
  if (!isSettled(o, b.payments)) {
    o.status = "paying";
    return;
  }
  // The held split parts are captured with the bill (SPEC §4).
  for (const p of b.payments) if (p.status === "held") p.status = "paid";
  Object.assign(o, { status: "closed", closedBy: "settled", splitDeadline: null, autoCancelAt: null });
}

// A guest's cart ordered at the table: the first order, lines joining a waiting one, or an append
// waiting for the staff on an accepted one (SPEC §3, §7 create and append).
export function place(b: Bill, lines: Line[], appendId: string | null): Refusal | null {
  const o = b.order;
  if (!o) {
    b.order = {
      ...{ id: "", status: "waiting", lines, appends: [], splitDeadline: null, closedBy: null },
      autoCancelAt: b.now + autoCancelMs,
    };
    return null;
  }
  if (!isOpen(o)) return finishedForGuest;
  if (o.status === "waiting") o.lines.push(...lines);
  else o.appends.push({ id: appendId ?? "", status: "waiting", lines });
  return null;
}

// The staff API (order-transitions.ts): after any of them a paying bill that is settled closes (26.1).
export function accept(b: Bill): Refusal | null {
  const o = b.order!;
  if (o.status !== "waiting" && !(isActive(o) && hasWaitingAppend(o))) return conflict;
  for (const a of o.appends)
    if (a.status === "waiting") {
      a.status = "serving";
      o.lines.push(...structuredClone(a.lines));
    }
  if (o.status === "waiting" || o.status === "served") o.status = "serving";
  o.autoCancelAt = null;
  if (o.status === "paying") closeIfSettled(b, o);
  return null;
}

export function decline(b: Bill): Refusal | null {
  const o = b.order!;
  if (o.status === "waiting") {
    Object.assign(o, { status: "cancelled", closedBy: "declined", autoCancelAt: null });
    return null;
  }
  if (!isActive(o) || !hasWaitingAppend(o)) return conflict;
  for (const a of o.appends) if (a.status === "waiting") a.status = "cancelled";
  // Declining what stood between a paid bill and its closing settles it, whatever the
  // waiter marked it (serving, served or paying).
  if (isSettled(o, b.payments)) closeIfSettled(b, o);
  return null;
}

export function served(b: Bill): Refusal | null {
  const o = b.order!;
  if (o.status !== "serving" && o.status !== "paying") return conflict;
  o.status = "served";
  return null;
}

// The venue closes by hand: refused while a cash or card request waits for the waiter;
// online payments still at the gateway are cancelled, held split parts captured.
export function close(b: Bill): Refusal | null {
  const o = b.order!;
  if (!isActive(o)) return conflict;
  if (b.payments.some((p) => p.status === "requested")) return conflict;
  for (const p of b.payments) {
    if (p.status === "pending") {
      p.status = "cancelled";
      shift(o, p.items, "held", -1);
    }
    if (p.status === "held") p.status = "paid";
  }
  Object.assign(o, { status: "closed", closedBy: "staff", splitDeadline: null });
  return null;
}
