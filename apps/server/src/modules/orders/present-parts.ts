import type { BillPayment, OrderLine, PaymentRequest, PaymentStatus } from "@tablewise/domain/contract/order";
import type { PayMethod } from "@tablewise/domain/contract/common";
import { fromMinorUnits, sumMinorBy } from "@tablewise/domain/rules/money";
import type { StoredOrderLine } from "../../db/schema/index";
import { lineTotal } from "./bill";
import type { PaymentRow } from "./payment.repository";

// Pieces of SPEC §3 Order shared by eat-in bills and delivery and takeaway orders. Rows hold minor units;
// the Order the guest reads carries SPEC §7's decimal amounts, converted here by fromMinorUnits (the
// lines' prices are the menu's decimals already).
export const iso = (d: Date | null) => (d ? d.toISOString() : null);
const methods: PayMethod[] = ["cash", "card", "online"];

export function toLine(
  line: StoredOrderLine,
  quantity = line.quantity,
  paid = line.paid_quantity,
  held = line.held_quantity,
): OrderLine {
  return {
    _id: line._id,
    product_id: line.product_id,
    name: line.name,
    category: line.category,
    price: line.price,
    full_price: line.full_price ?? line.price,
    total: fromMinorUnits(lineTotal(line, quantity)),
    quantity,
    paid_quantity: paid,
    held_quantity: held,
    variants: line.variants,
    modificators: line.modificators,
  };
}

// Money that reached the venue or is held for it (an online split part, SPEC §4). A cash or card request
// counts only once the waiter confirms it.
export const isCounted = (p: PaymentRow) => p.status === "paid" || p.status === "held";

// Payments waiting for the waiter or the gateway, as the bill shows them.
export function presentRequest(p: PaymentRow): PaymentRequest {
  return {
    _id: p.publicId,
    method: p.method as PayMethod,
    status: p.status === "pending" ? "pending" : "requested",
    total: fromMinorUnits(p.amount + p.tip),
    tip: fromMinorUnits(p.tip),
    items: p.items,
    covers: p.covers,
    created_at: p.createdAt.toISOString(),
    expires_at: iso(p.expiresAt),
  };
}
export const paymentRequests = (pays: readonly PaymentRow[]) =>
  pays.filter((p) => p.status === "requested" || p.status === "pending").map(presentRequest);

// A payment refunded in full may predate the refunded amount's column (a split part the window gave
// back): its status says all of it went back.
const refundedOf = (p: PaymentRow) =>
  p.refundedAmount > 0 ? p.refundedAmount : p.status === "refunded" ? p.amount + p.tip : 0;

// Confirmed payments (and refunded split parts), each with its own receipt.
export function billPayments(pays: readonly PaymentRow[]): BillPayment[] {
  return pays.flatMap((p) =>
    p.status === "paid" || p.status === "held" || p.status === "refunded"
      ? [
          {
            _id: p.publicId,
            method: p.method as PayMethod,
            status: p.status,
            amount: fromMinorUnits(p.amount),
            tip: fromMinorUnits(p.tip),
            total: fromMinorUnits(p.amount + p.tip),
            waiter_id: p.waiterId,
            items: p.items,
            covers: p.covers,
            created_at: p.createdAt.toISOString(),
            settled_at: iso(p.settledAt),
            refunded_amount: fromMinorUnits(refundedOf(p)),
          },
        ]
      : [],
  );
}

// What the venue kept per method: a console refund in part is money given back, so it is
// taken off; a payment refunded in full is not counted at all (its status says refunded).
export function paymentSums(pays: readonly PaymentRow[]) {
  const by = (m: string) =>
    fromMinorUnits(
      sumMinorBy(
        pays.filter((p) => p.method === m && isCounted(p)),
        (p) => p.amount + p.tip - p.refundedAmount,
      ),
    );
  return { cash: by("cash"), card: by("card"), online: by("online"), bonus: 0 };
}

export function paymentStatuses(pays: readonly PaymentRow[]): Record<PayMethod | "bonus", PaymentStatus> {
  const statusOf = (m: PayMethod): PaymentStatus => {
    const mine = pays.filter((p) => p.method === m);
    if (mine.some(isCounted)) return "paid";
    if (mine.some((p) => p.status === "refunded")) return "refunded";
    return "unpaid";
  };
  const [cash, card, online] = methods.map(statusOf) as [PaymentStatus, PaymentStatus, PaymentStatus];
  return { cash, card, online, bonus: "unpaid" };
}
