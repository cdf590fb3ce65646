import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { imageUploadPath, imageUploadResponseSchema, mediaWidths } from "@tablewise/domain/contract/setup";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { createWorkQueue, type WorkQueueLimits } from "../../jobs/work-queue";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import { recordSetupChange } from "../setup/index";
import { encodeImage } from "./encode-image";
import type { MediaStore } from "./media-store";

type Deps = {
  db: Db;
  store: MediaStore;
  imageMaxBytes: number;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  clock: () => Date;
};

const venueParams = z.object({ venueId: z.string().min(1).max(64) });
const uploadData = imageUploadResponseSchema.shape.data;
// GET /media/{hash}/{width}.webp: the hash is mediaKeyOf's 32 hex. Other /media paths (the demo
// venues' files, media/<venue>/<name>) stay with the static files (http/static.ts).
export const mediaRoute = "/media/:hash([a-f0-9]{32})/:file";
const mediaFile = z.object({
  hash: z.string(),
  file: z.enum(mediaWidths.map((w) => `${w}.webp`) as [string, ...string[]]),
});
const immutable = "public, max-age=31536000, immutable";

// sharp decodes and encodes on libuv's thread pool (4 threads), which the event loop also needs for
// compression, files and password hashing, and with libvips' threads it takes every core: eight 36 MP
// photos at once held another venue's home page at p95 1.1 s. One photo at a time, a few waiting, each
// venue at most 8 in the queue (the console uploads one at a time; a manager's batch fits), the rest
// refused with 503 and Retry-After before their body is read (docs/threat-model.md, "Heavy work").
export const imageLimits: WorkQueueLimits = {
  concurrency: 1,
  maxWaiting: 12,
  perKey: 8,
  retryAfterS: 5,
  what: "photos",
};

// A manager uploads a photo as the raw body; guests fetch its renditions by hash.
export function registerMediaRoutes(app: FastifyInstance, deps: Deps) {
  // The venue and the role are checked before the body is read: nobody but a manager of this venue makes
  // the server take in IMAGE_MAX_BYTES (the auth hook before this one has already named the caller).
  const encoding = createWorkQueue(imageLimits);
  const managerOfVenue = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    const { venueId } = parse(venueParams, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, ["manager"]);
    encoding.ensureRoom(venueId);
  };

  // A scope of its own: the image body parser exists for this route only (the API speaks JSON elsewhere).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Any declared type is read as bytes and the bytes decide (a phone may say image/jpg, or
    // application/octet-stream); the header is not trusted either way.
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      imageUploadPath,
      { bodyLimit: deps.imageMaxBytes, onRequest: managerOfVenue },
      async (request) => {
        const actor = actorOf(request);
        const { venueId } = parse(venueParams, request.params, "params");
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0)
          throw new HttpError(400, "bad_request", "Send the photo's bytes as the request body");
        const image = await encoding.run(venueId, () => encodeImage(bytes));
        // Nothing half-saved: every rendition was encoded above, and put stores them in one transaction.
        await deps.store.put(image.key, image.variants, { venueId });
        const url = `/media/${image.key}/${mediaWidths[mediaWidths.length - 1]}.webp`;
        await deps.db.transaction((tx) =>
          recordSetupChange(tx, actor, {
            venueId,
            at: deps.clock(),
            kind: "image",
            targetId: image.key,
            summary: `photo ${image.width}x${image.height} uploaded (${bytes.length} bytes)`,
          }),
        );
        deps.notifyStaff(venueId, {
          kind: "setup",
          id: image.key,
          change: "updated",
          at: deps.clock().toISOString(),
        });
        return ok(uploadData, { url, width: image.width, height: image.height });
      },
    );
  });

  // Public (guests' menus show them), immutable: the name is the content's hash.
  app.get(mediaRoute, async (request, reply) => {
    const params = mediaFile.safeParse(request.params);
    if (!params.success) throw notFound("Photo");
    const width = Number.parseInt(params.data.file, 10);
    const etag = `"${params.data.hash}-${width}"`;
    if (request.headers["if-none-match"] === etag)
      return reply.status(304).header("etag", etag).header("cache-control", immutable).send();
    const found = await deps.store.get(params.data.hash, width);
    if (!found) throw notFound("Photo");
    return reply
      .header("cache-control", immutable)
      .header("etag", etag)
      .header("x-content-type-options", "nosniff")
      .type(found.contentType)
      .send(found.bytes);
  });
}
