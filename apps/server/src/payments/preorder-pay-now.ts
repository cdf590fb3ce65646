import type { PaymentLink } from "@tablewise/domain/contract/order";
import type { PreorderPayBody } from "@tablewise/domain/contract/preorder";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { BillShare } from "@tablewise/domain/rules/bill-share";
import type { PreorderSystem } from "@tablewise/domain/rules/preorder-system";
import { sumMinorBy } from "@tablewise/domain/rules/money";
import type { Tx } from "../db/client";
import { HttpError, notFound } from "../http/errors";
import { isPaidByAmount, lineTotal, shiftQuantities, type OrderRow } from "../modules/orders/index";
import { releasePayment, releasePaymentRow } from "./payment-holds";
import { newShortId, type OrderRepository } from "../modules/orders/index";
import { pendingPaymentTtlMs } from "./order-payment";
import { isOpen } from "../modules/orders/index";
import { newPaymentId, type PaymentRepository, type PaymentRow } from "../modules/orders/index";
import { coverOf, priceShare, shareOf } from "./pay-share";

// Where the gateway sends a delivery or takeaway guest back to: the order's receipt.
export const receiptPathOf = (venue: Venue, system: PreorderSystem, orderId: string) =>
  `/${venue.link}/${system}/receipt/${orderId}`;

type Deps = { orders: OrderRepository; payments: PaymentRepository; clock: () => Date };
type LinkFor = (venue: Venue, payment: PaymentRow, origin?: string) => Promise<PaymentLink>;

// A new online payment of the order, waiting at the gateway for 15 minutes, back to its receipt.
const pendingOnline = (venue: Venue, row: OrderRow, now: Date) => ({
  id: newPaymentId(),
  publicId: newShortId(),
  orderId: row.id,
  method: "online",
  status: "pending" as const,
  tip: 0,
  returnPath: receiptPathOf(venue, row.orderType === "delivery" ? "delivery" : "takeaway", row.id),
  createdAt: now,
  expiresAt: new Date(now.getTime() + pendingPaymentTtlMs),
});

// A closed "Pay online" sheet must not be a dead end. The order's page asks for the
// link again: the payment still waiting at the gateway (its hold and 15-minute deadline unchanged, so
// asking again never extends them), or, when that one expired or was declined while the order stayed
// open (accepted by the venue meanwhile), a new one for the whole order. Only an open order placed to
// be paid online and not paid yet can be paid; the secret order id is the credential, as for reading it.
// The link is the venue's gateway's page (payments/checkout-link.ts), the same one again while
// the payment waits.
// A takeaway order may be paid in shares instead (docs/decisions/020-pay-a-share.md): each share is its
// own online payment, priced here against what is open; the order is paid when the shares reach its
// total. Asking for a share ends the whole-order payment still at the gateway (a share cannot be paid
// beside it) and the asking device's own share still there, as the eat-in pay call does.
export function createPreorderPayNow({ orders, payments, clock }: Deps, linkFor: LinkFor) {
  return async (
    orderId: string,
    venue: Venue,
    origin?: string,
    body: PreorderPayBody = {},
    visitorId?: string,
  ): Promise<PaymentLink> => {
    const now = clock();
    const share = shareOf(body);
    const payment = await orders.transaction(async (tx) => {
      const row = await orders.lock(tx, orderId);
      if (!row || row.orderType === "inside") throw notFound("Preorder");
      if (row.payMethod !== "online") throw new HttpError(409, "conflict", "This order is not paid online");
      if (!isOpen(row)) throw new HttpError(409, "conflict", `The order cannot be paid while ${row.status}`);
      const pays = await payments.listByOrder(orderId, tx);
      if (row.paidAt || pays.some((p) => !p.covers && (p.status === "paid" || p.status === "held")))
        throw new HttpError(409, "conflict", "The order is already paid");
      if (share) return payShare(tx, venue, row, pays, share, visitorId, now);
      if (isPaidByAmount(pays))
        throw new HttpError(409, "conflict", "The order is being paid in shares; pay a share or the rest", {
          reason: "paid_by_amount",
        });
      const waiting = pays.find((p) => p.status === "pending" && (!p.expiresAt || p.expiresAt > now));
      if (waiting) return waiting;
      // One past its deadline the sweeper has not reached yet gives its units back first, so they are
      // never held twice.
      let lines = row.lines;
      for (const p of pays)
        if (p.status === "pending") lines = await releasePayment(tx, { payments }, lines, p, "expired", now);
      const items = lines.map((l) => ({ line_id: l._id, quantity: l.quantity }));
      const sum = sumMinorBy(lines, (l) => lineTotal(l, l.quantity));
      const created = await payments.insert(tx, {
        ...pendingOnline(venue, row, now),
        items,
        amount: sum + (row.deliveryFee ?? 0),
      });
      // The released hold of the expired payment is taken again by the new one.
      lines = shiftQuantities(lines, items, "held_quantity", 1);
      await orders.update(tx, orderId, { lines, updatedAt: now });
      return created;
    });
    return linkFor(venue, payment, origin);
  };

  async function payShare(
    tx: Tx,
    venue: Venue,
    row: OrderRow,
    pays: PaymentRow[],
    share: BillShare,
    visitorId: string | undefined,
    now: Date,
  ): Promise<PaymentRow> {
    // The delivery fee is no item and no share of the bill's money: a delivery order is paid whole.
    if (row.orderType !== "preorder")
      throw new HttpError(409, "conflict", "Only a takeaway order can be paid in shares", {
        reason: "paid_whole",
      });
    let lines = row.lines;
    for (const [i, p] of pays.entries()) {
      const wholeInFlight = !p.covers && p.status === "pending";
      const mineInFlight = !!p.covers && p.status === "pending" && !!visitorId && p.visitorId === visitorId;
      const stale = p.status === "pending" && !!p.expiresAt && p.expiresAt <= now;
      if (!wholeInFlight && !mineInFlight && !stale) continue;
      const released = await releasePaymentRow(tx, { payments }, lines, p, stale ? "expired" : "cancelled", now);
      lines = released.lines;
      pays[i] = released.payment;
    }
    const amount = priceShare({ lines, pays, share });
    const created = await payments.insert(tx, {
      ...pendingOnline(venue, row, now),
      items: [],
      covers: coverOf(share),
      amount,
      visitorId: visitorId ?? null,
    });
    await orders.update(tx, row.id, { lines, updatedAt: now });
    return created;
  }
}
