import type { StaffReservation } from "@tablewise/domain/contract/staff";
import type { ReservationDay } from "@tablewise/domain/contract/staff-reservations";
import { bookedMinutes } from "@tablewise/domain/rules/reservation-duration";
import { slotStepMinutes } from "@tablewise/domain/rules/reservation-slots";
import { dayPair } from "@tablewise/domain/rules/schedule-status";
import { addDays, fromLocal, type LocalDate } from "@tablewise/domain/rules/zoned-time";
import { HttpError, notFound } from "../../http/errors";
import { assertOwns, assertRole, assertVenue, type StaffActor } from "../../http/staff-actor";
import type { NotifyStaff } from "../../realtime/order-room";
import { recordSetupChange } from "../setup/index";
import { actionActorOf, recordStaffAction } from "../staff/index";
import type { VenueRepository } from "../venue/index";
import type { BookableSlots } from "./bookable-slots";
import { presentStaffReservation } from "./present-reservation";
import type { ReservationRow, ReserveRepository } from "./reserve.repository";

type Deps = {
  repo: ReserveRepository;
  venues: VenueRepository;
  slots: BookableSlots;
  notifyStaff: NotifyStaff;
  clock: () => Date;
};

// Reservations are a manager's and a waiter's, not the kitchen's.
const managers = ["manager", "waiter"] as const;
const conflict = (message: string, reason: string) => new HttpError(409, "conflict", message, { reason });

const endsAt = (row: ReservationRow) =>
  new Date(
    row.startsAt.getTime() +
      bookedMinutes(
        row.service.variants.map((v) => v.name),
        slotStepMinutes,
      ) *
        60_000,
  );

// The console's Reservations screen: a venue-local day's reservations with when each ends and the day's
// opening hours (its timeline), and the venue's move of a confirmed reservation to another slot that
// the guest's own booking rules allow (SPEC §5 dates, SPEC §9 30-minute slots and slot capacity).
export function createReservationChanges({ repo, venues, slots, notifyStaff, clock }: Deps) {
  return {
    async day(actor: StaffActor, venueId: string, date: string): Promise<ReservationDay> {
      assertVenue(actor, venueId);
      assertRole(actor, managers);
      const venue = await venues.findById(venueId);
      if (!venue) throw notFound("Venue");
      const [year, month, day] = date.split("-").map(Number) as [number, number, number];
      const local: LocalDate = { year, month, day };
      const tz = venue.timezone;
      const rows = await repo.ofDay(
        venueId,
        fromLocal(local, 0, 0, tz),
        fromLocal(addDays(local, 1), 0, 0, tz),
      );
      const open = dayPair(local, venue.schedule, tz);
      return {
        date,
        time_zone: tz,
        opens_at: open ? open.start.toISOString() : null,
        closes_at: open ? open.end.toISOString() : null,
        reservations: rows.map((row) => ({
          ...presentStaffReservation(row),
          ends_at: endsAt(row).toISOString(),
        })),
      };
    },

    async move(actor: StaffActor, id: string, to: Date): Promise<StaffReservation> {
      assertRole(actor, managers);
      const found = await repo.find(id);
      if (!found) throw notFound("Reservation");
      assertOwns(actor, found.venueId, "Reservation");
      const venue = await venues.findById(found.venueId);
      if (!venue) throw notFound("Reservation");
      const slot = await slots.at(venue, found.service.product_id, to);
      if (slot === "out_of_range") throw conflict("That date cannot be booked", "date_not_bookable");
      if (slot === null) throw conflict("That time is not one of the service's slots", "not_a_slot");
      const now = clock();
      const done = await repo.move(
        id,
        to,
        venue.reserve.slot_capacity,
        (row) => {
          if (row.status !== "confirmed")
            throw conflict("Only a confirmed reservation can be moved", "not_confirmed");
        },
        async (tx, row, from) => {
          await recordStaffAction(
            tx,
            {
              venueId: row.venueId,
              subjectType: "reservation",
              subjectId: id,
              action: "move",
              actor: actionActorOf(actor),
              reason: `${from.toISOString()} -> ${row.startsAt.toISOString()}`,
              amount: null,
            },
            now,
          );
          await recordSetupChange(tx, actor, {
            venueId: row.venueId,
            kind: "reservation",
            targetId: id,
            // No guest name: the log outlives the guests' data (retention).
            summary: `moved the reservation ${from.toISOString()} -> ${row.startsAt.toISOString()}`,
            at: now,
          });
        },
        now,
      );
      if (!done) throw notFound("Reservation");
      if ("refused" in done) throw conflict("The slot has too few free places for this reservation", "full");
      if (done.changed)
        notifyStaff(done.row.venueId, { kind: "reservation", id, change: "updated", at: now.toISOString() });
      return presentStaffReservation(done.row);
    },
  };
}
export type ReservationChanges = ReturnType<typeof createReservationChanges>;
