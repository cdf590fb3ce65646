import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUploadResponseSchema, mediaVariant } from "@tablewise/domain/contract/setup";
import { media } from "../../db/schema/index";
import { createTestApp } from "../../test/test-app";
import { asStaff, hintRecorder, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { imageLimits } from "./media.routes";

// Photo uploads, checked by their bytes, stripped, re-encoded, stored whole or not at all.
const venueId = "fx-venue";
const uploadUrl = (venue = venueId) => `/api/staff/venues/${venue}/setup/images`;
const maxBytes = 256 * 1024;
const recorder = hintRecorder();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { IMAGE_MAX_BYTES: maxBytes },
    app: { staffAuthenticator: testStaffAuthenticator, notifyStaff: recorder.notifyStaff },
  });
  await t.app.ready();
});
afterAll(() => t.close());

const upload = (body: Buffer, contentType: string, headers = asStaff(venueId, "manager"), venue = venueId) =>
  t.app.inject({
    method: "POST",
    url: uploadUrl(venue),
    headers: { ...headers, "content-type": contentType },
    payload: body,
  });
const storedRows = async () => (await t.db.db.select({ key: media.key }).from(media)).length;

// A camera's JPEG: 1200x800, turned by its EXIF orientation (6: the picture is on its side), with GPS and
// camera tags.
const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a7" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "X1", Copyright: "Jane Doe" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "50/1 27/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "30/1 31/1 0/1",
      },
    })
    .toBuffer();

// A small PNG whose header declares 20000 x 20000 pixels (400 MP): its IHDR is rewritten, CRC fixed.
async function pngBomb() {
  const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(20000, 16);
  bomb.writeUInt32BE(20000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

describe("photo upload", () => {
  it("strips EXIF and GPS, auto-rotates, re-encodes to WebP in both widths, served public and immutable", async () => {
    const jpeg = await cameraJpeg();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.exif?.toString("latin1")).toContain("PhoneCam");
    expect(inMeta.orientation).toBe(6);

    const res = await upload(jpeg, "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const { url, width, height } = imageUploadResponseSchema.parse(res.json()).data;
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}\/960\.webp$/);
    // Turned upright (800 wide, 1200 high) and not upscaled to 960.
    expect([width, height]).toEqual([800, 1200]);

    const big = await t.app.inject({ method: "GET", url });
    expect(big.statusCode, big.body).toBe(200);
    expect(big.headers["content-type"]).toBe("image/webp");
    expect(big.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(big.headers["x-content-type-options"]).toBe("nosniff");
    const etag = String(big.headers.etag);
    expect(etag).toMatch(/^"[a-f0-9]{32}-960"$/);
    const out = await sharp(big.rawPayload).metadata();
    expect(out.format).toBe("webp");
    expect([out.width, out.height]).toEqual([800, 1200]);
    expect(out.exif).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.icc).toBeUndefined();
    expect(big.rawPayload.toString("latin1")).not.toMatch(/PhoneCam|Jane Doe|EXIF/);

    const small = await t.app.inject({ method: "GET", url: mediaVariant(url, 320) });
    expect(small.statusCode).toBe(200);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([320, 480]);

    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(recorder.hints.some((h) => h.venueId === venueId && h.hint.kind === "setup")).toBe(true);
  });

  it("reads the type from the bytes: a PNG sent as image/jpeg (named .jpg) is taken as the PNG it is", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: "#f008" } })
      .png()
      .toBuffer();
    const res = await upload(png, "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const { url, width, height } = imageUploadResponseSchema.parse(res.json()).data;
    expect([width, height]).toEqual([400, 300]);
    const got = await t.app.inject({ method: "GET", url });
    expect((await sharp(got.rawPayload).metadata()).format).toBe("webp");
  });

  it("refuses a text file sent as image/jpeg (415) and stores nothing", async () => {
    const before = await storedRows();
    const res = await upload(Buffer.from("name,price\nsoup,85\n".repeat(20)), "image/jpeg");
    expect(res.statusCode, res.body).toBe(415);
    expect(errorOf(res).code).toBe("unsupported_media_type");
    // A GIF is an image, but not one of the accepted kinds.
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await upload(gif, "image/png")).statusCode).toBe(415);
    expect(await storedRows()).toBe(before);
  });

  it("refuses a file over IMAGE_MAX_BYTES with 413 in the envelope, nothing stored", async () => {
    const before = await storedRows();
    const res = await upload(Buffer.alloc(maxBytes + 1, 0xff), "image/jpeg");
    expect(res.statusCode, res.body).toBe(413);
    expect(errorOf(res).code).toBe("payload_too_large");
    expect(await storedRows()).toBe(before);
  });

  it("refuses a decompression bomb (a tiny PNG declaring 20000x20000) with 400, nothing stored", async () => {
    const before = await storedRows();
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, "image/png");
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toMatch(/megapixels/);
    expect(await storedRows()).toBe(before);
  });

  it("refuses a truncated photo (400): no rendition of it is stored", async () => {
    const before = await storedRows();
    const jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#123" } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "image/jpeg");
    expect(res.statusCode, res.body).toBe(400);
    expect(await storedRows()).toBe(before);
  });

  // Photos are encoded one at a time; one venue holds at most imageLimits.perKey places (running or
  // waiting), so a burst past that is refused at once instead of queueing behind the others.
  it("refuses photos past a venue's share of the queue with 503 and Retry-After; the rest are stored", async () => {
    const png = await sharp({ create: { width: 2500, height: 2500, channels: 3, background: "#5a3" } })
      .png()
      .toBuffer();
    const burst = imageLimits.perKey + 2;
    const answers = await Promise.all(Array.from({ length: burst }, () => upload(png, "image/png")));
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(imageLimits.perKey);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(errorOf(r).code).toBe("unavailable");
      expect(r.headers["retry-after"]).toBe(String(imageLimits.retryAfterS));
    }
    // Drained: the venue uploads again.
    expect((await upload(png, "image/png")).statusCode).toBe(200);
  });

  it("is the manager's: waiter and kitchen 403, another venue's manager 403, no caller 401", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#abc" } })
      .png()
      .toBuffer();
    const before = await storedRows();
    expect((await upload(png, "image/png", asStaff(venueId, "waiter"))).statusCode).toBe(403);
    expect((await upload(png, "image/png", asStaff(venueId, "kitchen"))).statusCode).toBe(403);
    expect((await upload(png, "image/png", asStaff("other", "manager"))).statusCode).toBe(403);
    expect((await upload(png, "image/png", {})).statusCode).toBe(401);
    expect(await storedRows()).toBe(before);
    // The role is checked before the body is read: a waiter's oversized body is a 403, not a 413.
    expect(
      (await upload(Buffer.alloc(maxBytes + 1), "image/jpeg", asStaff(venueId, "waiter"))).statusCode,
    ).toBe(403);
  });

  it("answers an unknown photo 404 in the envelope, and leaves the demo media paths to the static files", async () => {
    const res = await t.app.inject({ method: "GET", url: `/media/${"0".repeat(32)}/960.webp` });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe("not_found");
    expect((await t.app.inject({ method: "GET", url: `/media/${"a".repeat(32)}/123.webp` })).statusCode).toBe(
      404,
    );
    const demo = await t.app.inject({ method: "GET", url: "/media/demo-geo/logo.svg" });
    expect(demo.statusCode).toBe(200);
  });
});
