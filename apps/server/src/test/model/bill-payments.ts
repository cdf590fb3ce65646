import {
  cloneBill,
  closeIfSettled,
  holdTtlMs,
  isPaidByAmount,
  isSettled,
  isUnconfirmed,
  openShare,
  shareBase,
  openUnits,
  shift,
  splitWindowMs,
  type Bill,
  type Cover,
  type Item,
  type Method,
  type Payment,
  type Refusal,
  finishedForGuest,
} from "./bill-model";

// The payment half of the bill model: guests paying, the waiter and the gateway answering, and time.
const conflict: Refusal = { status: 409, code: "conflict" };
// `customTip` (cents) is a custom tip amount sent as tip_amount instead of a percent.
// `share`: a share of the bill's money instead of items (decision 020; amount in cents).
export type Share =
  { kind: "amount"; cents: number } | { kind: "split"; parts: number; take: number } | { kind: "rest" };
export type PayArgs = {
  visitor: string;
  method: Method;
  items: Item[];
  share?: Share;
  tip: 0 | 5 | 10 | 15 | 20;
  customTip?: number;
};

// A custom tip is at most half of the selected sum (rounded to the cent).
export const maxCustomTipOf = (amount: number) => Math.round(amount / 2);

// SPEC §9: a tip is a percent of the selected sum, rounded to the cent (half away from zero).
export const tipOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

// POST /orders/{id}/pay. The id is the server's. One transaction: on a refusal nothing changes, not even
// the release of the visitor's earlier payment.
export function pay(b: Bill, a: PayArgs, id: string, publicId = ""): Refusal | null {
  const trial = cloneBill(b);
  const refusal = payIn(trial, a, id, publicId);
  if (!refusal) Object.assign(b, trial);
  return refusal;
}

function payIn(b: Bill, a: PayArgs, id: string, publicId: string): Refusal | null {
  // The order's state first (a finished or waiting bill is a 409 whoever asks), then the venue's tip rule,
  // then the selection.
  const o = b.order;
  if (o && (o.status === "closed" || o.status === "cancelled")) return finishedForGuest;
  if (!o || !["serving", "served", "paying"].includes(o.status)) return conflict;
  if ((a.tip || a.customTip !== undefined) && !b.tipsEnabled) return { status: 400, code: "tips_disabled" };
  // One unconfirmed payment per visitor: a new one releases their earlier one.
  for (const p of b.payments) if (isUnconfirmed(p) && p.visitor === a.visitor) release(b, p, "cancelled");
  if (a.share) return payShare(b, a, a.share, id, publicId);
  // Once a share is paid or held, items cannot be: which units an amount paid is unknowable.
  if (isPaidByAmount(b.payments)) return conflict;
  for (const i of a.items) {
    const line = o.lines.find((l) => l.id === i.lineId);
    if (!line) return { status: 400, code: "bad_request" };
    if (i.quantity > openUnits(line)) return conflict;
  }
  const amount = a.items.reduce((s, i) => s + o.lines.find((l) => l.id === i.lineId)!.price * i.quantity, 0);
  return hold(b, a, { id, publicId, items: a.items, covers: null, amount });
}

// The payment asked for, priced: a custom tip over half of it is refused (a refusal here undoes the
// visitor's release too); otherwise it holds its units (none for a share) until the waiter or the gateway
// answers.
function hold(
  b: Bill,
  a: PayArgs,
  p: Pick<Payment, "id" | "publicId" | "items" | "covers" | "amount">,
): Refusal | null {
  if (a.customTip !== undefined && a.customTip > maxCustomTipOf(p.amount))
    return { status: 400, code: "bad_request" };
  const online = a.method === "online";
  b.payments.push({
    ...p,
    visitor: a.visitor,
    method: a.method,
    status: online ? "pending" : "requested",
    tip: a.customTip ?? tipOf(p.amount, a.tip),
    expiresAt: online ? b.now + holdTtlMs : null,
  });
  shift(b.order!, p.items, "held", 1);
  closeIfSettled(b, b.order!);
  return null;
}

// The share's price, from decision 020's words: bounded by what nobody pays yet; k of N even parts of
// what items left, rounded down, the part that closes the split taking the rounding.
export function sharePrice(b: Bill, share: Share): number | null {
  const open = openShare(b);
  if (open <= 0) return null;
  if (share.kind === "rest") return open;
  if (share.kind === "amount") return share.cents > open ? null : share.cents;
  const base = shareBase(b.order!);
  const part = Math.floor(base / share.parts);
  const wanted = part * share.take;
  if (wanted <= 0 || wanted > open) return null;
  return open - wanted <= base - part * share.parts ? open : wanted;
}

function payShare(b: Bill, a: PayArgs, share: Share, id: string, publicId: string): Refusal | null {
  const amount = sharePrice(b, share);
  if (amount === null) return conflict;
  const covers: Cover =
    share.kind === "split" ? { kind: "split", parts: share.parts, take: share.take } : { kind: share.kind };
  return hold(b, a, { id, publicId, items: [], covers, amount });
}

// A released hold frees its units at once.
function release(b: Bill, p: Payment, status: "cancelled" | "rejected" | "declined" | "expired") {
  p.status = status;
  shift(b.order!, p.items, "held", -1);
}

function confirmUnits(b: Bill, p: Payment, status: "paid" | "held") {
  shift(b.order!, p.items, "held", -1);
  shift(b.order!, p.items, "paid", 1);
  p.status = status;
  closeIfSettled(b, b.order!);
}

const byId = (b: Bill, id: string) => b.payments.find((p) => p.id === id)!;

// A guest releases their own unconfirmed payment; its units are free at once. The access check
// comes first (a finished order refuses whoever asks), then whose it is (another visitor's is not found),
// then its state (an answered one is a conflict).
export function cancel(b: Bill, visitor: string, id: string): Refusal | null {
  const o = b.order!;
  // Once the table's code no longer reads the finished order, a visitor who has no order on it (their
  // only addition declined) is not found, as anyone's unknown payment would be.
  if (o.status === "closed" || o.status === "cancelled") return { ...finishedForGuest, orStatuses: [404] };
  const p = byId(b, id);
  if (p.visitor !== visitor) return { status: 404, code: "not_found" };
  if (!isUnconfirmed(p)) return conflict;
  release(b, p, "cancelled");
  return null;
}

// The waiter took the money, or did not.
export function confirm(b: Bill, id: string): Refusal | null {
  const p = byId(b, id);
  if (p.status !== "requested") return conflict;
  confirmUnits(b, p, "paid");
  return null;
}
export function reject(b: Bill, id: string): Refusal | null {
  const p = byId(b, id);
  if (p.status !== "requested") return conflict;
  release(b, p, "rejected");
  return null;
}

// The sandbox gateway's answers. An approved part that does not settle the bill is held, and the split
// window starts with the first such part and is kept by the later ones (SPEC §4).
export function approve(b: Bill, id: string): Refusal | null {
  const p = byId(b, id);
  const o = b.order!;
  if (p.status !== "pending") return conflict;
  // Would the bill be settled with this payment paid (its units, or its share)?
  const after = structuredClone(b);
  const q = after.payments.find((x) => x.id === id)!;
  shift(after.order!, q.items, "held", -1);
  shift(after.order!, q.items, "paid", 1);
  q.status = "paid";
  if (isSettled(after.order!, after.payments)) confirmUnits(b, p, "paid");
  else {
    o.splitDeadline ??= b.now + splitWindowMs;
    confirmUnits(b, p, "held");
  }
  return null;
}
export function declineOnline(b: Bill, id: string): Refusal | null {
  const p = byId(b, id);
  if (p.status !== "pending") return conflict;
  release(b, p, "declined");
  return null;
}

// Time passes, then the sweeper runs (order-sweeper.ts, in its order): abandoned online holds expire
// (5 minutes), an unsettled split is refunded (15 minutes), an order nobody accepted is cancelled.
export function advance(b: Bill, ms: number) {
  b.now += ms;
  const o = b.order;
  if (!o) return;
  for (const p of b.payments)
    if (p.status === "pending" && p.expiresAt !== null && p.expiresAt <= b.now) release(b, p, "expired");
  if (o.splitDeadline !== null && o.splitDeadline <= b.now) {
    for (const p of b.payments)
      if (p.status === "held") {
        p.status = "refunded";
        shift(o, p.items, "paid", -1);
      }
    o.splitDeadline = null;
  }
  if (o.status === "waiting" && o.autoCancelAt !== null && o.autoCancelAt <= b.now)
    Object.assign(o, { status: "cancelled", closedBy: "timeout", autoCancelAt: null });
}
