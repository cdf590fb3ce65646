import fc from "fast-check";
import { expect } from "vitest";
import * as model from "./bill-model";
import { cloneBill, openUnits, type Bill, type Item, type Line, type Refusal } from "./bill-model";
import * as pays from "./bill-payments";
import type { PayArgs } from "./bill-payments";
import { checkBill } from "./bill-check";
import * as real from "./bill-driver";
import type { Answer, Table } from "./bill-driver";
import { modelProducts } from "./model-venue";

// The commands of the bill model (fast-check model-based testing): each resolves its abstract arguments
// (guest number, line and payment indexes) against the model, sends the call, checks the answer against
// the model's prediction, moves the model, and then checks the whole bill against the server.
export type M = { bill: Bill };
type Cmd = fc.AsyncCommand<M, Table>;

const guestId = (n: number) => `model-guest-${n}`;

function expectAnswer(answer: Answer, refusal: Refusal | null, what: string) {
  if (refusal) {
    expect(answer.status, `${what}: the model expects a refusal`).toBe(refusal.status);
    if (refusal.code)
      expect((answer.body as { error: { code: string } }).error.code, what).toBe(refusal.code);
  } else
    expect([200, 303], `${what}: the model expects success, got ${JSON.stringify(answer.body)}`).toContain(
      answer.status,
    );
}

async function verify(m: M, t: Table) {
  if (m.bill.order) checkBill(m.bill, await real.snapshot(t));
}

// Sends, then applies the transition (which may need the answer's ids) to a copy of the model: kept on
// success, dropped on a refusal (a refused call changes nothing).
async function step(
  m: M,
  t: Table,
  what: string,
  send: () => Promise<Answer>,
  move: (b: Bill, a: Answer) => Refusal | null,
) {
  const answer = await send();
  const trial = cloneBill(m.bill);
  const refusal = move(trial, answer);
  expectAnswer(answer, refusal, what);
  if (!refusal) m.bill = trial;
  await verify(m, t);
}

type CartItem = { product: number; quantity: number };
const newLines = (
  serverLines: { _id: string; price: number; quantity: number }[],
  cart: CartItem[],
): Line[] => {
  const added = serverLines.slice(serverLines.length - cart.length);
  const lines = added.map((l) => ({
    id: l._id,
    price: Math.round(l.price * 100),
    quantity: l.quantity,
    paid: 0,
    held: 0,
  }));
  expect(
    lines.map((l) => [l.price, l.quantity]),
    "the ordered lines",
  ).toEqual(cart.map((c) => [modelProducts[c.product]!.price, c.quantity]));
  return lines;
};

class OrderCmd implements Cmd {
  constructor(
    readonly guest: number,
    readonly cart: CartItem[],
    readonly viaAppend: boolean,
  ) {}
  check = (m: M) => (this.viaAppend ? m.bill.order !== null : !m.bill.order || model.isOpen(m.bill.order));
  run = (m: M, t: Table) =>
    step(
      m,
      t,
      this.toString(),
      () => real.placeCart(t, guestId(this.guest), this.cart, this.viaAppend),
      (b, a) => {
        if (a.status !== 200) return model.place(b, [], null);
        const order = real.orderOf(a);
        t.orderId = order._id;
        const isAppend = b.order !== null && b.order.status !== "waiting";
        const source = isAppend ? order.appends.at(-1)! : null;
        const lines = newLines(source ? source.list : order.list, this.cart);
        const refusal = model.place(b, lines, source?._id ?? null);
        b.order!.id = order._id;
        return refusal;
      },
    );
  toString = () =>
    `${this.viaAppend ? "append" : "order"}(g${this.guest} ${this.cart.map((c) => `${c.quantity}x${c.product}`).join("+")})`;
}

const staffMoves = { accept: model.accept, decline: model.decline, served: model.served, close: model.close };
class StaffCmd implements Cmd {
  constructor(readonly action: keyof typeof staffMoves) {}
  check = (m: M) => m.bill.order !== null;
  run = (m: M, t: Table) =>
    step(
      m,
      t,
      this.toString(),
      () =>
        real.staffAct(t, this.action, this.action === "decline" ? { reason: "Model says no" } : undefined),
      (b) => staffMoves[this.action](b),
    );
  toString = () => `staff.${this.action}`;
}

type Selection = { all: boolean; picks: { line: number; quantity: number }[] };
type PayPlan = { guest: number; method: model.Method; selection: Selection; tip: PayArgs["tip"] };
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
const argsOf = (b: Bill, p: PayPlan): PayArgs => ({
  visitor: guestId(p.guest),
  method: p.method,
  items: itemsOf(b, p.selection),
  tip: p.tip,
});
const picksText = (s: Selection) =>
  s.all ? "all" : s.picks.map((p) => `L${p.line}q${p.quantity}`).join("+");
const planText = (p: PayPlan) => `g${p.guest} ${p.method} ${picksText(p.selection)} tip ${p.tip}`;

class PayCmd implements Cmd {
  constructor(readonly plan: PayPlan) {}
  check = (m: M) => m.bill.order !== null && m.bill.order.lines.length > 0;
  async run(m: M, t: Table) {
    const args = argsOf(m.bill, this.plan);
    const taken = { id: "" };
    await step(
      m,
      t,
      this.toString(),
      async () => {
        const r = await real.payAs(t, args);
        taken.id = r.paymentId ?? "";
        return r.answer;
      },
      (b) => pays.pay(b, args, taken.id),
    );
  }
  toString = () => `pay(${planText(this.plan)})`;
}

// Two guests pay at once: the server serialises them in some order, so the model accepts either order
// whose answers and resulting bill match the server's.
class RaceCmd implements Cmd {
  constructor(
    readonly a: PayPlan,
    readonly b: PayPlan,
  ) {}
  check = (m: M) => m.bill.order !== null && m.bill.order.lines.length > 0;
  async run(m: M, t: Table) {
    const args = [argsOf(m.bill, this.a), argsOf(m.bill, this.b)] as const;
    const results = await Promise.all(args.map((a) => real.payAs(t, a)));
    const snap = m.bill.order ? await real.snapshot(t) : null;
    const failures: string[] = [];
    for (const order of [
      [0, 1],
      [1, 0],
    ] as const) {
      const trial = cloneBill(m.bill);
      try {
        for (const i of order)
          expectAnswer(
            results[i]!.answer,
            pays.pay(trial, args[i]!, results[i]!.paymentId ?? ""),
            `race ${i}`,
          );
        if (snap) checkBill(trial, snap);
        m.bill = trial;
        return;
      } catch (err) {
        failures.push(`in the order ${order.join(",")}: ${(err as Error).message}`);
      }
    }
    throw new Error(`no order of the two payments explains the server:\n${failures.join("\n")}`);
  }
  toString = () => `race(${planText(this.a)} | ${planText(this.b)})`;
}

// The index-th cash or card (or online) payment; mostly one still waiting for an answer, sometimes any
// (answering a payment twice, or one already released, must be refused).
const nth = (b: Bill, online: boolean, index: number) => {
  const ps = b.payments.filter((p) => (p.method === "online") === online);
  const waiting = ps.filter(model.isUnconfirmed);
  const from = waiting.length && index % 4 !== 3 ? waiting : ps;
  return from[index % from.length]!.id;
};
class WaiterCmd implements Cmd {
  constructor(
    readonly action: "confirm" | "reject",
    readonly index: number,
  ) {}
  check = (m: M) => m.bill.payments.some((p) => p.method !== "online");
  run = (m: M, t: Table) => {
    const id = nth(m.bill, false, this.index);
    return step(
      m,
      t,
      this.toString(),
      () => real.waiterAct(t, id, this.action),
      (b) => pays[this.action](b, id),
    );
  };
  toString = () => `waiter.${this.action}(#${this.index})`;
}
class GatewayCmd implements Cmd {
  constructor(
    readonly action: "approve" | "decline",
    readonly index: number,
  ) {}
  check = (m: M) => m.bill.payments.some((p) => p.method === "online");
  run = (m: M, t: Table) => {
    const id = nth(m.bill, true, this.index);
    const move = this.action === "approve" ? pays.approve : pays.declineOnline;
    return step(
      m,
      t,
      this.toString(),
      () => real.gatewayAct(t, id, this.action),
      (b) => move(b, id),
    );
  };
  toString = () => `gateway.${this.action}(#${this.index})`;
}

// Time is a command: the app's clock moves, then the sweeper runs once, at a known point.
class TimeCmd implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: M, t: Table) {
    t.ctx.advance(this.ms);
    await t.ctx.app.sweepOrders();
    pays.advance(m.bill, this.ms);
    await verify(m, t);
  }
  toString = () => `time(+${this.ms / 1000}s)`;
}

const guest = fc.integer({ min: 1, max: 4 });
const cart = fc.uniqueArray(
  fc.record({
    product: fc.integer({ min: 0, max: modelProducts.length - 1 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  { minLength: 1, maxLength: 2, selector: (c) => c.product },
);
const selection = fc.record({
  all: fc.constantFrom(true, true, false),
  picks: fc.array(fc.record({ line: fc.nat(9), quantity: fc.nat(3) }), { minLength: 1, maxLength: 3 }),
});
const tip = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0 as const) },
  { weight: 2, arbitrary: fc.constantFrom(5 as const, 10 as const, 15 as const, 20 as const) },
);
const plan = (g: fc.Arbitrary<number>) =>
  fc.record({ guest: g, method: fc.constantFrom<model.Method>("cash", "card", "online"), selection, tip });
const twoGuests = fc.uniqueArray(guest, { minLength: 2, maxLength: 2 });
// Moments that straddle the 5-minute hold and the 15-minute split window and auto-cancel.
const moments = [
  60_000,
  4 * 60_000,
  5 * 60_000,
  5 * 60_000 + 1000,
  10 * 60_000,
  15 * 60_000,
  15 * 60_000 + 1000,
];

export const billCommands: fc.Arbitrary<Cmd>[] = [
  fc.tuple(guest, cart, fc.boolean()).map(([g, c, a]) => new OrderCmd(g, c, a)),
  fc.tuple(guest, cart, fc.boolean()).map(([g, c, a]) => new OrderCmd(g, c, a)),
  fc
    .constantFrom("accept", "accept", "decline", "served", "close")
    .map((a) => new StaffCmd(a as keyof typeof staffMoves)),
  plan(guest).map((p) => new PayCmd(p)),
  plan(guest).map((p) => new PayCmd(p)),
  plan(guest).map((p) => new PayCmd(p)),
  twoGuests
    .chain(([a, b]) => fc.tuple(plan(fc.constant(a!)), plan(fc.constant(b!))))
    .map(([a, b]) => new RaceCmd(a, b)),
  fc
    .tuple(fc.constantFrom("confirm" as const, "confirm" as const, "reject" as const), fc.nat(7))
    .map(([a, i]) => new WaiterCmd(a, i)),
  fc.nat(7).map((i) => new WaiterCmd("confirm", i)),
  fc
    .tuple(fc.constantFrom("approve" as const, "approve" as const, "decline" as const), fc.nat(7))
    .map(([a, i]) => new GatewayCmd(a, i)),
  fc.nat(7).map((i) => new GatewayCmd("approve", i)),
  fc.constantFrom(...moments).map((ms) => new TimeCmd(ms)),
];

// Every run opens with a guest's first order, accepted by the staff or still waiting, so that the random
// commands start from a bill (without it most commands of a short run would have nothing to act on).
export const opening = fc.record({ guest, cart, accepted: fc.constantFrom(true, true, true, false) });
export async function runOpening(m: M, t: Table, o: { guest: number; cart: CartItem[]; accepted: boolean }) {
  await new OrderCmd(o.guest, o.cart, false).run(m, t);
  if (o.accepted) await new StaffCmd("accept").run(m, t);
}
