import { createEvent } from "ics";
import type { Locale } from "@tablewise/domain/contract/common";
import type { Venue } from "@tablewise/domain/contract/venue";
import { bookedMinutes } from "@tablewise/domain/rules/reservation-duration";
import { slotStepMinutes } from "@tablewise/domain/rules/reservation-slots";
import { reservationPdfTexts } from "./reservation-pdf-texts";
import type { ReservationRow } from "./reserve.repository";

// RFC 5545 §3.8.1.11: only a reservation the venue holds is CONFIRMED; one awaiting its deposit is
// TENTATIVE; a declined or expired one is CANCELLED.
const eventStatus = { pending: "TENTATIVE", confirmed: "CONFIRMED", cancelled: "CANCELLED" } as const;

// SPEC §7 GET /reservations/{id}/calendar-invite: one event at the reserved time (in UTC, so every
// calendar shows it on its own clock), at the venue, as long as the chosen duration (a
// "2 hours" table lasts 2 hours; otherwise a slot, SPEC §9: 30 minutes). The title names the service
// with its chosen variants; the persons are guests, not a quantity of the service. The description says
// how many in the guest's language, with the receipt's label ("Persons: 3"), which needs no plural forms.
export function renderReservationIcs(
  row: ReservationRow,
  venue: Venue,
  origin: string,
  locale: Locale,
): string {
  const at = row.startsAt;
  const variants = row.service.variants.map((v) => v.name);
  const service = variants.length ? `${row.service.name} (${variants.join(", ")})` : row.service.name;
  const guests = `${reservationPdfTexts(locale).persons}: ${row.persons}`;
  const { error, value } = createEvent({
    uid: `${row.id}@tablewise`,
    start: [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()],
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: bookedMinutes(variants, slotStepMinutes) },
    title: `${service} · ${venue.name}`,
    description: `${service}. ${guests}. ${origin}/${venue.link}/reserve/receipt/${row.id}`,
    location: venue.address,
    geo: { lat: venue.address_location.lat, lon: venue.address_location.lon },
    status: eventStatus[row.status],
    productId: "tablewise/reservations",
  });
  if (error || !value) throw error ?? new Error("calendar invite could not be built");
  return refold(value);
}

// RFC 5545 §3.1: lines of at most 75 octets. The library folds at 75 characters, so a Cyrillic venue
// name or address would make longer lines; fold again by UTF-8 octets, never inside a character.
function refold(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      for (const char of line) {
        const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
        if (Buffer.byteLength(part + char) > limit) {
          parts.push(part);
          part = "";
        }
        part += char;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}
