import type { Locale } from "@tablewise/domain/contract/common";
import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { Order } from "@tablewise/domain/contract/order";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import type { DocumentRow, DocumentSection, LabelledDocument } from "../documents/index";
import { receiptMailTexts } from "./receipt-mail-texts";

// The receipt as it was when the guest asked for it (kept in the outbox row until sent, then erased):
// the presented order (SPEC §2 "Receipt"), the venue's header and the issued fiscal receipts.
export type ReceiptSnapshot = {
  venue: { name: string; address: string; timezone: string; currency: string };
  order: Order;
  fiscal: GuestFiscalReceipt[];
};

// The receipt as a labelled document (documents module: its PDF), and the message's own intro line.
type ReceiptRow = DocumentRow;
type ReceiptSection = DocumentSection;
export type ReceiptContent = LabelledDocument & { intro: string };

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

// The order's number as the guest sees it on the receipt (SPEC §2 technical details).
export const orderNumber = (order: Order) => String(order.serial_order_id);

export function buildReceiptContent(snapshot: ReceiptSnapshot, locale: Locale): ReceiptContent {
  const t = receiptMailTexts(locale);
  const { order, venue } = snapshot;
  const m = (n: number) => money(n, venue.currency);
  const head: ReceiptRow[] = [
    { label: t.date, value: formatVenueDateTime(order.date, venue.timezone) },
    { label: t.order, value: `#${orderNumber(order)}` },
  ];
  const table = [order.section, order.table_name].filter(Boolean).join(", ");
  if (table) head.push({ label: t.table, value: table });
  const items: ReceiptRow[] = order.list.map((line) => {
    const extras = [...line.variants, ...line.modificators].map((c) => c.name).filter(Boolean);
    return {
      label: extras.length ? `${line.name} (${extras.join(", ")})` : line.name,
      value: `${line.quantity} × ${m(line.price)} = ${m(line.total)}`,
    };
  });
  const totals: ReceiptRow[] = [];
  if (order.discount > 0) totals.push({ label: t.discount, value: `−${m(order.discount)}` });
  if ((order.delivery_fee ?? 0) > 0) totals.push({ label: t.deliveryFee, value: m(order.delivery_fee ?? 0) });
  if (order.tip_amount > 0) totals.push({ label: t.tip, value: m(order.tip_amount) });
  totals.push({ label: t.total, value: m(order.total), strong: true });
  const payments: ReceiptRow[] = order.payments
    .filter((p) => p.status !== "held")
    .map((p) => ({
      label: t.methods[p.method],
      value: p.refunded_amount > 0 ? `${m(p.total)} (${t.refunded} ${m(p.refunded_amount)})` : m(p.total),
    }));
  const fiscal: ReceiptRow[] = snapshot.fiscal.map((f) => ({
    label: t.fiscal,
    value: f.fiscal_code,
    ...(f.receipt_url ? { url: f.receipt_url } : {}),
  }));
  const sections: ReceiptSection[] = [{ rows: head }, { title: t.items, rows: items }, { rows: totals }];
  if (payments.length) sections.push({ title: t.payments, rows: payments });
  if (fiscal.length) sections.push({ rows: fiscal });
  return {
    locale,
    rtl: locale === "ar",
    subject: `${t.receipt} — ${venue.name} #${orderNumber(order)}`,
    title: t.receipt,
    intro: t.intro,
    venueName: venue.name,
    venueAddress: venue.address,
    sections,
  };
}
