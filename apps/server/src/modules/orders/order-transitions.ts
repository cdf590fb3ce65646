import type { ErrorCode } from "@tablewise/domain/contract/common";
import type { OrderAction, PaymentAction, StaffRole } from "@tablewise/domain/contract/staff";
import type { CloseBody } from "@tablewise/domain/contract/staff";
import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { leftToPay } from "./bill";
import type { PaymentRow } from "./payment.repository";
import type { NewOrderRow, OrderRow } from "./order.repository";

// The order lifecycle (DESIGN.md §6): which transition is allowed, pure: the patch to apply, or why not.
// Staff routes, the sweeper (auto-cancel, the demo autopilot) and gateway callbacks all go through here
// and order-lifecycle.ts, which applies a transition, records it and pushes it.
// A refusal answers 409 `conflict` unless it names a more precise code.
// `unpaid`: minor units an eat-in close leaves unpaid, recorded with its reason in the audit list.
export type Transition =
  | { patch: Partial<NewOrderRow>; unpaid?: MinorUnits }
  | { refused: string; code?: ErrorCode; details?: Record<string, unknown> };

// Who may make it: managers everything; waiters orders and money; the kitchen accepts,
// declines and marks served or ready, and touches no money (close and delivered record cash or card).
const everyone: readonly StaffRole[] = ["manager", "waiter", "kitchen"];
const floor: readonly StaffRole[] = ["manager", "waiter"];
export const orderActionRoles: Record<OrderAction, readonly StaffRole[]> = {
  accept: everyone,
  decline: everyone,
  served: everyone,
  ready: everyone,
  close: floor,
  out_for_delivery: floor,
  delivered: floor,
};
export const paymentActionRoles: Record<PaymentAction, readonly StaffRole[]> = {
  confirm: floor,
  reject: floor,
  refund: ["manager"],
};

const hasWaitingAppends = (row: OrderRow) => row.appends.some((a) => a.status === "waiting");

// Accept: a waiting order starts serving; waiting appends join the bill.
export function accept(row: OrderRow, now: Date): Transition {
  if (row.status !== "waiting" && !(isActive(row) && hasWaitingAppends(row)))
    return { refused: `nothing to accept: the order is ${row.status}` };
  const joined = row.appends.filter((a) => a.status === "waiting").flatMap((a) => a.lines);
  return {
    patch: {
      status: row.status === "waiting" || row.status === "served" ? "serving" : row.status,
      confirmedAt: row.confirmedAt ?? now,
      autoCancelAt: null,
      // More lines go to the stations: the order is not ready to serve until they are made too.
      kitchenReadyAt: null,
      lines: [...row.lines, ...joined],
      appends: row.appends.map((a) => (a.status === "waiting" ? { ...a, status: "serving" as const } : a)),
      updatedAt: now,
    },
  };
}

// Decline: a waiting order is cancelled with the reason; on an accepted order the waiting appends are.
export function decline(row: OrderRow, reason: string, now: Date): Transition {
  if (row.status === "waiting")
    return { patch: { status: "cancelled", reason, autoCancelAt: null, closedAt: now, updatedAt: now } };
  if (isActive(row) && hasWaitingAppends(row))
    return {
      patch: {
        appends: row.appends.map((a) =>
          a.status === "waiting" ? { ...a, status: "cancelled" as const, reason } : a,
        ),
        updatedAt: now,
      },
    };
  return { refused: `nothing to decline: the order is ${row.status}` };
}

export function served(row: OrderRow, now: Date): Transition {
  if (row.status !== "serving" && row.status !== "paying")
    return { refused: `only a serving order can be served, this one is ${row.status}` };
  return { patch: { status: "served", updatedAt: now } };
}

export function close(row: OrderRow, now: Date): Transition {
  if (!isActive(row))
    return { refused: `only an accepted open order can be closed, this one is ${row.status}` };
  return { patch: { status: "closed", closedAt: now, splitDeadlineAt: null, updatedAt: now } };
}

// The venue's reason for closing an eat-in bill that is not fully paid, as the audit list keeps it.
export const unpaidCloseReasonText = (body: CloseBody) =>
  body?.note ? `${body.unpaid_reason}: ${body.note}` : (body?.unpaid_reason ?? "");

// SPEC §4: an eat-in bill closed with money unpaid (a walkout, paid elsewhere, on the house) is closed
// only with the venue's reason; without one the console learns the amount and asks (409). Units held by
// an online payment still at the gateway count as unpaid: the close cancels that payment. Amounts paid
// as shares of the bill (held split parts too) count as paid (docs/decisions/020-pay-a-share.md).
export function closeEatIn(
  row: OrderRow,
  body: CloseBody,
  now: Date,
  pays: readonly Pick<PaymentRow, "covers" | "status" | "amount">[] = [],
): Transition {
  const result = close(row, now);
  if ("refused" in result) return result;
  const unpaid = leftToPay(row.lines, pays);
  if (unpaid === 0) return result;
  if (!body?.unpaid_reason)
    return {
      refused: "The bill is not fully paid: say why it is closed unpaid",
      details: { reason: "unpaid_bill", unpaid: fromMinorUnits(unpaid) },
    };
  return { ...result, unpaid };
}

// SPEC §4: orders nobody accepted by auto_cancel_at are cancelled.
export function autoCancel(row: OrderRow, now: Date): Transition {
  if (row.status !== "waiting" || !row.autoCancelAt || row.autoCancelAt > now) return { refused: "not due" };
  return decline(row, "The venue did not accept the order in time", now);
}

export function isActive(row: OrderRow) {
  return row.status === "serving" || row.status === "served" || row.status === "paying";
}

const isPreorder = (row: OrderRow) => row.orderType !== "inside";

// Takeaway and delivery: accepted, then ready, (delivery) out for delivery, and
// delivered, which closes the order (preorder-settlement.ts records cash or card then). Declining one,
// also after accepting, cancels it; an online payment taken is refunded.
function acceptPreorder(row: OrderRow, now: Date): Transition {
  const result = accept(row, now);
  return "refused" in result ? result : { patch: { ...result.patch, fulfilment: "accepted" } };
}

// The kitchen finished every line sent for an eat-in order: ready to serve (the waiter's board shows
// it). A takeaway or delivery order goes to fulfilment ready instead (decideOrderAction "ready").
export function kitchenReady(row: OrderRow, now: Date): Transition {
  if (row.orderType !== "inside") return decideOrderAction("ready", row, {}, now);
  if (!isActive(row) || row.kitchenReadyAt) return { refused: "not due" };
  return { patch: { kitchenReadyAt: now, updatedAt: now } };
}

function ready(row: OrderRow, now: Date): Transition {
  if (!isActive(row)) return { refused: `only an accepted order can be ready, this one is ${row.status}` };
  if (row.fulfilment === "ready" || row.fulfilment === "out_for_delivery")
    return { refused: `the order is already ${row.fulfilment.replaceAll("_", " ")}` };
  return { patch: { fulfilment: "ready", updatedAt: now } };
}

function outForDelivery(row: OrderRow, now: Date): Transition {
  if (row.orderType !== "delivery")
    return { refused: "only a delivery order goes out for delivery", code: "wrong_order_type" };
  if (!isActive(row)) return { refused: `only an accepted order can go out, this one is ${row.status}` };
  if (row.fulfilment === "out_for_delivery") return { refused: "the order is already out for delivery" };
  return { patch: { fulfilment: "out_for_delivery", updatedAt: now } };
}

function declinePreorder(row: OrderRow, reason: string, now: Date): Transition {
  if (row.status !== "waiting" && !isActive(row))
    return { refused: `nothing to decline: the order is ${row.status}` };
  return { patch: { status: "cancelled", reason, autoCancelAt: null, closedAt: now, updatedAt: now } };
}

// One staff action on an order of any kind. On takeaway and delivery `close` stays valid (the staff API
// had it before the fulfilment stages; it is delivered), `served` does not: SPEC §4's served is the
// eat-in bill's stage, and a takeaway marked so would leave its guest reading "being prepared" and the
// console still offering ready. Refusing it names the stages that exist rather than guessing one.
export function decideOrderAction(
  action: OrderAction,
  row: OrderRow,
  input: { reason?: string; close?: CloseBody },
  now: Date,
  pays: readonly PaymentRow[] = [],
): Transition {
  const reason = input.reason ?? "";
  if (!isPreorder(row)) {
    switch (action) {
      case "accept":
        return accept(row, now);
      case "decline":
        return decline(row, reason, now);
      case "served":
        return served(row, now);
      case "close":
        return closeEatIn(row, input.close, now, pays);
      default:
        return {
          refused: `${action.replaceAll("_", " ")} is for takeaway and delivery orders`,
          code: "wrong_order_type",
        };
    }
  }
  switch (action) {
    case "accept":
      return acceptPreorder(row, now);
    case "decline":
      return declinePreorder(row, reason, now);
    case "served":
      return {
        refused: `served is for eat-in orders; ${
          row.orderType === "delivery"
            ? "a delivery order goes ready, out_for_delivery, delivered"
            : "a takeaway order goes ready, delivered"
        }`,
        code: "wrong_order_type",
      };
    case "ready":
      return ready(row, now);
    case "out_for_delivery":
      return outForDelivery(row, now);
    case "close":
    case "delivered":
      return close(row, now);
  }
}
