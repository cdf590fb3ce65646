import type { EstimatedSplit } from "@tablewise/domain/contract/order-calls";
import type { OrderPayBody, SelectedItem } from "@tablewise/domain/contract/order-calls";
import type { Venue } from "@tablewise/domain/contract/venue";
import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { customTipProblem, tipAmount } from "@tablewise/domain/rules/tips";
import type { PaymentGateway } from "./payment-gateway";
import { HttpError, notFound } from "../http/errors";
import { minorUnitsOf } from "../http/money-input";
import { isPaidByAmount, openSum, priceSelection, shiftQuantities } from "../modules/orders/index";
import { coverOf, priceShare, shareOf } from "./pay-share";
import { isUnconfirmed, releasePayment, releasePaymentRow } from "./payment-holds";
import { settleBill } from "../modules/orders/index";
import type { Payer, PayResult } from "../modules/orders/index";
import type { OrderRepository, OrderRow } from "../modules/orders/index";
import { newShortId } from "../modules/orders/index";
import { newPaymentId, type PaymentRepository, type PaymentRow } from "../modules/orders/index";
import { createCheckoutLinks } from "./checkout-link";
import type { OrderReader } from "../modules/orders/index";
import { presentOrder, presentPaidPart, presentRequest } from "../modules/orders/index";

// A delivery or takeaway order's online payment not settled at the gateway within this time is expired
// and the order cancelled (SPEC §4).
export const pendingPaymentTtlMs = 15 * 60_000;
// An eat-in online payment holds its units for at most 5 minutes, so an abandoned
// gateway page (or a stranger's) cannot lock a table's bill.
export const onlineHoldTtlMs = 5 * 60_000;
// SPEC §4 / §9: held split parts are refunded unless the whole bill is paid within 15 minutes.
export const splitWindowMs = 15 * 60_000;

// SPEC §4: an eat-in order can be paid only when serving, served or paying.
const payable = new Set(["serving", "served", "paying"]);

// The gateway sends the guest back to the receipt of their own payment.
export const receiptPath = (row: OrderRow, publicId: string) =>
  `/inside/${row.tableCode}/receipt/${row.id}?payment=${publicId}`;

export function requireOnlineGateway<G>(gateway: G | null): G {
  if (!gateway)
    throw new HttpError(409, "online_payment_unavailable", "Online payment is not available at this venue");
  return gateway;
}

function checkMethod(venue: Venue, body: OrderPayBody, gateway: PaymentGateway | null) {
  if (body.pay_method === "online") requireOnlineGateway(gateway);
  if (!venue.pay_methods[body.pay_method])
    throw new HttpError(409, "conflict", `Pay method "${body.pay_method}" is not enabled at this venue`);
  // The venue's tip rule, never the client's.
  if ((body.tip || body.tip_amount !== undefined) && !venue.tips.enabled)
    throw new HttpError(400, "tips_disabled", "This venue does not take tips");
  if (body.waiter_id && !venue.tips.waiters.some((w) => w._id === body.waiter_id))
    throw new HttpError(400, "bad_request", `Unknown waiter "${body.waiter_id}"`);
}

// A percentage of the selected sum, or a custom amount bounded by it (priced here, so a
// bound the client computed on a stale bill does not count). tip_amount is the wire's decimal (SPEC §7),
// read into minor units here; the amount and the tip are minor units.
function tipOf(amount: MinorUnits, body: OrderPayBody): MinorUnits {
  if (body.tip_amount === undefined) return tipAmount(amount, body.tip || null);
  const custom = minorUnitsOf(body.tip_amount, "tip_amount");
  if (customTipProblem(amount, custom))
    throw new HttpError(400, "bad_request", "The tip may be at most half of the selected sum");
  return custom;
}

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  reader: OrderReader;
  clock: () => Date;
  // The venue's own gateway (the sandbox in demo mode when it names none).
  gateways: { forVenue(venueId: string): Promise<PaymentGateway | null> };
  // PUBLIC_URL: the guests' origin, over the request's own.
  publicUrl?: string | null;
};

export function createOrderPayment(deps: Deps) {
  const { orders, payments, clock } = deps;

  const linkFor = createCheckoutLinks(deps);
  // The gateway's checkout for the payment just held. The gateway not answering releases
  // the hold at once (the guest may try again or pay otherwise) and is a 409 (checkout-link.ts).
  async function startCheckout(venue: Venue, payment: PaymentRow, origin: string) {
    try {
      return await linkFor(venue, payment, origin);
    } catch (err) {
      await orders.transaction(async (tx) => {
        const row = await orders.lock(tx, payment.orderId);
        const current = await payments.find(payment.id, tx);
        if (!row || !current || !isUnconfirmed(current)) return;
        const lines = await releasePayment(tx, deps, row.lines, current, "cancelled", clock());
        await orders.update(tx, row.id, { lines, updatedAt: clock() });
      });
      throw err;
    }
  }

  return {
    // SPEC §7 POST /orders/{id}/pay. The order row lock serialises payers: two guests asking to pay the
    // same items at once get one payment, the second a 409. The client sends no amounts at all.
    // Nothing is paid here. Cash and card become a request the waiter confirms; online a
    // payment the gateway confirms. Either holds its units meanwhile, and a guest's new payment
    // releases their own earlier unconfirmed one (one hold per visitor).
    async pay(orderId: string, venue: Venue, body: OrderPayBody, payer: Payer): Promise<PayResult> {
      const now = clock();
      const online = body.pay_method === "online";
      const gateway = online ? await deps.gateways.forVenue(venue._id) : null;
      const result = await orders.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        if (!row) throw notFound("Order");
        if (!payable.has(row.status))
          throw new HttpError(409, "conflict", `The order cannot be paid while ${row.status}`);
        // After the order's own state, so a finished bill answers the same 409 whoever asks.
        checkMethod(venue, body, gateway);
        let lines = row.lines;
        // The order's payments are read once under the lock, for the visitor's own earlier
        // one and for the answer; kept as this change leaves them.
        const pays = await payments.listByOrder(orderId, tx);
        if (payer.visitorId)
          for (const [i, p] of pays.entries())
            if (isUnconfirmed(p) && p.visitorId === payer.visitorId) {
              const released = await releasePaymentRow(tx, deps, lines, p, "cancelled", now);
              lines = released.lines;
              pays[i] = released.payment;
            }
        const share = shareOf(body);
        const items = body.selected_items ?? [];
        // docs/decisions/020-pay-a-share.md: once an amount is paid or held, items cannot be.
        if (!share && isPaidByAmount(pays))
          throw new HttpError(
            409,
            "conflict",
            "The bill is being paid by amount; pay an amount or the rest",
            {
              reason: "paid_by_amount",
            },
          );
        const amount = share ? priceShare({ lines, pays: pays, share }) : priceSelection(lines, items);
        const tip = tipOf(amount, body);
        const publicId = newShortId();
        const payment = await payments.insert(tx, {
          id: newPaymentId(),
          publicId,
          orderId,
          method: body.pay_method,
          status: online ? "pending" : "requested",
          items,
          covers: share ? coverOf(share) : null,
          amount,
          tip,
          waiterId: body.waiter_id ?? null,
          visitorId: payer.visitorId ?? null,
          returnPath: receiptPath(row, publicId),
          createdAt: now,
          expiresAt: online ? new Date(now.getTime() + onlineHoldTtlMs) : null,
          settledAt: null,
          gateway: gateway?.name ?? null,
        });
        lines = shiftQuantities(lines, items, "held_quantity", 1);
        // In payments' created_at order, as listByOrder reads them.
        const all = [...pays, payment].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        const settled = await settleBill(tx, deps, { ...row, lines }, now, { lines }, all);
        return { payment, after: settled.row, pays: settled.payments ?? all };
      });
      const paymentId = result.payment.id;
      if (online && gateway) {
        const link = await startCheckout(venue, result.payment, payer.origin ?? "");
        return {
          paymentId,
          online,
          data: {
            require_online_payment: true,
            data: { ...link, payment_id: result.payment.publicId },
          },
        };
      }
      const order = presentOrder(result.after, result.pays);
      return {
        paymentId,
        online,
        order,
        data: {
          require_online_payment: false,
          data: {
            paid_order: presentPaidPart(result.after, result.payment),
            unpaid_order: order,
            request: presentRequest(result.payment),
          },
        },
      };
    },

    // The guest gives up their own unconfirmed payment (closed the "Pay online" sheet):
    // its units are free to pay at once, and the sandbox gateway's approve of it then answers 409 (its
    // session is over). Another visitor's payment, or one without the visitor's id, is not found: a guest
    // cannot release what someone else is paying. A payment already answered is a 409.
    async cancel(orderId: string, publicId: string, payer: Payer): Promise<OrderRow> {
      const now = clock();
      return orders.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        if (!row) throw notFound("Order");
        const payment = (await payments.listByOrder(orderId, tx)).find(
          (p) => p.publicId === publicId && payer.visitorId !== undefined && p.visitorId === payer.visitorId,
        );
        if (!payment) throw notFound("Payment");
        if (!isUnconfirmed(payment))
          throw new HttpError(409, "conflict", `The payment is already ${payment.status}`);
        const lines = await releasePayment(tx, deps, row.lines, payment, "cancelled", now);
        return orders.update(tx, orderId, { lines, updatedAt: now });
      });
    },

    // SPEC §7 POST /orders/{id}/estimate-split-payments: the online parts already paid, the selection as
    // the next part, and what would be left as the last one.
    async estimateSplit(row: OrderRow, items: SelectedItem[]): Promise<EstimatedSplit[]> {
      if (!payable.has(row.status))
        throw new HttpError(409, "conflict", `The order cannot be paid while ${row.status}`);
      const selected = priceSelection(row.lines, items);
      const paid = (await payments.listByOrder(row.id))
        .filter((p) => p.method === "online" && p.status === "held")
        .map((p) => ({
          total: fromMinorUnits(p.amount + p.tip),
          paid_at: p.settledAt?.toISOString() ?? null,
        }));
      const rest = openSum(row.lines) - selected;
      const restOfBill = rest > 0 ? [{ total: fromMinorUnits(rest), paid_at: null }] : [];
      return [...paid, { total: fromMinorUnits(selected), paid_at: null }, ...restOfBill];
    },
  };
}
export type OrderPayment = ReturnType<typeof createOrderPayment>;
