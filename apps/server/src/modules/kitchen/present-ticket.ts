import type { Station, Ticket } from "@tablewise/domain/contract/kitchen";
import type { StationRow, TicketRow } from "./kitchen.repository";

export const presentStation = (s: StationRow): Station => ({
  _id: s.id,
  name: s.name,
  sort: s.sort,
  warn_after_s: s.warnAfterS,
  late_after_s: s.lateAfterS,
});

// Units of each order line taken back by cancel slips, per station: `${station}/${line}` -> units.
export type CancelledUnits = ReadonlyMap<string, number>;
export function cancelledUnitsOf(tickets: readonly TicketRow[]): CancelledUnits {
  const units = new Map<string, number>();
  for (const t of tickets)
    if (t.kind === "cancel")
      for (const l of t.lines) {
        const key = `${t.stationId}/${l.line_id}`;
        units.set(key, (units.get(key) ?? 0) + l.quantity);
      }
  return units;
}

// A ticket as the station screen reads it; a "new" ticket's lines say how many units a later cancel slip
// took back, so the cook does not make from the original what the slip beside it cancels.
export function presentTicket(t: TicketRow, cancelled: CancelledUnits = new Map()): Ticket {
  const c = t.context;
  return {
    _id: t.id,
    station_id: t.stationId,
    order_id: t.orderId,
    kind: t.kind,
    serial: c.serial,
    order_type: c.order_type,
    ...(c.table_name !== undefined ? { table_name: c.table_name } : {}),
    ...(c.hall_name !== undefined ? { hall_name: c.hall_name } : {}),
    ...(c.guest_comment ? { guest_comment: c.guest_comment } : {}),
    ...(c.allergy_note ? { allergy_note: c.allergy_note } : {}),
    ...(c.reason ? { reason: c.reason } : {}),
    ...(c.wanted_at ? { wanted_at: c.wanted_at } : {}),
    created_at: t.createdAt.toISOString(),
    bumped_at: t.bumpedAt?.toISOString() ?? null,
    lines: t.lines.map((l) => ({
      line_id: l.line_id,
      product_id: l.product_id,
      name: l.name,
      quantity: l.quantity,
      variants: l.variants,
      modifiers: l.modifiers,
      ...(l.comment ? { comment: l.comment } : {}),
      bumped_at: l.bumped_at ?? null,
      ...(t.kind === "new"
        ? { cancelled: Math.min(l.quantity, cancelled.get(`${t.stationId}/${l.line_id}`) ?? 0) }
        : {}),
    })),
  };
}
