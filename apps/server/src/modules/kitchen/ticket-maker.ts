import type { Tx } from "../../db/client";
import type { StoredOrderLine } from "../../db/schema/index";
import type { StoredTicketContext, StoredTicketLine } from "../../db/schema/kitchen-types";
import { splitByStation, voidedUnits } from "@tablewise/domain/rules/kitchen-routing";
import { isActive, type KitchenHook, type KitchenNews, type OrderRow } from "../orders/index";
import {
  newKitchenId,
  type KitchenRepository,
  type NewTicketRow,
  type TicketRow,
} from "./kitchen.repository";
import { stopSourcePrefix } from "./stop-cancels";

// What the printing module does with tickets made, in their own transaction (print jobs beside them).
export type TicketsMade = (tx: Tx, tickets: TicketRow[]) => Promise<void>;

// A ticket's line as the cook reads it. Order lines keep the names the menu had when ordered, in the
// menu's original language (the cart stores product.name, never a translation), so the station reads the
// kitchen's language whatever the guest's was.
const ticketLine = (l: StoredOrderLine): StoredTicketLine => ({
  line_id: l._id,
  product_id: l.product_id,
  name: l.name,
  quantity: l.quantity,
  variants: l.variants.map((v) => v.name),
  modifiers: l.modificators.map((m) => m.name),
  ...(l.client_comment ? { comment: l.client_comment } : {}),
  bumped_at: null,
});

function contextOf(
  row: OrderRow,
  extra: { comment?: string | null; reason?: string | null },
): StoredTicketContext {
  const inside = row.orderType === "inside";
  const comment = extra.comment ?? row.comment;
  return {
    serial: row.serial,
    order_type: row.orderType,
    ...(inside ? { table_name: row.tableName, hall_name: row.sectionName } : {}),
    ...(comment ? { guest_comment: comment } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
    ...(row.targetDate ? { wanted_at: row.targetDate.toISOString() } : {}),
  };
}

type Send = {
  kind: "new" | "cancel";
  sourceKey: string;
  lines: StoredOrderLine[];
  comment?: string | null;
  reason?: string | null;
  // A change of what was made: only stations that already had this order's food hear of it.
  onlySent?: boolean;
};

// What a committed-together change of an order sends to the stations (SPEC-level rules of the kitchen):
// an accepted order ("accept:<order>"), an accepted addition ("append:<append>"), an accepted order
// cancelled ("cancel:<order>": what was sent), a void after acceptance ("void:<adjustment>": the voided
// units), an accepted addition cancelled ("cancel-append:<append>"). A declined addition was never sent;
// comps and discounts do not cancel food.
function sendsOf(change: Parameters<KitchenHook["onChange"]>[1]): Send[] {
  const { before, after, adjustment } = change;
  const id = after.id;
  if (before.status === "waiting" && isActive(after))
    return [{ kind: "new", sourceKey: `accept:${id}`, lines: after.lines }];
  if (isActive(before) && after.status === "cancelled")
    return [
      {
        kind: "cancel",
        sourceKey: `cancel:${id}`,
        lines: before.lines,
        reason: after.reason,
        onlySent: true,
      },
    ];
  if (!isActive(before)) return [];
  const sends: Send[] = [];
  const was = new Map(before.appends.map((a) => [a._id, a.status]));
  for (const a of after.appends) {
    if (a.status === "serving" && was.get(a._id) === "waiting")
      sends.push({ kind: "new", sourceKey: `append:${a._id}`, lines: a.lines, comment: a.comment ?? null });
    // An accepted addition cancelled afterwards (the venue's POS refused it, modules/pos/pos-refusal.ts):
    // the stations that were sent its food hear that it is off.
    if (a.status === "cancelled" && was.get(a._id) === "serving")
      sends.push({
        kind: "cancel",
        sourceKey: `cancel-append:${a._id}`,
        lines: a.lines,
        reason: a.reason ?? null,
        onlySent: true,
      });
  }
  if (adjustment?.kind === "void") {
    const voided = voidedUnits(before.lines, after.lines);
    if (voided.length)
      sends.push({
        kind: "cancel",
        sourceKey: `void:${adjustment._id}`,
        lines: voided,
        reason: adjustment.reason,
        onlySent: true,
      });
  }
  return sends;
}

// The lifecycle's kitchen hook: tickets written in the transition's own transaction with ON CONFLICT DO
// NOTHING on (station, source), so a replayed or concurrent transition never makes a second one.
export function createTicketMaker(repo: KitchenRepository, made: TicketsMade[]) {
  return async function onChange(
    tx: Tx,
    change: Parameters<KitchenHook["onChange"]>[1],
  ): Promise<KitchenNews | null> {
    const { after, now } = change;
    const sends = sendsOf(change);
    const moved =
      change.before.status !== after.status ||
      change.before.fulfilment !== after.fulfilment ||
      change.before.kitchenReadyAt?.getTime() !== after.kitchenReadyAt?.getTime();
    if (!sends.length && !moved) return null;
    const stations = await repo.openStations(after.venueId, tx);
    if (!stations.length) return null;
    if (!sends.length) return { venueId: after.venueId, ticketIds: [] };
    const routes = (await repo.routes(after.venueId, tx)).map((r) => ({
      kind: r.kind,
      key: r.key,
      station_id: r.stationId,
    }));
    const productIds = [...new Set(sends.flatMap((s) => s.lines.map((l) => l.product_id)))];
    const categories = await repo.categoriesOf(after.venueId, productIds, tx);
    // A change of what was made goes where the food was sent: the station whose ticket holds the line
    // (routes may have changed since), else where it routes now if that station had this order's food.
    const ofOrder = sends.some((s) => s.onlySent) ? await repo.ticketsOfOrder(after.id, tx) : [];
    const sent = ofOrder.filter((t) => t.kind === "new");
    // A line the stop list already cancelled at its station is not cancelled there a second time when
    // the waiter then voids it or the order is cancelled (stop-cancels.ts: it cancelled every unit left).
    const stopped = new Set(
      ofOrder
        .filter((t) => t.kind === "cancel" && t.sourceKey.startsWith(stopSourcePrefix))
        .flatMap((t) => t.lines.map((l) => `${t.stationId}/${l.line_id}`)),
    );
    const open = new Set(stations.map((s) => s.id));
    const sentTo = new Set(sent.map((t) => t.stationId));
    const madeAt = new Map(sent.flatMap((t) => t.lines.map((l) => [l.line_id, t.stationId] as const)));
    const rows: NewTicketRow[] = [];
    for (const send of sends) {
      const split = splitByStation(send.lines, (p) => categories.get(p) ?? null, routes, stations);
      if (send.onlySent) {
        split.clear();
        for (const line of send.lines) {
          const known = madeAt.get(line._id);
          const routed = splitByStation([line], (p) => categories.get(p) ?? null, routes, stations)
            .keys()
            .next().value;
          const station = known && open.has(known) ? known : routed && sentTo.has(routed) ? routed : null;
          if (station && !stopped.has(`${station}/${line._id}`))
            split.set(station, [...(split.get(station) ?? []), line]);
        }
      }
      for (const [stationId, lines] of split) {
        rows.push({
          id: newKitchenId(),
          venueId: after.venueId,
          stationId,
          orderId: after.id,
          kind: send.kind,
          sourceKey: send.sourceKey,
          lines: lines.map(ticketLine),
          context: contextOf(after, send),
          createdAt: now,
          bumpedAt: null,
        });
      }
    }
    const inserted = await repo.insertTickets(tx, rows);
    for (const fn of made) if (inserted.length) await fn(tx, inserted);
    return { venueId: after.venueId, ticketIds: inserted.map((t) => t.id) };
  };
}
