import { fromMinorUnits } from "@tablewise/domain/rules/money";
import PDFDocument from "pdfkit";
import type { Venue } from "@tablewise/domain/contract/venue";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import { bodyFont } from "../print-fonts/index";
import type { ReservationRow } from "./reserve.repository";

const money = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;

// The receipt says what the venue decided; a declined one never reads as confirmed.
function statusText(row: ReservationRow): string {
  if (row.status === "confirmed") return "confirmed";
  if (row.status === "pending") return "awaiting the deposit";
  return row.decidedAt ? "declined by the venue" : "cancelled";
}
const depositState = (row: ReservationRow) => (row.refundedAt ? "refunded" : row.paid ? "paid" : "not paid");

// SPEC §7 GET /reservations/{id}/pdf-receipt: the reservation's receipt as a real PDF. The document's
// title and subject (guest and time) stay readable in its info dictionary.
export function renderReservationPdf(row: ReservationRow, venue: Venue): Promise<Buffer> {
  const when = formatVenueDateTime(row.startsAt.toISOString(), venue.timezone);
  const doc = new PDFDocument({
    size: "A5",
    margin: 40,
    info: { Title: `Reservation at ${venue.name}`, Subject: `${row.firstName} ${row.lastName}, ${when}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("body", bodyFont() as unknown as Buffer);
  doc.font("body");
  doc.fontSize(18).text(venue.name);
  doc.fontSize(10).fillColor("#555555").text(venue.address);
  if (venue.contact_phone) doc.text(venue.contact_phone);
  doc.moveDown().fillColor("#000000").fontSize(14).text("Reservation receipt");
  doc.moveDown(0.5).fontSize(11);
  const variants = row.service.variants.map((v) => v.name).join(", ");
  const rows: [string, string][] = [
    ["Guest", `${row.firstName} ${row.lastName}`],
    ["Phone", row.phone],
    ["Email", row.email],
    ["Service", variants ? `${row.service.name} (${variants})` : row.service.name],
    ["Date and time", when],
    ["Persons", String(row.persons)],
    ["Price", money(row.service.price, venue.currency)],
    [
      "Deposit",
      row.deposit > 0
        ? `${money(fromMinorUnits(row.deposit), venue.currency)} (${depositState(row)})`
        : "none",
    ],
    ["Status", statusText(row)],
  ];
  if (row.status === "cancelled" && row.reason) rows.push(["Reason", row.reason]);
  if (row.comment) rows.push(["Comment", row.comment]);
  for (const [label, value] of rows) {
    doc.fillColor("#555555").text(label, { continued: true }).fillColor("#000000").text(`: ${value}`);
  }
  doc.moveDown().fontSize(8).fillColor("#777777").text(`Reservation ${row.id}`);
  doc.end();
  return done;
}
