import type {
  OrderAction,
  StaffBoard,
  StaffOrder,
  StaffPayment,
  StaffRole,
} from "@tablewise/domain/contract/staff";
import { multiplyMinor, sumMinorBy, toMinorUnits } from "@tablewise/domain/rules/money";

// How the board sorts what is open at the venue into lanes (DESIGN.md §6: Square's one
// list with state filters, Toast's tickets by age). Pure, so the rules are tested without a browser.
export type LaneId = "new" | "progress" | "payments" | "calls" | "reservations";
export const laneIds: readonly LaneId[] = ["new", "progress", "payments", "calls", "reservations"];

const floorRoles: readonly StaffRole[] = ["manager", "waiter"];
// The kitchen sees orders only: money, reservations and waiter calls are the floor's (the console's roles).
export function lanesFor(role: StaffRole): LaneId[] {
  return floorRoles.includes(role) ? [...laneIds] : ["new", "progress"];
}

const isPreorder = (o: StaffOrder) => o.order.order_type !== "inside";
const isActive = (o: StaffOrder) => ["serving", "served", "paying"].includes(o.order.status);
export const hasWaitingAppends = (o: StaffOrder) => o.order.appends.some((a) => a.status === "waiting");
export const isNewOrder = (o: StaffOrder) =>
  o.order.status === "waiting" || (isActive(o) && hasWaitingAppends(o));

// When the ticket's clock started: its waiting append's time for an addition, else the order's.
export function ticketSince(o: StaffOrder): string {
  const waiting = o.order.appends.find((a) => a.status === "waiting");
  return o.order.status !== "waiting" && waiting ? waiting.created_at : o.order.date;
}

// The one big button of a ticket, by the order's kind and stage (order-transitions on the server).
export function primaryAction(o: StaffOrder): OrderAction | null {
  if (isNewOrder(o)) return "accept";
  if (!isActive(o)) return null;
  // A bill a guest has started paying stays on its way to being closed (the ticket says what is left):
  // offering Served again would be a step back.
  if (!isPreorder(o)) return o.order.status === "serving" ? "served" : "close";
  const stage = o.fulfilment ?? o.order.fulfilment ?? "accepted";
  if (stage === "accepted") return "ready";
  if (stage === "ready") return o.order.order_type === "delivery" ? "out_for_delivery" : "delivered";
  return "delivered";
}

// What is left to pay of an eat-in bill, in minor units: units neither paid nor confirmed (SPEC §4).
// Units a payment holds count as left: the waiter closing the bill settles or cancels them.
// What a close would leave unpaid, as the server counts it: the units not paid, less the amounts paid as
// shares of the bill (docs/decisions/020-pay-a-share.md; held split parts count as paid).
export function leftToPayUnits(o: StaffOrder): number {
  const units = sumMinorBy(o.order.list, (l) =>
    multiplyMinor(toMinorUnits(l.price), Math.max(0, l.quantity - l.paid_quantity)),
  );
  const shares = sumMinorBy(
    o.order.payments.filter((p) => p.covers && (p.status === "paid" || p.status === "held")),
    (p) => toMinorUnits(p.amount),
  );
  return Math.max(0, units - shares);
}

export function canDecline(o: StaffOrder): boolean {
  return isNewOrder(o) || (isPreorder(o) && isActive(o));
}

// Who may make each action (apps/server orders/order-transitions.ts); the server refuses anyway.
const floorOnly: readonly OrderAction[] = ["close", "out_for_delivery", "delivered"];
export function roleMay(role: StaffRole, action: OrderAction): boolean {
  return floorRoles.includes(role) || !floorOnly.includes(action);
}

export type PaymentItem = { order: StaffOrder; payment: StaffPayment; deadline: string | null };

// Payments waiting for the venue: cash or card a guest promised, and held online split parts (refunded
// at their deadline unless the bill is settled, SPEC §4).
export function waitingPayments(board: StaffBoard): PaymentItem[] {
  const items: PaymentItem[] = [];
  for (const order of board.orders) {
    for (const payment of order.payments) {
      if (payment.status === "requested" && payment.method !== "online")
        items.push({ order, payment, deadline: null });
      else if (payment.status === "held")
        items.push({ order, payment, deadline: order.order.split_deadline_at ?? payment.expires_at });
    }
  }
  return items.sort((a, b) => a.payment.created_at.localeCompare(b.payment.created_at));
}

export type Lanes = {
  new: StaffOrder[];
  progress: StaffOrder[];
  payments: PaymentItem[];
  calls: StaffBoard["waiter_calls"];
  reservations: StaffBoard["reservations"];
};

const oldestFirst = (a: StaffOrder, b: StaffOrder) => ticketSince(a).localeCompare(ticketSince(b));

export function sortIntoLanes(board: StaffBoard): Lanes {
  const open = board.orders.filter((o) => o.order.status !== "cancelled" && o.order.status !== "closed");
  return {
    new: open.filter(isNewOrder).sort(oldestFirst),
    progress: open.filter((o) => !isNewOrder(o) && isActive(o)).sort(oldestFirst),
    payments: waitingPayments(board),
    // Open calls first, oldest first; acknowledged ones (kept 10 minutes) after them.
    calls: [...board.waiter_calls].sort(
      (a, b) =>
        Number(a.acknowledged_at !== null) - Number(b.acknowledged_at !== null) ||
        a.called_at.localeCompare(b.called_at),
    ),
    reservations: [...board.reservations]
      .filter((r) => r.status !== "cancelled")
      .sort((a, b) => a.reservation_date.localeCompare(b.reservation_date)),
  };
}

// Lateness by age (Toast: colour by lateness), never colour alone: the ticket also says it in words.
export type Lateness = "fresh" | "late" | "very-late";
export function latenessOf(lane: LaneId, minutes: number): Lateness {
  const [late, veryLate] = lane === "progress" ? [15, 25] : [3, 6];
  if (minutes >= veryLate) return "very-late";
  return minutes >= late ? "late" : "fresh";
}

export const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
