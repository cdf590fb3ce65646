import {
  stationBoardSchema,
  ticketSchema,
  type StationBoard,
  type Ticket,
} from "@tablewise/domain/contract/kitchen";
import { countAllDay } from "./board-merge";

// Kitchen data parsed by the contract's schemas, so a wrong fixture fails here, not against the server.
export const t0 = "2026-11-27T18:00:00.000Z";
export const minutesAfter = (m: number) => new Date(Date.parse(t0) + m * 60_000).toISOString();
export const station = { _id: "st-kitchen", name: "Kitchen", sort: 0, warn_after_s: 600, late_after_s: 1200 };

export function ticket(serial: number, patch: Partial<Ticket> = {}): Ticket {
  return ticketSchema.parse({
    _id: `tk-${serial}`,
    station_id: station._id,
    order_id: `order-${serial}`,
    kind: "new",
    serial,
    order_type: "inside",
    table_name: `Table ${serial}`,
    hall_name: "Hall",
    created_at: minutesAfter(serial),
    bumped_at: null,
    lines: [
      {
        line_id: `ln-${serial}-a`,
        product_id: "p-borsch",
        name: "Борщ",
        quantity: 2,
        variants: ["Large"],
        modifiers: ["Sour cream"],
        bumped_at: null,
      },
      {
        line_id: `ln-${serial}-b`,
        product_id: "p-varenyky",
        name: "Varenyky",
        quantity: 1,
        variants: [],
        modifiers: [],
        comment: "no onion",
        bumped_at: null,
      },
    ],
    ...patch,
  });
}

export function stationBoard(tickets: Ticket[], patch: Partial<StationBoard> = {}): StationBoard {
  return stationBoardSchema.parse({
    station,
    tickets,
    recent_bumped: [],
    all_day: countAllDay(tickets),
    open_total: tickets.length,
    now: minutesAfter(30),
    ...patch,
  });
}
