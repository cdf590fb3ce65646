import type { Reservation } from "@tablewise/domain/contract/reservation";
import type { ReservationRow } from "./reserve.repository";

// SPEC §3 Reservation as the guest sees it.
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
    deposit: row.deposit,
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
  };
}
