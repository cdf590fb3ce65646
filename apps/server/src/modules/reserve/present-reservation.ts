import { fromMinorUnits } from "@tablewise/domain/rules/money";
import type { Reservation } from "@tablewise/domain/contract/reservation";
import type { StaffReservation } from "@tablewise/domain/contract/staff";
import type { ReservationRow } from "./reserve.repository";

// SPEC §3 Reservation as the guest sees it. A declined one says why, and when its paid
// deposit was refunded (who declined it stays with the venue).
export function presentReservation(row: ReservationRow): Reservation {
  return {
    _id: row.id,
    status: row.status,
    client_first_name: row.firstName,
    client_last_name: row.lastName,
    client_phone: row.phone,
    client_email: row.email,
    ...(row.comment ? { comment: row.comment } : {}),
    persons_count: row.persons,
    reservation_date: row.startsAt.toISOString(),
    deposit: fromMinorUnits(row.deposit),
    paid: row.paid,
    services: [
      {
        product_id: row.service.product_id,
        name: row.service.name,
        price: row.service.price,
        variants: row.service.variants,
      },
    ],
    cafe_id: row.venueId,
    created_at: row.createdAt.toISOString(),
    ...(row.status === "cancelled" && row.reason ? { reason: row.reason } : {}),
    refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
  };
}

// The reservation as the venue's console shows it, with an unpaid deposit's hold.
export function presentStaffReservation(row: ReservationRow): StaffReservation {
  return { ...presentReservation(row), expires_at: row.expiresAt ? row.expiresAt.toISOString() : null };
}
