import type { StaffReservation } from "@tablewise/domain/contract/staff";
import type { GatewayRegistry } from "../../payments/index";
import type { PaymentGateway } from "../../payments/index";
import type { RefundAttemptRow } from "../../payments/index";
import type { DepositPayments } from "../../payments/index";
import { HttpError, notFound } from "../../http/errors";
import type { NotifyStaff } from "../../realtime/order-room";
import { actionActorOf, recordStaffAction } from "../staff/index";
import { recordSetupChange } from "../setup/index";
import { assertOwns, assertRole, type StaffActor } from "../../http/staff-actor";
import { assertDepositRefundable, refundsAtGateway } from "../../payments/index";
import { presentStaffReservation } from "./present-reservation";
import type { ReservationRow, ReserveRepository } from "./reserve.repository";

type Deps = {
  repo: ReserveRepository;
  registry: GatewayRegistry;
  deposits: DepositPayments;
  notifyStaff: NotifyStaff;
  clock: () => Date;
};

// Roles: reservations are a manager's and a waiter's, not the kitchen's.
const deciders = ["manager", "waiter"] as const;

const conflict = (message: string, reason: string) => new HttpError(409, "conflict", message, { reason });
// A cancelled reservation the venue declined (it has a decision) and one whose unpaid hold ran out.
const wasDeclined = (row: ReservationRow) => row.status === "cancelled" && row.decidedAt !== null;

// The venue confirms or declines a reservation. Both are idempotent: confirming a
// confirmed one, or declining a declined one, answers it unchanged and records nothing again.
export function createReservationDecisions({ repo, registry, deposits, notifyStaff, clock }: Deps) {
  async function decide(
    actor: StaffActor,
    id: string,
    action: "confirm" | "decline" | "cancel",
    change: (row: ReservationRow, now: Date) => Partial<ReservationRow> | null,
  ): Promise<StaffReservation> {
    assertRole(actor, deciders);
    const found = await repo.find(id);
    if (!found) throw notFound("Reservation");
    assertOwns(actor, found.venueId, "Reservation");
    const now = clock();
    let refund: RefundAttemptRow | null = null;
    const done = await repo.decide(
      id,
      (row) => change(row, now),
      async (tx, row) => {
        // A paid deposit declined is refunded at its gateway: the attempt is
        // recorded with the decision, sent once that commits (no lock held), settled after.
        const ends = action !== "confirm";
        if (ends && refundsAtGateway(row))
          refund = await deposits.recordRefund(tx, row, `deposit-refund-${row.paymentId}`);
        await recordStaffAction(
          tx,
          {
            venueId: row.venueId,
            subjectType: "reservation",
            subjectId: id,
            action,
            actor: actionActorOf(actor),
            reason: ends ? row.reason : null,
            // A decline or cancel that refunds the paid deposit records the amount given back.
            amount: ends && row.paid ? row.deposit : null,
          },
          now,
        );
        // The venue's cancel is in its change log too (DESIGN.md §6), with who made it.
        if (action === "cancel")
          await recordSetupChange(tx, actor, {
            venueId: row.venueId,
            kind: "reservation",
            targetId: id,
            // No guest name: the log outlives the guests' data (retention).
            summary: `cancelled the reservation at ${row.startsAt.toISOString()}: ${row.reason ?? ""}`,
            at: now,
          });
      },
    );
    if (refund) await deposits.send(refund);
    if (!done) throw notFound("Reservation");
    if (done.changed)
      notifyStaff(done.row.venueId, { kind: "reservation", id, change: "updated", at: now.toISOString() });
    return presentStaffReservation(done.row);
  }

  // A decline and the venue's cancel both end the reservation with a reason; only the audit differs.
  async function end(actor: StaffActor, id: string, reason: string, action: "decline" | "cancel") {
    const found = await repo.find(id);
    const gateway: PaymentGateway | null = found ? await registry.forVenue(found.venueId) : null;
    return decide(actor, id, action, (row, now) => {
      if (wasDeclined(row)) return null;
      if (row.status === "cancelled")
        throw conflict("The reservation was already cancelled: its deposit was not paid in time", "expired");
      assertDepositRefundable(gateway, row);
      return {
        status: "cancelled",
        reason,
        expiresAt: null,
        decidedAt: now,
        decidedBy: actor.name,
        updatedAt: now,
        // The sandbox's deposit "goes back" with the decision; a real gateway's when it answers.
        ...(row.paid && !row.refundedAt && !refundsAtGateway(row) ? { refundedAt: now } : {}),
      };
    });
  }

  return {
    confirm: (actor: StaffActor, id: string) =>
      decide(actor, id, "confirm", (row, now) => {
        if (row.status === "confirmed") return null;
        if (row.status === "cancelled")
          throw conflict("The reservation is cancelled and cannot be confirmed", "cancelled");
        // A pending reservation whose unpaid hold ran out is the sweeper's to cancel.
        if (row.expiresAt && row.expiresAt <= now)
          throw conflict("The reservation's deposit hold has run out", "expired");
        return {
          status: "confirmed",
          expiresAt: null,
          decidedAt: now,
          decidedBy: actor.name,
          updatedAt: now,
        };
      }),

    decline: (actor: StaffActor, id: string, reason: string) => end(actor, id, reason, "decline"),
    // The venue cancels a pending or confirmed reservation (the console's Reservations screen): the same
    // as a decline, audited as a cancel; a double tap refunds once (the row's lock, the refund's key).
    cancel: (actor: StaffActor, id: string, reason: string) => end(actor, id, reason, "cancel"),
  };
}
export type ReservationDecisions = ReturnType<typeof createReservationDecisions>;
