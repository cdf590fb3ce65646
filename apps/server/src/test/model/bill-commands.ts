import fc from "fast-check";
import { expect } from "vitest";
import { cloneBill, type Bill, type Method, type Refusal } from "./bill-model";
import * as pays from "./bill-payments";
import { checkBill } from "./bill-check";
import * as real from "./bill-driver";
import type { Answer, Table } from "./bill-driver";
import * as plans from "./bill-actions";
import type { Action, CartItem, Plan, PayPlan, Sent } from "./bill-actions";
import { modelProducts } from "./model-venue";

// The commands of the bill model (fast-check model-based testing): one action at a time, two at once,
// or time passing. Each checks the server's answers against the model's prediction, moves the model, and
// then checks the whole bill against the server.
export type M = { bill: Bill };
type Cmd = fc.AsyncCommand<M, Table>;

function expectAnswer(answer: Answer, refusal: Refusal | null, what: string) {
  if (refusal) {
    const allowed = [
      refusal.status,
      ...(refusal.orStatus ? [refusal.orStatus] : []),
      ...(refusal.orStatuses ?? []),
    ];
    expect(allowed, `${what}: the model expects a refusal, got ${answer.status}`).toContain(answer.status);
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

// The move is made on a copy of the model: kept on success, dropped on a refusal (a refused call
// changes nothing).
function apply(b: Bill, action: Action, s: Sent, what: string): Bill {
  const trial = cloneBill(b);
  const refusal = action.move(trial, s);
  expectAnswer(s.answer, refusal, what);
  return refusal ? b : trial;
}

class ActionCmd implements Cmd {
  constructor(readonly plan: Plan) {}
  check = (m: M) => this.plan.resolve(m.bill) !== null;
  async run(m: M, t: Table) {
    const action = this.plan.resolve(m.bill)!;
    m.bill = apply(m.bill, action, await action.send(t), this.plan.text);
    await verify(m, t);
  }
  toString = () => this.plan.text;
}

// Two calls at once (two guests paying, the gateway answering while the venue closes...): the server
// serialises them in some order, so the model takes the order whose answers and bill match the server's.
class RaceCmd implements Cmd {
  constructor(
    readonly a: Plan,
    readonly b: Plan,
  ) {}
  check = (m: M) => this.a.resolve(m.bill) !== null && this.b.resolve(m.bill) !== null;
  async run(m: M, t: Table) {
    const actions = [this.a.resolve(m.bill)!, this.b.resolve(m.bill)!] as const;
    const results = await Promise.all(actions.map((a) => a.send(t)));
    const snap = m.bill.order ? await real.snapshot(t) : null;
    const failures: string[] = [];
    for (const order of [
      [0, 1],
      [1, 0],
    ] as const) {
      try {
        let b = m.bill;
        for (const i of order) b = apply(b, actions[i]!, results[i]!, `race ${i}`);
        if (snap) checkBill(b, snap);
        m.bill = b;
        return;
      } catch (err) {
        failures.push(`in the order ${order.join(",")}: ${(err as Error).message}`);
      }
    }
    throw new Error(`no order of the two calls explains the server:\n${failures.join("\n")}`);
  }
  toString = () => `race(${this.a.text} | ${this.b.text})`;
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
// Sometimes a custom tip, as a share of the ticked value: within the half-of-the-sum
// bound, on it, or over it.
const custom = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(0.03, 0.25, 0.5, 0.51, 0.9) },
);
// Mostly items; sometimes a share of the bill's money (decision 020): an amount (within what is open, all
// of it, or more), k of N even parts, or the rest.
const share = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0.2, 0.5, 1, 1.3).map((ofOpen) => ({ kind: "amount" as const, ofOpen })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2, max: 5 })
      .chain((parts) =>
        fc.integer({ min: 1, max: parts }).map((take) => ({ kind: "split" as const, parts, take })),
      ),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "rest" as const }) },
);
const payPlan = (g: fc.Arbitrary<number>): fc.Arbitrary<PayPlan> =>
  fc.record({
    guest: g,
    method: fc.constantFrom<Method>("cash", "card", "online"),
    selection,
    tip,
    custom,
    share,
  });
const twoGuests = fc.uniqueArray(guest, { minLength: 2, maxLength: 2 });

const place = fc.tuple(guest, cart, fc.boolean()).map(([g, c, a]) => plans.placePlan(g, c, a));
const staff = fc
  .constantFrom<plans.StaffAction>("accept", "accept", "decline", "served", "close")
  .map(plans.staffPlan);
const pay = payPlan(guest).map(plans.payPlan);
const waiter = fc
  .tuple(fc.constantFrom("confirm" as const, "confirm" as const, "reject" as const), fc.nat(7))
  .map(([a, i]) => plans.waiterPlan(a, i));
const gateway = fc
  .tuple(fc.constantFrom("approve" as const, "approve" as const, "decline" as const), fc.nat(7))
  .map(([a, i]) => plans.gatewayPlan(a, i));
const cancel = fc.tuple(guest, fc.nat(7)).map(([g, i]) => plans.cancelPlan(g, i));
// Two guests paying at once, or any two calls of the guests, the waiter, the venue and the gateway.
const twoPayers = twoGuests
  .chain(([a, b]) => fc.tuple(payPlan(fc.constant(a!)), payPlan(fc.constant(b!))))
  .map(([a, b]) => new RaceCmd(plans.payPlan(a), plans.payPlan(b)));
const anyTwo = fc
  .tuple(fc.oneof(pay, staff, waiter, gateway, cancel), fc.oneof(pay, staff, waiter, gateway, cancel))
  .map(([a, b]) => new RaceCmd(a, b));
// Moments that straddle the 5-minute hold, the 15-minute split window and auto-cancel.
const moments = [
  60_000,
  4 * 60_000,
  5 * 60_000,
  5 * 60_000 + 1000,
  10 * 60_000,
  15 * 60_000,
  15 * 60_000 + 1000,
];

const one = (plan: fc.Arbitrary<Plan>) => plan.map((p) => new ActionCmd(p));
export const billCommands: fc.Arbitrary<Cmd>[] = [
  one(place),
  one(place),
  one(staff),
  one(pay),
  one(pay),
  one(pay),
  twoPayers,
  anyTwo,
  one(waiter),
  one(fc.nat(7).map((i) => plans.waiterPlan("confirm", i))),
  one(gateway),
  one(cancel),
  one(fc.nat(7).map((i) => plans.gatewayPlan("approve", i))),
  fc.constantFrom(...moments).map((ms) => new TimeCmd(ms)),
];

// Every run opens with a guest's first order, accepted by the staff or still waiting, so that the random
// commands start from a bill (without it most commands of a short run would have nothing to act on).
export const opening = fc.record({ guest, cart, accepted: fc.constantFrom(true, true, true, false) });
export async function runOpening(m: M, t: Table, o: { guest: number; cart: CartItem[]; accepted: boolean }) {
  await new ActionCmd(plans.placePlan(o.guest, o.cart, false)).run(m, t);
  if (o.accepted) await new ActionCmd(plans.staffPlan("accept")).run(m, t);
}
