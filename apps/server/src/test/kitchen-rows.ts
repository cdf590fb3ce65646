import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { kitchenTickets, printers, stations } from "../db/schema/kitchen";
import type { StoredTicketContext, StoredTicketLine } from "../db/schema/kitchen-types";
import { orders } from "../db/schema/orders";

// Rows of the kitchen tables written straight into a test's database: a station, its printers, an order
// and its tickets, for tests of what reads them (printing) without the ordering flow that makes them.
export function kitchenRows(db: Db, venueId: string, now = new Date()) {
  let serial = 100;
  return {
    async station(name = "Kitchen") {
      const id = randomUUID();
      await db.insert(stations).values({ id, venueId, name, createdAt: now });
      return id;
    },
    async printer(
      stationId: string,
      p: { host: string; port: number; role?: "main" | "backup"; widthMm?: 58 | 80; name?: string },
    ) {
      const id = randomUUID();
      await db.insert(printers).values({
        id,
        venueId,
        stationId,
        name: p.name ?? `Printer ${p.port}`,
        host: p.host,
        port: p.port,
        widthMm: p.widthMm ?? 80,
        role: p.role ?? "main",
        createdAt: now,
      });
      return id;
    },
    // An accepted order and one ticket of it on `stationId` (kind "new" unless a cancel is asked).
    async ticket(
      stationId: string,
      t: { kind?: "new" | "cancel"; lines?: StoredTicketLine[]; context?: Partial<StoredTicketContext> } = {},
    ) {
      const orderId = randomUUID();
      serial += 1;
      await db.insert(orders).values({
        id: orderId,
        venueId,
        sectionName: "Hall",
        tableName: "5",
        status: "accepted",
        serial,
        localId: String(serial),
        lines: [],
        createdBy: "guest",
        createdAt: now,
        updatedAt: now,
      });
      const id = randomUUID();
      const lines = t.lines ?? [
        {
          line_id: randomUUID(),
          product_id: "p1",
          name: `Dish ${serial}`,
          quantity: 1,
          variants: [],
          modifiers: [],
        },
      ];
      await db.insert(kitchenTickets).values({
        id,
        venueId,
        stationId,
        orderId,
        kind: t.kind ?? "new",
        sourceKey: `accept:${orderId}`,
        lines,
        context: { serial, order_type: "inside", table_name: "5", ...t.context },
        createdAt: now,
      });
      return { id, venueId, stationId, serial };
    },
  };
}
