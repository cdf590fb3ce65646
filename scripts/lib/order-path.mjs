// The calls of an eat-in evening one after another at one fresh table each (service time, no
// queue): create, the waiter's accept, a second guest's append, its accept, a cash request for the whole
// bill and the waiter's confirm. Answers the p50 and p99 of each call, for the profile script and for
// bench:server's staff-transition budget.
import { freshCart } from "./eat-in-client.mjs";
import { percentile } from "./server-process.mjs";

const timed = async (times, name, fn) => {
  const t0 = performance.now();
  const res = await fn();
  times[name].push(performance.now() - t0);
  if (res.status !== 200)
    throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(res.body?.error ?? "")}`);
  return res;
};

export const orderPathCalls = [
  "create",
  "accept",
  "append",
  "accept append",
  "pay cash",
  "staff order",
  "confirm cash",
];

export async function runOrderPath({ client, item, codes }) {
  const times = Object.fromEntries(orderPathCalls.map((n) => [n, []]));
  for (const [i, code] of codes.entries()) {
    const visitor_id = `path-visitor-${i}`;
    const first = await freshCart(client, code, item);
    const created = await timed(times, "create", () =>
      client.create(code, { cart_id: first.cartId, visitor_id }),
    );
    const id = created.body.data.order._id;
    await timed(times, "accept", () => client.staff(id, "accept"));
    const second = await freshCart(client, code, item);
    await timed(times, "append", () =>
      client.append(id, second.accessCode, { cart_id: second.cartId, visitor_id: `${visitor_id}-b` }),
    );
    const accepted = await timed(times, "accept append", () => client.staff(id, "accept"));
    const lines = accepted.body.data.order.list;
    const selected_items = lines.map((l) => ({ line_id: l._id, quantity: l.quantity }));
    const paid = await timed(times, "pay cash", () =>
      client.pay(id, first.accessCode, { pay_method: "cash", selected_items, tip: 0 }),
    );
    if (!paid.body.data.data.request)
      throw new Error(`pay cash: no request in ${JSON.stringify(paid.body.data)}`);
    // The waiter opens the order (the console's view, with the payments' own ids) and confirms.
    const view = await timed(times, "staff order", () => client.staffOrder(id));
    const request = view.body.data.payments.find((p) => p.status === "requested");
    await timed(times, "confirm cash", () => client.staffPayment(request.id, "confirm"));
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, ms]) => [
      name,
      { p50: percentile(ms, 50), p99: percentile(ms, 99), n: ms.length },
    ]),
  );
}

export const formatOrderPath = (result) =>
  Object.entries(result)
    .map(
      ([name, r]) =>
        `  ${name.padEnd(14)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.n})`,
    )
    .join("\n");
