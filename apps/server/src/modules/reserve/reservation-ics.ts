import { createEvent } from "ics";
import type { Venue } from "@tablewise/domain/contract/venue";
import { slotStepMinutes } from "@tablewise/domain/rules/reservation-dates";
import type { ReservationRow } from "./reserve.repository";

// SPEC §7 GET /reservations/{id}/calendar-invite: one event at the reserved time (in UTC, so every
// calendar shows it on its own clock), as long as a slot (SPEC §9: 30 minutes), at the venue.
export function renderReservationIcs(row: ReservationRow, venue: Venue, origin: string): string {
  const at = row.startsAt;
  const { error, value } = createEvent({
    uid: `${row.id}@tablewise`,
    start: [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()],
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: slotStepMinutes },
    title: `${row.service.name} · ${venue.name}`,
    description: `${row.persons} × ${row.service.name}. ${origin}/${venue.link}/reserve/receipt/${row.id}`,
    location: venue.address,
    geo: { lat: venue.address_location.lat, lon: venue.address_location.lon },
    status: row.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    productId: "tablewise/reservations",
  });
  if (error || !value) throw error ?? new Error("calendar invite could not be built");
  return value;
}
