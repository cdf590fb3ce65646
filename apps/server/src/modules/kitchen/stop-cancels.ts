import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { stoppedReason } from "@tablewise/domain/contract/kitchen";
import type { Tx } from "../../db/client";
import { kitchenTickets, orders } from "../../db/schema/index";
import type { StoredTicketContext, StoredTicketLine } from "../../db/schema/kitchen-types";
import type { KitchenNews } from "../orders/index";
import { newKitchenId, type KitchenRepository, type NewTicketRow } from "./kitchen.repository";
import type { TicketsMade } from "./ticket-maker";

// A product, or one item of its price groups, just put on the stop list. `revision` is the venue's stop
// list revision that change made: one per change, so it names the stop event.
export type StopEvent = {
  venueId: string;
  productId: string;
  variantItemId: string | null;
  revision: number;
  now: Date;
};

// The source of stop cancels: "stop:<revision>:<ticket>", so each (ticket, stop event) makes at most one.
export const stopSourcePrefix = "stop:";
const stopSource = (revision: number, ticketId: string) => `${stopSourcePrefix}${revision}:${ticketId}`;

// The reason a stop cancel prints and shows (contract/kitchen.ts; the venue's own are free text too).
export { stoppedReason };

const active = ["serving", "served", "paying"] as const;

// The station's copy of what the ticket said about where the food goes, without the guest's comment (a
// cancel slip says what not to make, and why).
function cancelContext(c: StoredTicketContext): StoredTicketContext {
  return {
    serial: c.serial,
    order_type: c.order_type,
    ...(c.table_name !== undefined ? { table_name: c.table_name } : {}),
    ...(c.hall_name !== undefined ? { hall_name: c.hall_name } : {}),
    ...(c.wanted_at !== undefined ? { wanted_at: c.wanted_at } : {}),
    reason: stoppedReason,
  };
}

// A line moved to the stop list after its ticket reached the station: each ticket still showing it to
// make (ticket and line not bumped, the order still accepted) gets a "cancel" ticket at the same station
// naming those lines, in the stop change's own transaction (print jobs beside it). A line already bumped
// was made and is not cancelled; a line another stop already cancelled is not cancelled again; units
// voided since are not in the order's line any more and are not counted twice. The order itself is not
// changed: the waiter settles the bill with the guest (a void then sends nothing more for these lines).
export function createStopCancels(repo: KitchenRepository, made: TicketsMade[]) {
  return async function onStopped(tx: Tx, stop: StopEvent): Promise<KitchenNews | null> {
    const holding = await tx
      .select()
      .from(kitchenTickets)
      .where(
        and(
          eq(kitchenTickets.venueId, stop.venueId),
          eq(kitchenTickets.kind, "new"),
          isNull(kitchenTickets.bumpedAt),
          sql`${kitchenTickets.lines} @> ${JSON.stringify([{ product_id: stop.productId }])}::jsonb`,
        ),
      );
    if (!holding.length) return null;
    const orderIds = [...new Set(holding.map((t) => t.orderId))];
    const live = await tx
      .select({ id: orders.id, lines: orders.lines })
      .from(orders)
      .where(and(inArray(orders.id, orderIds), inArray(orders.status, [...active])));
    const linesOf = new Map(live.map((o) => [o.id, new Map(o.lines.map((l) => [l._id, l]))]));
    const earlier = await tx
      .select({ stationId: kitchenTickets.stationId, lines: kitchenTickets.lines })
      .from(kitchenTickets)
      .where(
        and(
          inArray(kitchenTickets.orderId, orderIds),
          eq(kitchenTickets.kind, "cancel"),
          like(kitchenTickets.sourceKey, `${stopSourcePrefix}%`),
        ),
      );
    const cancelled = new Set(earlier.flatMap((t) => t.lines.map((l) => `${t.stationId}/${l.line_id}`)));
    const rows: NewTicketRow[] = [];
    for (const ticket of holding) {
      const current = linesOf.get(ticket.orderId);
      if (!current) continue;
      const lines: StoredTicketLine[] = [];
      for (const l of ticket.lines) {
        const now = current.get(l.line_id);
        if (l.product_id !== stop.productId || l.bumped_at || !now) continue;
        if (stop.variantItemId && !now.variants.some((v) => v.item_id === stop.variantItemId)) continue;
        if (cancelled.has(`${ticket.stationId}/${l.line_id}`)) continue;
        const quantity = Math.min(l.quantity, now.quantity);
        if (quantity > 0) lines.push({ ...l, quantity, bumped_at: null });
      }
      if (!lines.length) continue;
      rows.push({
        id: newKitchenId(),
        venueId: stop.venueId,
        stationId: ticket.stationId,
        orderId: ticket.orderId,
        kind: "cancel",
        sourceKey: stopSource(stop.revision, ticket.id),
        lines,
        context: cancelContext(ticket.context),
        createdAt: stop.now,
        bumpedAt: null,
      });
    }
    const inserted = await repo.insertTickets(tx, rows);
    for (const fn of made) if (inserted.length) await fn(tx, inserted);
    return inserted.length ? { venueId: stop.venueId, ticketIds: inserted.map((t) => t.id) } : null;
  };
}
