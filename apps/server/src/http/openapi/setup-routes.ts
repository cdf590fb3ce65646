import { z } from "zod";
import { idSchema } from "@tablewise/domain/contract/common";
import * as day from "@tablewise/domain/contract/day";
import * as kitchen from "@tablewise/domain/contract/kitchen";
import * as printers from "@tablewise/domain/contract/printers";
import * as setup from "@tablewise/domain/contract/setup";
import { venueImportSchema } from "@tablewise/domain/contract/venue-import";
import {
  dayQuerySchema,
  qrSheetQuerySchema,
  staffDayCall,
  staffTablesCall,
} from "@tablewise/domain/contract/staff";
import { callsOf, route, type ApiRoute } from "./route-entry";

// The venue's setup and its day (the tables' list, the day and the stop list are the staff contract's,
// in staff-routes.ts): menus, tables and their QR sheet, photos, import and export, the
// kitchen's stations and printers, the stop list, the day's figures and its close-out.
const venueParams = z.object({ venueId: idSchema });
const tag = "Venue setup";

export const setupRoutes: ApiRoute[] = [
  ...callsOf(setup, { tag }),
  route("GET", setup.exportPath, {
    tag,
    summary: "Export the venue file (a download)",
    params: venueParams,
    response: venueImportSchema,
    file: "application/json",
  }),
  route("POST", setup.imageUploadPath, {
    tag,
    summary: "Upload a photo (the image bytes as the body)",
    params: venueParams,
    bodyType: "application/octet-stream",
    response: setup.imageUploadResponseSchema,
  }),
  route("POST", setup.csvImportPath, {
    tag,
    summary: "Import a menu's products from a CSV file",
    params: venueParams.extend({ menuId: idSchema }),
    bodyType: "text/csv",
    response: setup.csvImportResponseSchema,
  }),
  route("GET", `${staffTablesCall.path}/qr.pdf`, {
    tag,
    summary: "The tables' QR sheet",
    params: venueParams,
    query: qrSheetQuerySchema,
    file: "application/pdf",
  }),
  route("GET", `${staffDayCall.path}.csv`, {
    tag: "Day",
    summary: "The day's payments as CSV",
    params: venueParams,
    query: dayQuerySchema,
    file: "text/csv",
  }),
  route("GET", `${day.dayCloseOutCall.path}.csv`, {
    tag: "Day",
    summary: "The day's close-out as CSV",
    params: venueParams,
    query: dayQuerySchema,
    file: "text/csv",
  }),
  ...callsOf(day, { tag: "Day", status: 201 }),
  ...callsOf(kitchen, { tag: "Kitchen" }),
  ...callsOf(printers, { tag: "Kitchen" }),
];
