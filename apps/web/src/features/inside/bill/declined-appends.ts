import type { Order } from "@tablewise/domain/contract/order";

export type DeclinedAppend = Order["appends"][number];

// SPEC §4: an addition the venue declined stays on the guest's bill, struck through with the reason.
export function declinedAppends(order: Order): DeclinedAppend[] {
  return order.appends.filter((a) => a.status === "cancelled");
}

// The additions this update declined (they were not declined in the order the guest saw before): the
// guest is told at once, wherever they are in the app. A first look at the order tells nothing new.
export function newlyDeclined(before: Order | null, after: Order | null): DeclinedAppend[] {
  if (!before || !after || before._id !== after._id) return [];
  const known = new Set(declinedAppends(before).map((a) => a._id));
  return declinedAppends(after).filter((a) => !known.has(a._id));
}
