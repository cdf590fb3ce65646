import { expect } from "vitest";
import type { Bill, Line } from "./bill-model";
import { isCounted, isSettled } from "./bill-model";
import { maxCustomTipOf, tipOf } from "./bill-payments";
import type { Snapshot } from "./bill-driver";

// After every command: the server's bill equals the model's, and the rules hold on the server's
// own numbers (so a rule broken the same way in model and server is still caught).

// Money as the server answers it, in cents: never negative, never more precise than a cent.
function cents(value: number, what: string): number {
  const c = Math.round(value * 100);
  if (value < 0 || Math.abs(value * 100 - c) > 1e-6)
    throw new Error(`${what} is ${value}: negative or unrounded`);
  return c;
}

const lineView = (l: Line) => ({
  id: l.id,
  price: l.price,
  quantity: l.quantity,
  paid: l.paid,
  held: l.held,
});

function modelView(b: Bill) {
  const o = b.order!;
  return {
    status: o.status,
    closed: o.status === "closed" || o.status === "cancelled",
    lines: o.lines.map(lineView),
    appends: o.appends.map((a) => ({ id: a.id, status: a.status, lines: a.lines.length })),
    splitDeadline: o.splitDeadline,
    payments: b.payments
      .map((p) => ({
        id: p.id,
        method: p.method,
        status: p.status,
        amount: p.amount,
        tip: p.tip,
        items: p.items,
        covers: p.covers,
      }))
      .sort((x, y) => x.id.localeCompare(y.id)),
  };
}

function serverView(s: Snapshot) {
  const o = s.order;
  return {
    status: o.status,
    closed: o.closed_at !== null,
    lines: o.list.map((l) => ({
      id: l._id,
      price: cents(l.price, "a price"),
      quantity: l.quantity,
      paid: l.paid_quantity,
      held: l.held_quantity,
    })),
    appends: o.appends.map((a) => ({ id: a._id, status: a.status, lines: a.list.length })),
    splitDeadline: s.splitDeadline,
    payments: s.payments
      .map((p) => ({
        id: p.id,
        method: p.method,
        status: p.status,
        amount: cents(p.amount, "a payment's amount"),
        tip: cents(p.tip, "a tip"),
        items: p.items.map((i) => ({ lineId: i.line_id, quantity: i.quantity })),
        covers: p.covers,
      }))
      .sort((x, y) => x.id.localeCompare(y.id)),
  };
}

// Where two views differ, as paths (`payments.1.status: server "held", model "paid"`).
function differences(server: unknown, model: unknown, at = ""): string[] {
  if (JSON.stringify(server) === JSON.stringify(model)) return [];
  if (typeof server !== "object" || typeof model !== "object" || server === null || model === null)
    return [`${at || "."}: server ${JSON.stringify(server)}, model ${JSON.stringify(model)}`];
  const keys = new Set([...Object.keys(server), ...Object.keys(model)]);
  return [...keys].flatMap((k) =>
    differences(
      (server as Record<string, unknown>)[k],
      (model as Record<string, unknown>)[k],
      at ? `${at}.${k}` : k,
    ),
  );
}

export function checkBill(b: Bill, s: Snapshot) {
  checkRules(b, s);
  const diff = differences(serverView(s), modelView(b));
  if (diff.length) {
    if (process.env.MODEL_DEBUG)
      console.log(JSON.stringify({ server: serverView(s), model: modelView(b) }, null, 1));
    throw new Error(`the server's bill differs from the model's:\n  ${diff.join("\n  ")}`);
  }
}

function checkRules(b: Bill, s: Snapshot) {
  const o = s.order;
  const view = serverView(s);
  const price = new Map(view.lines.map((l) => [l.id, l.price]));
  const counted = view.payments.filter((p) => isCounted({ status: p.status } as never));
  const unconfirmed = view.payments.filter((p) => p.status === "requested" || p.status === "pending");
  for (const l of view.lines) {
    const covered = (ps: typeof counted) =>
      ps.flatMap((p) => p.items).reduce((n, i) => n + (i.lineId === l.id ? i.quantity : 0), 0);
    // Each unit paid at most once; paid + held + open units = ordered units.
    if (l.paid < 0 || l.held < 0 || l.paid + l.held > l.quantity)
      throw new Error(`line ${l.id}: ${l.paid} paid + ${l.held} held of ${l.quantity}`);
    if (covered(counted) !== l.paid)
      throw new Error(`line ${l.id}: ${l.paid} paid, payments cover ${covered(counted)}`);
    if (covered(unconfirmed) !== l.held)
      throw new Error(`line ${l.id}: ${l.held} held, holds cover ${covered(unconfirmed)}`);
  }
  for (const p of view.payments) {
    // Settled payments minus tips equal the value of the units they cover, to the cent; a share of the
    // bill's money covers no units and some money (decision 020).
    const value = p.items.reduce((n, i) => n + price.get(i.lineId)! * i.quantity, 0);
    if (p.covers && (p.items.length || p.amount <= 0))
      throw new Error(`share ${p.id}: ${p.items.length} items, amount ${p.amount}`);
    if (!p.covers && p.amount !== value)
      throw new Error(`payment ${p.id}: amount ${p.amount} for units worth ${value}`);
    // Tip only where the venue allows it, and then a SPEC §9 percent of the amount.
    // Or a custom amount of at most half the amount.
    const allowed = b.tipsEnabled ? [0, 5, 10, 15, 20].map((pct) => tipOf(p.amount, pct)) : [0];
    const isCustom = b.tipsEnabled && p.tip > 0 && p.tip <= maxCustomTipOf(p.amount);
    if (!allowed.includes(p.tip) && !isCustom)
      throw new Error(`payment ${p.id}: tip ${p.tip} on ${p.amount}`);
  }
  const sum = (ps: typeof counted, f: (p: (typeof counted)[number]) => number) =>
    ps.reduce((n, p) => n + f(p), 0);
  for (const m of ["cash", "card", "online"] as const)
    expect(cents(o.payment_sums[m], "payment_sums"), `payment_sums.${m}`).toBe(
      sum(
        counted.filter((p) => p.method === m),
        (p) => p.amount + p.tip,
      ),
    );
  expect(cents(o.tip_amount, "tip_amount"), "tip_amount").toBe(sum(counted, (p) => p.tip));
  expect(cents(o.sum, "sum"), "sum").toBe(view.lines.reduce((n, l) => n + l.price * l.quantity, 0));
  for (const p of [...o.split_payments, ...o.payment_requests]) cents(p.total, "a part's total");
  // What the guests see: the payments waiting for an answer, and the online parts with the rest to pay
  // while a split window is open (SPEC §4).
  const publicOf = new Map(s.payments.map((p) => [p.id, p.public_id]));
  // Payments made at one moment (two guests at once) have no order between them: compared as sets.
  const byKey = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
  const shown = (ps: { _id: string; total: number }[]) =>
    ps.map((p): [string, number] => [p._id, cents(p.total, "a total")]).sort(byKey);
  const expected = (ps: typeof counted) =>
    ps.map((p): [string, number] => [publicOf.get(p.id) ?? "", p.amount + p.tip]).sort(byKey);
  expect(shown(o.payment_requests), "payment_requests").toEqual(expected(unconfirmed));
  const parts = view.payments.filter(
    (p) => p.method === "online" && ["held", "paid", "refunded"].includes(p.status),
  );
  // Never overpaid: the units paid or held and the shares paid or held fit in the bill's total.
  const total = view.lines.reduce((n, l) => n + l.price * l.quantity, 0);
  const shares = (ps: typeof counted) =>
    sum(
      ps.filter((p) => p.covers),
      (p) => p.amount,
    );
  const unitsTaken = view.lines.reduce((n, l) => n + l.price * (l.paid + l.held), 0);
  if (unitsTaken + shares(counted) + shares(unconfirmed) > total)
    throw new Error(
      `overpaid: units ${unitsTaken} and shares ${shares(counted) + shares(unconfirmed)} of ${total}`,
    );
  // What the guests are told is left for a share (decision 020), from the server's own numbers.
  const openUnitsValue = view.lines.reduce((n, l) => n + l.price * (l.quantity - l.paid - l.held), 0);
  expect(cents(o.left_to_pay ?? 0, "left_to_pay"), "left_to_pay").toBe(
    Math.max(0, openUnitsValue - shares(counted) - shares(unconfirmed)),
  );
  expect(o.paid_by_amount, "paid_by_amount").toBe(shares(counted) + shares(unconfirmed) > 0);
  const rest = Math.max(
    0,
    view.lines.reduce((n, l) => n + l.price * (l.quantity - l.paid), 0) - shares(counted),
  );
  const restPart: [string, number][] = s.splitDeadline !== null && rest > 0 ? [["rest", rest]] : [];
  expect(shown(o.split_payments), "split_payments").toEqual([...expected(parts), ...restPart].sort(byKey));
  // Every confirmed payment (and refunded part) has its own receipt in the guests' `payments`.
  const receipts = view.payments.filter((p) => ["held", "paid", "refunded"].includes(p.status));
  expect(shown(o.payments), "payments").toEqual(expected(receipts));
  // The order closes exactly when nothing is left to pay and confirm, never before.
  const settled =
    isSettled({
      lines: view.lines,
      appends: view.appends.map((a) => ({ status: a.status })),
    } as never) ||
    (rest === 0 && !view.appends.some((a) => a.status === "waiting"));
  if (["serving", "served", "paying"].includes(o.status) && settled)
    throw new Error(`the bill is settled but the order is still ${o.status}`);
  if (o.status === "closed" && b.order!.closedBy === "settled" && !settled)
    throw new Error("the order closed with something left to pay");
  if (view.closed && (unconfirmed.length || view.payments.some((p) => p.status === "held")))
    throw new Error("a closed order still has unconfirmed or held payments");
  // Every split deadline is kept or refunded: a held part always has a deadline still ahead.
  if (
    view.payments.some((p) => p.status === "held") &&
    !(s.splitDeadline !== null && s.splitDeadline > b.now)
  )
    throw new Error(`held split parts with deadline ${s.splitDeadline} at ${b.now}`);
}
