import type { EstimatedSplit } from "@tablewise/domain/contract/order-calls";
import type { OrderPayBody, OrderPayData, SelectedItem } from "@tablewise/domain/contract/order-calls";
import type { Venue } from "@tablewise/domain/contract/venue";
import { roundMoney } from "@tablewise/domain/rules/money";
import { tipAmount } from "@tablewise/domain/rules/tips";
import type { Tx } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { isFullyPaid, openSum, priceSelection, shiftQuantities } from "./bill";
import type { OrderRepository, OrderRow } from "./order.repository";
import { newShortId } from "./order.repository";
import { newPaymentId, type PaymentRepository } from "./payment.repository";
import type { OrderReader } from "./order-reader";
import { presentPaidPart } from "./present-order";

// An online payment not settled at the gateway within this time is expired and its items released.
export const pendingPaymentTtlMs = 15 * 60_000;
// SPEC §4 / §9: held split parts are refunded unless the whole bill is paid within 15 minutes.
export const splitWindowMs = 15 * 60_000;

// SPEC §4: an eat-in order can be paid only when serving, served or paying.
const payable = new Set(["serving", "served", "paying"]);

export const receiptPath = (row: OrderRow) => `/inside/${row.tableCode}/receipt/${row.id}`;

function checkMethod(venue: Venue, body: OrderPayBody) {
  if (!venue.pay_methods[body.pay_method])
    throw new HttpError(409, "conflict", `Pay method "${body.pay_method}" is not enabled at this venue`);
  if (body.waiter_id && !venue.tips.waiters.some((w) => w._id === body.waiter_id))
    throw new HttpError(400, "bad_request", `Unknown waiter "${body.waiter_id}"`);
}

// Once nothing is left to pay: held online parts are captured and the order is closed (SPEC §4).
export async function settleIfPaid(
  tx: Tx,
  deps: { orders: OrderRepository; payments: PaymentRepository },
  row: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const done = isFullyPaid(row.lines) && !row.appends.some((a) => a.status === "waiting");
  if (!done) return deps.orders.update(tx, row.id, { status: "paying", updatedAt: now });
  for (const p of await deps.payments.listByOrder(row.id, tx))
    if (p.status === "held") await deps.payments.update(tx, p.id, { status: "paid" });
  return deps.orders.update(tx, row.id, {
    status: "closed",
    paidAt: now,
    closedAt: now,
    splitDeadlineAt: null,
    updatedAt: now,
  });
}

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  reader: OrderReader;
  clock: () => Date;
};

export function createOrderPayment(deps: Deps) {
  const { orders, payments, reader, clock } = deps;

  return {
    // SPEC §7 POST /orders/{id}/pay. The order row lock serialises payers: two guests paying the same
    // items at once are charged once, the second gets a 409. The client sends no amounts at all.
    async pay(orderId: string, venue: Venue, body: OrderPayBody): Promise<OrderPayData> {
      checkMethod(venue, body);
      const now = clock();
      const result = await orders.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        if (!row) throw notFound("Order");
        if (!payable.has(row.status))
          throw new HttpError(409, "conflict", `The order cannot be paid while ${row.status}`);
        const amount = priceSelection(row.lines, body.selected_items);
        const online = body.pay_method === "online";
        const payment = await payments.insert(tx, {
          id: newPaymentId(),
          publicId: newShortId(),
          orderId,
          method: body.pay_method,
          status: online ? "pending" : "paid",
          items: body.selected_items,
          amount,
          tip: tipAmount(amount, body.tip || null),
          waiterId: body.waiter_id ?? null,
          returnPath: receiptPath(row),
          createdAt: now,
          expiresAt: online ? new Date(now.getTime() + pendingPaymentTtlMs) : null,
          settledAt: online ? null : now,
        });
        const field = online ? "held_quantity" : "paid_quantity";
        const lines = shiftQuantities(row.lines, body.selected_items, field, 1);
        const updated = await orders.update(tx, orderId, { lines, updatedAt: now });
        const after = online ? updated : await settleIfPaid(tx, deps, updated, now);
        return { payment, after };
      });
      if (body.pay_method === "online")
        return {
          require_online_payment: true,
          data: { gateway: "sandbox", pay_url: `/api/sandbox/pay/${result.payment.id}` },
        };
      const rest = result.after.status === "closed" ? null : await reader.present(result.after);
      return {
        require_online_payment: false,
        data: { paid_order: presentPaidPart(result.after, result.payment), unpaid_order: rest },
      };
    },

    // SPEC §7 POST /orders/{id}/estimate-split-payments: the online parts already paid, the selection as
    // the next part, and what would be left as the last one.
    async estimateSplit(row: OrderRow, items: SelectedItem[]): Promise<EstimatedSplit[]> {
      if (!payable.has(row.status))
        throw new HttpError(409, "conflict", `The order cannot be paid while ${row.status}`);
      const selected = priceSelection(row.lines, items);
      const paid = (await payments.listByOrder(row.id))
        .filter((p) => p.method === "online" && p.status === "held")
        .map((p) => ({ total: roundMoney(p.amount + p.tip), paid_at: p.settledAt?.toISOString() ?? null }));
      const rest = roundMoney(openSum(row.lines) - selected);
      const restOfBill = rest > 0 ? [{ total: rest, paid_at: null }] : [];
      return [...paid, { total: selected, paid_at: null }, ...restOfBill];
    },
  };
}
export type OrderPayment = ReturnType<typeof createOrderPayment>;
