import { createHash } from "node:crypto";
import type { Locale } from "@tablewise/domain/contract/common";
import type { Venue } from "@tablewise/domain/contract/venue";
import { createDocumentCache, type DocumentCacheLimits } from "./document-cache";
import { renderReservationIcs } from "./reservation-ics";
import { renderReservationPdf } from "./reservation-pdf";
import type { ReservationRow } from "./reserve.repository";

// The receipt and the invite of a reservation, each rendered once per version of what it
// shows. A reservation's fields change only with its status and payment, which move updated_at; the
// venue's printed fields may change with a re-import, so they are part of the version too.
function versionOf(row: ReservationRow, venue: Venue): string {
  const shown = [
    venue.name,
    venue.address,
    venue.contact_phone ?? "",
    venue.currency,
    venue.timezone,
    venue.link,
    venue.address_location.lat,
    venue.address_location.lon,
  ];
  const venueHash = createHash("sha256").update(JSON.stringify(shown)).digest("base64url").slice(0, 16);
  return `${row.id}|${row.updatedAt.getTime()}|${row.status}|${row.paid}|${venueHash}`;
}

export function createReservationDocuments(limits?: DocumentCacheLimits) {
  const pdfs = createDocumentCache<Buffer>(limits);
  const invites = createDocumentCache<string>(limits);
  return {
    // One per language the guests asked it in.
    pdf: (row: ReservationRow, venue: Venue, locale: Locale) =>
      pdfs.get(`${versionOf(row, venue)}|${locale}`, () => renderReservationPdf(row, venue, locale)),
    // The invite links back to the receipt on the host it was asked from, in the language asked for.
    ics: (row: ReservationRow, venue: Venue, origin: string, locale: Locale) =>
      invites.get(`${versionOf(row, venue)}|${origin}|${locale}`, () =>
        renderReservationIcs(row, venue, origin, locale),
      ),
    sizes: () => ({ pdf: pdfs.size, ics: invites.size }),
  };
}
export type ReservationDocuments = ReturnType<typeof createReservationDocuments>;
