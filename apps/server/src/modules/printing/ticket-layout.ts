import { stoppedReason } from "@tablewise/domain/contract/kitchen";
import type { StoredTicketContext, StoredTicketLine } from "../../db/schema/kitchen-types";

// What a printed kitchen ticket says, as plain text blocks the encoder turns into ESC/POS. The fixed words
// (TABLE, TAKEAWAY, ALLERGY, CANCELLED, COPY) are short ASCII capitals: every printer has them in every
// code page, and a cook learns them once; the dish names and notes are the menu's and guest's own words.
export type PrintableTicket = {
  stationName: string;
  kind: "new" | "cancel";
  lines: StoredTicketLine[];
  context: StoredTicketContext;
  createdAt: Date;
};

// A banner over the ticket: "copy" for a person's reprint or a resend that may have printed already.
export type TicketBanner = "copy" | null;

export type Block =
  | { kind: "banner"; text: string }
  | { kind: "title"; text: string }
  | { kind: "number"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "text"; text: string; indent?: number }
  | { kind: "alert"; text: string }
  | { kind: "rule" };

// The venue's clock time (HH:mm) of an instant, for "wanted at" and the time the ticket was made.
function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone,
  }).format(at);
}

function destination(c: StoredTicketContext): string {
  if (c.order_type === "preorder") return "TAKEAWAY";
  if (c.order_type === "delivery") return "DELIVERY";
  const table = c.table_name ? `TABLE ${c.table_name}` : "EAT IN";
  return c.hall_name ? `${table} / ${c.hall_name}` : table;
}

export function ticketBlocks(ticket: PrintableTicket, banner: TicketBanner, timeZone: string): Block[] {
  const c = ticket.context;
  const blocks: Block[] = [];
  if (banner === "copy") blocks.push({ kind: "banner", text: "COPY" });
  if (ticket.kind === "cancel") blocks.push({ kind: "banner", text: "CANCELLED" });
  blocks.push({ kind: "title", text: ticket.stationName });
  blocks.push({ kind: "number", text: `#${c.serial}` });
  blocks.push({ kind: "strong", text: destination(c) });
  if (c.wanted_at) blocks.push({ kind: "strong", text: `FOR ${clockTime(new Date(c.wanted_at), timeZone)}` });
  blocks.push({ kind: "text", text: clockTime(ticket.createdAt, timeZone) });
  if (ticket.kind === "cancel" && c.reason)
    blocks.push({
      kind: "alert",
      text: c.reason === stoppedReason ? "REASON: STOP LIST" : `REASON: ${c.reason}`,
    });
  blocks.push({ kind: "rule" });
  for (const line of ticket.lines) {
    blocks.push({ kind: "strong", text: `${line.quantity} x ${line.name}` });
    for (const v of line.variants) blocks.push({ kind: "text", text: `- ${v}`, indent: 3 });
    for (const m of line.modifiers) blocks.push({ kind: "text", text: `+ ${m}`, indent: 3 });
    if (line.comment) blocks.push({ kind: "text", text: `> ${line.comment}`, indent: 3 });
  }
  blocks.push({ kind: "rule" });
  // The allergy note and the guest's comment are what a cook must not miss (inverted, bold).
  if (c.allergy_note) blocks.push({ kind: "alert", text: `ALLERGY: ${c.allergy_note}` });
  if (c.guest_comment) blocks.push({ kind: "alert", text: `NOTE: ${c.guest_comment}` });
  return blocks;
}
