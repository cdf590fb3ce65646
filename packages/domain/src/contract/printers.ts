import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, okEnvelope } from "./common";
import { kitchenBase } from "./kitchen";

// A station's network thermal printers (ESC/POS over TCP) and their print queue, the manager's to set up.
// Every ticket is printed from a durable queue; the console shows a printer offline with what waits.
const venueParams = z.object({ venueId: idSchema });
const printerParams = z.object({ venueId: idSchema, printerId: idSchema });

// A host name or an IPv4/IPv6 address of the venue's network (no scheme, no path).
const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:-]+$/, "a host name or an IP address");

export const printerSchema = z.object({
  _id: idSchema,
  station_id: idSchema,
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  width_mm: z.union([z.literal(58), z.literal(80)]),
  role: z.enum(["main", "backup"]),
  status: z.enum(["online", "offline", "unknown"]),
  last_error: z.string().nullable(),
  last_seen_at: isoDateTimeSchema.nullable(),
  // Jobs of this printer's station still waiting to print.
  waiting: z.number().int(),
});
export type Printer = z.infer<typeof printerSchema>;

export const printerBodySchema = z.strictObject({
  station_id: idSchema,
  name: z.string().trim().min(1).max(60),
  host: hostSchema,
  port: z.number().int().min(1).max(65535).default(9100),
  width_mm: z.union([z.literal(58), z.literal(80)]),
  role: z.enum(["main", "backup"]).default("main"),
});
export type PrinterBody = z.infer<typeof printerBodySchema>;

export const printersCall = defineCall({
  method: "GET",
  path: `${kitchenBase}/printers`,
  params: venueParams,
  response: okEnvelope(z.object({ printers: z.array(printerSchema) })),
});
export const createPrinterCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/printers`,
  params: venueParams,
  body: printerBodySchema,
  response: okEnvelope(z.object({ printer: printerSchema })),
});
export const updatePrinterCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/printers/:printerId`,
  params: printerParams,
  body: printerBodySchema,
  response: okEnvelope(z.object({ printer: printerSchema })),
});
export const removePrinterCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/printers/:printerId/remove`,
  params: printerParams,
  response: okEnvelope(z.object({ removed: z.literal(true) })),
});
// Queues a test page on this printer; the answer is the job, its outcome shows on the printer's status.
export const testPrintCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/printers/:printerId/test`,
  params: printerParams,
  response: okEnvelope(z.object({ job_id: idSchema })),
});
// A person's reprint of a ticket: printed marked "COPY".
export const reprintTicketCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/tickets/:ticketId/reprint`,
  params: z.object({ venueId: idSchema, ticketId: idSchema }),
  response: okEnvelope(z.object({ job_id: idSchema })),
});

// socket.io: the staff namespace's venue room hears `kitchen:printer` when a printer's status or its
// waiting count changes.
export const kitchenPrinterEvent = "kitchen:printer";
// What it says: which station's printers changed; the console refetches printersCall.
export const kitchenPrinterHintSchema = z.object({ station_id: idSchema, at: isoDateTimeSchema });
export type KitchenPrinterHint = z.infer<typeof kitchenPrinterHintSchema>;
