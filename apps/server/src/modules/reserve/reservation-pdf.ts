import { fromMinorUnits } from "@tablewise/domain/rules/money";
import type { Locale } from "@tablewise/domain/contract/common";
import type { Venue } from "@tablewise/domain/contract/venue";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import { renderLabelledPdf, type DocumentRow } from "../documents/index";
import { reservationPdfTexts } from "./reservation-pdf-texts";
import type { ReservationRow } from "./reserve.repository";

const money = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;

// The receipt says what the venue decided; a declined one never reads as confirmed.
function statusOf(row: ReservationRow) {
  if (row.status === "confirmed") return "confirmed";
  if (row.status === "pending") return "pending";
  return row.decidedAt ? "declined" : "cancelled";
}
const depositState = (row: ReservationRow) => (row.refundedAt ? "refunded" : row.paid ? "paid" : "notPaid");

// SPEC §7 GET /reservations/{id}/pdf-receipt: the reservation's receipt as a real PDF, in the guest's
// language (Arabic right to left). The document's title and subject stay readable in its info
// dictionary. The deposit's amount and its state are two rows, so no amount shares a run with words.
export function renderReservationPdf(row: ReservationRow, venue: Venue, locale: Locale): Promise<Buffer> {
  const t = reservationPdfTexts(locale);
  const when = formatVenueDateTime(row.startsAt.toISOString(), venue.timezone);
  const variants = row.service.variants.map((v) => v.name).join(", ");
  const rows: DocumentRow[] = [
    { label: t.guest, value: `${row.firstName} ${row.lastName}` },
    { label: t.phone, value: row.phone },
    { label: t.email, value: row.email },
    { label: t.service, value: variants ? `${row.service.name} (${variants})` : row.service.name },
    { label: t.when, value: when },
    { label: t.persons, value: String(row.persons) },
    { label: t.price, value: money(row.service.price, venue.currency) },
    {
      label: t.deposit,
      value: row.deposit > 0 ? money(fromMinorUnits(row.deposit), venue.currency) : t.none,
    },
  ];
  if (row.deposit > 0) rows.push({ label: t.depositPayment, value: t.depositStates[depositState(row)] });
  rows.push({ label: t.status, value: t.statuses[statusOf(row)], strong: true });
  if (row.status === "cancelled" && row.reason) rows.push({ label: t.reason, value: row.reason });
  if (row.comment) rows.push({ label: t.comment, value: row.comment });
  return renderLabelledPdf({
    locale,
    rtl: locale === "ar",
    subject: `${t.receipt} — ${venue.name}`,
    about: `${row.firstName} ${row.lastName}, ${when}`,
    title: t.receipt,
    venueName: venue.name,
    venueAddress: [venue.address, venue.contact_phone].filter(Boolean).join(" · "),
    sections: [{ rows }],
    footnote: { label: t.reservation, value: row.id },
  });
}
