import * as cart from "@tablewise/domain/contract/cart";
import * as client from "@tablewise/domain/contract/client";
import * as delivery from "@tablewise/domain/contract/delivery";
import * as homepage from "@tablewise/domain/contract/homepage";
import * as inside from "@tablewise/domain/contract/inside";
import * as orderCalls from "@tablewise/domain/contract/order-calls";
import * as phone from "@tablewise/domain/contract/phone-verification";
import * as preorder from "@tablewise/domain/contract/preorder";
import * as preview from "@tablewise/domain/contract/preview";
import * as rating from "@tablewise/domain/contract/rating";
import * as receiptMail from "@tablewise/domain/contract/receipt-mail";
import * as reserve from "@tablewise/domain/contract/reserve";
import * as telemetry from "@tablewise/domain/contract/telemetry";
import { callsOf, type ApiRoute } from "./route-entry";

// The guest app's calls (SPEC §7): the venue, its menus and cart, eat-in orders and their bills,
// takeaway and delivery, reservations, phone codes, client profiles and the app's telemetry.
const files: Record<string, string> = {
  [reserve.reservationPdfReceiptCall.path]: "application/pdf",
  [reserve.reservationCalendarInviteCall.path]: "text/calendar",
};

export const guestRoutes: ApiRoute[] = [
  ...callsOf(homepage, { tag: "Venue" }),
  ...callsOf(preview, { tag: "Venue" }),
  ...callsOf(cart, { tag: "Cart" }),
  ...callsOf(inside, { tag: "Eat-in" }),
  ...callsOf(orderCalls, { tag: "Orders and bills" }),
  ...callsOf(preorder, { tag: "Takeaway and delivery" }),
  ...callsOf(delivery, { tag: "Takeaway and delivery" }),
  ...callsOf(client, { tag: "Clients" }),
  ...callsOf(phone, { tag: "Phone verification" }),
  ...callsOf(reserve, { tag: "Reservations" }).map((r) =>
    files[r.path] ? { ...r, file: files[r.path] } : r,
  ),
  // The receipt by e-mail answers 202: the message is queued, sent by the outbox worker (docs/mail.md).
  ...callsOf(receiptMail, { tag: "Receipt by e-mail" }).map((r) =>
    r.method === "POST" ? { ...r, status: 202 } : r,
  ),
  ...callsOf(telemetry, { tag: "Telemetry" }),
  // A guest's rating after paying, and the board's low ratings (a staff path: staff auth, route-entry.ts).
  ...callsOf(rating, { tag: "Ratings" }),
];
