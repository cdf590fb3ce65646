import { buildPath } from "@tablewise/domain/contract/call";
import {
  createPrinterCall,
  printersCall,
  removePrinterCall,
  reprintTicketCall,
  testPrintCall,
  updatePrinterCall,
  type PrinterBody,
} from "@tablewise/domain/contract/printers";
import { consoleRequest } from "../../../lib/console-api";

// The printers' calls (contract/printers.ts); a `kitchen:printer` push invalidates the list.
export const printersKey = (venueId: string) => ["kitchen", "printers", venueId] as const;

export const getPrinters = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(printersCall.path, { venueId }), printersCall.response, { signal }).then(
    (r) => r.data.printers,
  );

export const createPrinter = (venueId: string, body: PrinterBody) =>
  consoleRequest(buildPath(createPrinterCall.path, { venueId }), createPrinterCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.printer);

export const updatePrinter = (venueId: string, printerId: string, body: PrinterBody) =>
  consoleRequest(buildPath(updatePrinterCall.path, { venueId, printerId }), updatePrinterCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.printer);

export const removePrinter = (venueId: string, printerId: string) =>
  consoleRequest(buildPath(removePrinterCall.path, { venueId, printerId }), removePrinterCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data);

export const testPrint = (venueId: string, printerId: string) =>
  consoleRequest(buildPath(testPrintCall.path, { venueId, printerId }), testPrintCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data);

// A person's reprint of a ticket: the server queues it and prints it under a COPY banner.
export const reprintTicket = (venueId: string, ticketId: string) =>
  consoleRequest(buildPath(reprintTicketCall.path, { venueId, ticketId }), reprintTicketCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data);
