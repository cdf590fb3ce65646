import { buildPath } from "@tablewise/domain/contract/call";
import {
  createTableCall,
  csvImportPath,
  csvImportResponseSchema,
  exportPath,
  importVenueCall,
  retireTableCall,
  rotateTableTokenCall,
  saveTableCall,
  saveVenueCall,
  setupCall,
  setupChangesCall,
} from "@tablewise/domain/contract/setup";
import type { Venue } from "@tablewise/domain/contract/venue";
import { consoleRequest } from "../../lib/console-api";

// The setup calls these screens make, built from the contract's descriptors (contract/setup.ts).
export const setupQueryKey = (venueId: string) => ["setup", venueId] as const;

export const getSetup = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(setupCall.path, { venueId }), setupCall.response, { signal }).then((r) => r.data);

export const saveVenue = (venueId: string, venue: Venue, version: string) =>
  consoleRequest(buildPath(saveVenueCall.path, { venueId }), saveVenueCall.response, {
    method: "POST",
    body: { venue, version },
  }).then((r) => r.data);

export type TableNames = { section_name: string; table_name: string };

export const createTable = (venueId: string, body: TableNames) =>
  consoleRequest(buildPath(createTableCall.path, { venueId }), createTableCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.table);

export const renameTable = (venueId: string, code: string, body: TableNames) =>
  consoleRequest(buildPath(saveTableCall.path, { venueId, code }), saveTableCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.table);

export const retireTable = (venueId: string, code: string, retired: boolean) =>
  consoleRequest(buildPath(retireTableCall.path, { venueId, code }), retireTableCall.response, {
    method: "POST",
    body: { retired },
  }).then((r) => r.data.table);

// The body says `confirm: true` only after the manager confirmed in the dialog (contract: printed QR
// codes of the table stop working).
export const rotateTableToken = (venueId: string, code: string) =>
  consoleRequest(buildPath(rotateTableTokenCall.path, { venueId, code }), rotateTableTokenCall.response, {
    method: "POST",
    body: { confirm: true },
  }).then((r) => r.data.table);

export const exportUrl = (venueId: string) => buildPath(exportPath, { venueId });

export const importVenue = (venueId: string, file: unknown) =>
  consoleRequest(buildPath(importVenueCall.path, { venueId }), importVenueCall.response, {
    method: "POST",
    body: file,
  }).then((r) => r.data);

export const importProductsCsv = (venueId: string, menuId: string, csv: string) =>
  consoleRequest(buildPath(csvImportPath, { venueId, menuId }), csvImportResponseSchema, {
    method: "POST",
    body: csv,
    contentType: "text/csv",
  }).then((r) => r.data);

export const getChanges = (venueId: string, before: string | undefined, signal?: AbortSignal) =>
  consoleRequest(
    `${buildPath(setupChangesCall.path, { venueId })}${before ? `?before=${encodeURIComponent(before)}` : ""}`,
    setupChangesCall.response,
    { signal },
  ).then((r) => r.data.changes);
