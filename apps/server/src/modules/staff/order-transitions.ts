import type { NewOrderRow, OrderRow } from "../orders/order.repository";

// Staff actions on an eat-in order (DESIGN.md §1 staff API), pure: the patch to apply, or why not.
export type Transition = { patch: Partial<NewOrderRow> } | { refused: string };

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

// SPEC §4: orders nobody accepted by auto_cancel_at are cancelled.
export function autoCancel(row: OrderRow, now: Date): Transition {
  if (row.status !== "waiting" || !row.autoCancelAt || row.autoCancelAt > now) return { refused: "not due" };
  return decline(row, "The venue did not accept the order in time", now);
}

export function isActive(row: OrderRow) {
  return row.status === "serving" || row.status === "served" || row.status === "paying";
}
