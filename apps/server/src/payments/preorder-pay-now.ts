import type { PaymentLink } from "@tablewise/domain/contract/order";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { PreorderSystem } from "@tablewise/domain/rules/preorder-system";
import { sumMinorBy } from "@tablewise/domain/rules/money";
import { HttpError, notFound } from "../http/errors";
import { lineTotal, shiftQuantities } from "../modules/orders/index";
import { releasePayment } from "./payment-holds";
import { newShortId, type OrderRepository } from "../modules/orders/index";
import { pendingPaymentTtlMs } from "./order-payment";
import { isOpen } from "../modules/orders/index";
import { newPaymentId, type PaymentRepository, type PaymentRow } from "../modules/orders/index";

// Where the gateway sends a delivery or takeaway guest back to: the order's receipt.
export const receiptPathOf = (venue: Venue, system: PreorderSystem, orderId: string) =>
  `/${venue.link}/${system}/receipt/${orderId}`;

type Deps = { orders: OrderRepository; payments: PaymentRepository; clock: () => Date };
type LinkFor = (venue: Venue, payment: PaymentRow, origin?: string) => Promise<PaymentLink>;

// A closed "Pay online" sheet must not be a dead end. The order's page asks for the
// link again: the payment still waiting at the gateway (its hold and 15-minute deadline unchanged, so
// asking again never extends them), or, when that one expired or was declined while the order stayed
// open (accepted by the venue meanwhile), a new one for the whole order. Only an open order placed to
// be paid online and not paid yet can be paid; the secret order id is the credential, as for reading it.
// The link is the venue's gateway's page (payments/checkout-link.ts), the same one again while
// the payment waits.
export function createPreorderPayNow({ orders, payments, clock }: Deps, linkFor: LinkFor) {
  return async (orderId: string, venue: Venue, origin?: string): Promise<PaymentLink> => {
    const now = clock();
    const payment = await orders.transaction(async (tx) => {
      const row = await orders.lock(tx, orderId);
      if (!row || row.orderType === "inside") throw notFound("Preorder");
      if (row.payMethod !== "online") throw new HttpError(409, "conflict", "This order is not paid online");
      if (!isOpen(row)) throw new HttpError(409, "conflict", `The order cannot be paid while ${row.status}`);
      const pays = await payments.listByOrder(orderId, tx);
      if (pays.some((p) => p.status === "paid" || p.status === "held"))
        throw new HttpError(409, "conflict", "The order is already paid");
      const waiting = pays.find((p) => p.status === "pending" && (!p.expiresAt || p.expiresAt > now));
      if (waiting) return waiting;
      // One past its deadline the sweeper has not reached yet gives its units back first, so they are
      // never held twice.
      let lines = row.lines;
      for (const p of pays)
        if (p.status === "pending") lines = await releasePayment(tx, { payments }, lines, p, "expired", now);
      const items = lines.map((l) => ({ line_id: l._id, quantity: l.quantity }));
      const sum = sumMinorBy(lines, (l) => lineTotal(l, l.quantity));
      const system = row.orderType === "delivery" ? "delivery" : "takeaway";
      const created = await payments.insert(tx, {
        id: newPaymentId(),
        publicId: newShortId(),
        orderId,
        method: "online",
        status: "pending",
        items,
        amount: sum + (row.deliveryFee ?? 0),
        tip: 0,
        returnPath: receiptPathOf(venue, system, orderId),
        createdAt: now,
        expiresAt: new Date(now.getTime() + pendingPaymentTtlMs),
      });
      // The released hold of the expired payment is taken again by the new one.
      lines = shiftQuantities(lines, items, "held_quantity", 1);
      await orders.update(tx, orderId, { lines, updatedAt: now });
      return created;
    });
    return linkFor(venue, payment, origin);
  };
}
