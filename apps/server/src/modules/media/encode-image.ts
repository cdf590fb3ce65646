import { createHash } from "node:crypto";
import sharp from "sharp";
import { mediaWidths } from "@tablewise/domain/contract/setup";
import { HttpError } from "../../http/errors";

// What a photo becomes. The bytes decide what it is (never its name or Content-Type):
// sharp reads the header, and only these decoders are let near an upload.
const acceptedFormats = new Set(["jpeg", "png", "webp", "heif"]); // heif covers AVIF and HEIC
// A decompression bomb is a small file declaring a huge picture: refused from its header, before any
// pixel is decoded (40 MP is more than any phone camera; libvips' own default is 268 MP).
export const maxInputPixels = 40_000_000;
const webpQuality = 80;

// width: the rendition's slot (mediaWidths, its URL name); actualWidth x height: its pixels.
export type ImageVariant = {
  width: number;
  actualWidth: number;
  height: number;
  contentType: "image/webp";
  bytes: Buffer;
};
export type EncodedImage = { key: string; width: number; height: number; variants: ImageVariant[] };

// sha256 of the original bytes, first 32 hex (128 bits): the same upload twice is one stored photo, and
// the URL is immutable because the content behind it can never change.
export const mediaKeyOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

const unsupported = () =>
  new HttpError(415, "unsupported_media_type", "Not a photo: send a JPEG, PNG, WebP or AVIF image");

async function formatOf(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw new HttpError(
        400,
        "bad_request",
        `The picture is larger than ${maxInputPixels / 1e6} megapixels`,
      );
    throw unsupported();
  }
}

// Every rendition is encoded before anything is stored (the caller stores them together): a file that
// fails halfway leaves nothing behind. Each is auto-rotated by its EXIF orientation, then written without
// any metadata (sharp keeps none unless asked: GPS, camera and owner tags are gone), never upscaled.
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const meta = await formatOf(bytes);
  if (!acceptedFormats.has(meta.format)) throw unsupported();
  const variants: ImageVariant[] = [];
  try {
    for (const width of mediaWidths) {
      const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: webpQuality })
        .toBuffer({ resolveWithObject: true });
      // Stored under its slot's name (the URL scheme is fixed); a small photo stays small under both.
      variants.push({
        width,
        actualWidth: info.width,
        height: info.height,
        contentType: "image/webp",
        bytes: data,
      });
    }
  } catch {
    throw new HttpError(400, "bad_request", "The photo is damaged or cannot be read");
  }
  const largest = variants[variants.length - 1]!;
  return { key: mediaKeyOf(bytes), width: largest.actualWidth, height: largest.height, variants };
}
