import type { Reservation } from "@tablewise/domain/contract/reservation";

// What the guest's receipt says of the venue's decision. A declined reservation names
// the venue's reason and, when its paid deposit went back, says so; one whose unpaid hold ran out is
// cancelled without a decision.
export type ReservationOutcome = "confirmed" | "pending" | "declined" | "expired";

export function reservationOutcome(r: Pick<Reservation, "status" | "reason">): ReservationOutcome {
  if (r.status !== "cancelled") return r.status;
  return r.reason ? "declined" : "expired";
}

export type DepositBadge = "paid" | "unpaid" | "refunded" | null;
export function depositBadge(r: Pick<Reservation, "deposit" | "paid" | "refunded_at">): DepositBadge {
  if (r.deposit <= 0) return null;
  if (r.refunded_at) return "refunded";
  return r.paid ? "paid" : "unpaid";
}

// The receipt checks again for the venue's decision this often while one may still come (an open page
// shows it without a reload); a cancelled reservation changes no more.
export const decisionPollMs = 10_000;
export const mayStillChange = (r: Pick<Reservation, "status">) => r.status !== "cancelled";
