import { expect } from "vitest";
import * as model from "./bill-model";
import { openUnits, type Bill, type Item, type Line, type Refusal } from "./bill-model";
import * as pays from "./bill-payments";
import type { PayArgs } from "./bill-payments";
import * as real from "./bill-driver";
import type { Answer, Table } from "./bill-driver";
import { modelProducts } from "./model-venue";

// What a guest, the waiter, the venue or the gateway can do, as plans with abstract arguments (guest
// number, line and payment indexes). A plan resolves against the model into an action: the call to send
// and the model's move, which answers the refusal the server must give, or null and moves the bill
// (with the ids the server's answer gave). A plan that cannot apply to the bill resolves to null.
export type Sent = { answer: Answer; id: string; publicId?: string };
export type Action = {
  send: (t: Table) => Promise<Sent>;
  move: (b: Bill, sent: Sent) => Refusal | null;
};
export type Plan = { text: string; resolve: (b: Bill) => Action | null };

const guestId = (n: number) => `model-guest-${n}`;
const sent = async (answer: Promise<Answer>): Promise<Sent> => ({ answer: await answer, id: "" });

export type CartItem = { product: number; quantity: number };
function newLines(serverLines: { _id: string; price: number; quantity: number }[], cart: CartItem[]) {
  const added = serverLines.slice(serverLines.length - cart.length);
  const lines: Line[] = added.map((l) => ({
    ...{ id: l._id, price: Math.round(l.price * 100), quantity: l.quantity, paid: 0, held: 0 },
  }));
  expect(
    lines.map((l) => [l.price, l.quantity]),
    "the ordered lines",
  ).toEqual(cart.map((c) => [modelProducts[c.product]!.price, c.quantity]));
  return lines;
}

// A guest orders a cart: at the table (the first order, or lines joining the open order) or on the
// order (append). The table whose order is over takes a new order, which this model leaves out.
export const placePlan = (guest: number, cart: CartItem[], viaAppend: boolean): Plan => ({
  text: `${viaAppend ? "append" : "order"}(g${guest} ${cart.map((c) => `${c.quantity}x${c.product}`).join("+")})`,
  resolve: (b) =>
    (viaAppend ? !b.order : b.order && !model.isOpen(b.order))
      ? null
      : {
          send: async (t) => {
            const answer = await real.placeCart(t, guestId(guest), cart, viaAppend);
            if (answer.status === 200) t.orderId = real.orderOf(answer)._id;
            return { answer, id: "" };
          },
          move: (b2, { answer }) => {
            if (answer.status !== 200) return model.place(b2, [], null);
            const order = real.orderOf(answer);
            const isAppend = b2.order !== null && b2.order.status !== "waiting";
            const source = isAppend ? order.appends.at(-1)! : null;
            const refusal = model.place(
              b2,
              newLines(source ? source.list : order.list, cart),
              source?._id ?? null,
            );
            b2.order!.id = order._id;
            return refusal;
          },
        },
});

const staffMoves = { accept: model.accept, decline: model.decline, served: model.served, close: model.close };
export type StaffAction = keyof typeof staffMoves;
// The staff's close is by hand: an unpaid bill is closed with the venue's reason (SPEC §4).
const bodies: Partial<Record<StaffAction, object>> = {
  decline: { reason: "Model says no" },
  close: { unpaid_reason: "walked_out" },
};
export const staffPlan = (action: StaffAction): Plan => ({
  text: `staff.${action}`,
  resolve: (b) =>
    b.order
      ? {
          send: (t) => sent(real.staffAct(t, action, bodies[action])),
          move: (b2) => staffMoves[action](b2),
        }
      : null,
});

export type Selection = { all: boolean; picks: { line: number; quantity: number }[] };
// `custom`: a custom tip as a share of the ticked units' value, null for the percent.
// `share`: a share of the bill's money instead of the selection (decision 020); an amount as a share of
// what is open (over 1: more than is open).
export type SharePlan =
  { kind: "amount"; ofOpen: number } | { kind: "split"; parts: number; take: number } | { kind: "rest" };
export type PayPlan = {
  guest: number;
  method: model.Method;
  selection: Selection;
  tip: PayArgs["tip"];
  custom: number | null;
  share?: SharePlan | null;
};
const shareText = (s: SharePlan) =>
  s.kind === "amount" ? `amount x${s.ofOpen}` : s.kind === "split" ? `split ${s.take}/${s.parts}` : "rest";
function shareOf(b: Bill, s: SharePlan): PayArgs["share"] {
  if (s.kind !== "amount") return s;
  return { kind: "amount", cents: Math.max(1, Math.round(model.openShare(b) * s.ofOpen)) };
}
// The lines a guest ticks: every open unit ("pay all"), or some units of some lines, maybe more than is open.
function itemsOf(b: Bill, s: Selection): Item[] {
  const lines = b.order!.lines;
  const open = lines.filter((l) => openUnits(l) > 0);
  if (s.all)
    return open.length
      ? open.map((l) => ({ lineId: l.id, quantity: openUnits(l) }))
      : [{ lineId: lines[0]!.id, quantity: 1 }];
  const picked = new Map<string, number>();
  for (const p of s.picks) {
    const line = lines[p.line % lines.length]!;
    if (!picked.has(line.id)) picked.set(line.id, (p.quantity % line.quantity) + 1);
  }
  return [...picked].map(([lineId, quantity]) => ({ lineId, quantity }));
}
const picksText = (s: Selection) =>
  s.all ? "all" : s.picks.map((p) => `L${p.line}q${p.quantity}`).join("+");

export const payPlan = (p: PayPlan): Plan => ({
  text: `pay(g${p.guest} ${p.method} ${p.share ? shareText(p.share) : picksText(p.selection)} tip ${p.custom === null ? p.tip : `x${p.custom}`})`,
  resolve: (b) => {
    if (!b.order?.lines.length) return null;
    const share = p.share ? shareOf(b, p.share) : undefined;
    const items = share ? [] : itemsOf(b, p.selection);
    // A custom tip is a share of what is paid: the units' value, or (a share) what is open.
    const value = share
      ? model.openShare(b)
      : items.reduce((n, i) => n + b.order!.lines.find((l) => l.id === i.lineId)!.price * i.quantity, 0);
    const args: PayArgs = {
      visitor: guestId(p.guest),
      method: p.method,
      items,
      ...(share ? { share } : {}),
      tip: p.custom === null ? p.tip : 0,
      ...(p.custom === null ? {} : { customTip: Math.max(1, Math.round(value * p.custom)) }),
    };
    return {
      send: async (t) => {
        const r = await real.payAs(t, args);
        return { answer: r.answer, id: r.paymentId ?? "", publicId: r.publicId ?? "" };
      },
      move: (b2, { id, publicId }) => pays.pay(b2, args, id, publicId),
    };
  },
});

// The index-th cash or card (or online) payment; mostly one still waiting for an answer, sometimes any
// (answering a payment twice, or one already released, must be refused).
function nth(b: Bill, online: boolean, index: number): string | null {
  const ps = b.payments.filter((p) => (p.method === "online") === online);
  const waiting = ps.filter(model.isUnconfirmed);
  const from = waiting.length && index % 4 !== 3 ? waiting : ps;
  return from.length ? from[index % from.length]!.id : null;
}

export const waiterPlan = (action: "confirm" | "reject", index: number): Plan => ({
  text: `waiter.${action}(#${index})`,
  resolve: (b) => {
    const id = nth(b, false, index);
    return id
      ? { send: (t) => sent(real.waiterAct(t, id, action)), move: (b2) => pays[action](b2, id) }
      : null;
  },
});

export const gatewayPlan = (action: "approve" | "decline", index: number): Plan => ({
  text: `gateway.${action}(#${index})`,
  resolve: (b) => {
    const id = nth(b, true, index);
    const move = action === "approve" ? pays.approve : pays.declineOnline;
    return id ? { send: (t) => sent(real.gatewayAct(t, id, action)), move: (b2) => move(b2, id) } : null;
  },
});

// A guest closes the "Pay online" sheet (or drops a cash request): they cancel a payment,
// mostly one of their own still waiting, sometimes another guest's or one already answered (refused).
export const cancelPlan = (guest: number, index: number): Plan => ({
  text: `cancel(g${guest} #${index})`,
  resolve: (b) => {
    if (!b.payments.length) return null;
    const own = b.payments.filter((p) => p.visitor === guestId(guest) && model.isUnconfirmed(p));
    const from = own.length && index % 4 !== 3 ? own : b.payments;
    const p = from[index % from.length]!;
    return {
      send: (t) => sent(real.cancelAs(t, guestId(guest), p.publicId)),
      move: (b2) => pays.cancel(b2, guestId(guest), p.id),
    };
  },
});
