import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  csvImportPath,
  csvImportResponseSchema,
  exportPath,
  importVenueCall,
} from "@tablewise/domain/contract/setup";
import { idSchema } from "@tablewise/domain/contract/common";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { parseVenueFile, VenueFileError } from "../../seed/import-venue";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import { csvMaxBytes } from "./csv-products";
import type { SetupIoService } from "./setup-io.service";

// A venue file is larger than the API's usual 64 KiB (demo-large is about 300 KB).
export const venueFileMaxBytes = 5 * 1024 * 1024;
const venueParams = z.object({ venueId: idSchema });
const menuParams = venueParams.extend({ menuId: idSchema });
const csvTypes = ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"];
const utf8 = new TextDecoder("utf-8", { fatal: true });

// Export, import and CSV import; managers only (checked before a body is read).
export function registerSetupIoRoutes(app: FastifyInstance, service: SetupIoService) {
  const managerOfVenue = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    const { venueId } = parse(venueParams, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, ["manager"]);
  };

  app.get(exportPath, { onRequest: managerOfVenue }, async (request, reply) => {
    const { venueId } = parse(venueParams, request.params, "params");
    const file = await service.export(venueId);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${file.venue.link}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(file, null, 2));
  });

  app.post(
    importVenueCall.path,
    { onRequest: managerOfVenue, bodyLimit: venueFileMaxBytes },
    async (request) => {
      const { venueId } = parse(importVenueCall.params, request.params, "params");
      const body = parse(importVenueCall.body, request.body, "body");
      let file;
      try {
        file = parseVenueFile(body, "the file"); // ids repeated inside the file
      } catch (err) {
        if (err instanceof VenueFileError) throw new HttpError(400, "validation_failed", err.message);
        throw err;
      }
      const data = await service.import(venueId, actorOf(request), file);
      return ok(importVenueCall.response.shape.data, data);
    },
  );

  // The CSV body parser exists in this scope only (the API speaks JSON elsewhere).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(csvTypes, { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser("*", (_request, _payload, done) =>
      done(new HttpError(415, "unsupported_media_type", "Send the product list as text/csv"), undefined),
    );
    scope.post(csvImportPath, { onRequest: managerOfVenue, bodyLimit: csvMaxBytes }, async (request) => {
      const { venueId, menuId } = parse(menuParams, request.params, "params");
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        throw new HttpError(400, "bad_request", "Send the CSV file as the request body");
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw new HttpError(400, "bad_request", 'The file is not UTF-8 text: save it as "CSV UTF-8"');
      }
      const data = await service.importCsv(venueId, actorOf(request), menuId, text);
      return ok(csvImportResponseSchema.shape.data, data);
    });
  });
}
