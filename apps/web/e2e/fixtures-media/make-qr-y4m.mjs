// Writes a Y4M video (4:2:0, 640x480) that shows one QR code, for Chromium's fake camera
// (--use-file-for-fake-video-capture). Generated at test start into .tmp/, never committed.
// Usage: node make-qr-y4m.mjs <text> <out.y4m>
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import QRCode from "qrcode";

const width = 640;
const height = 480;
const frames = 5; // Chromium loops the file; a few identical frames are enough.
const quietZone = 4; // modules of white around the code, as the QR standard asks

// The QR code as a grayscale picture: black modules on white, centred, as large as fits comfortably
// inside qr-scanner's scan region (the centre 2/3 of the shorter side).
function lumaPlane(text) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const side = modules.size + 2 * quietZone;
  const scale = Math.floor((height * 0.6) / side);
  const origin = { x: Math.floor((width - side * scale) / 2), y: Math.floor((height - side * scale) / 2) };
  const plane = Buffer.alloc(width * height, 235); // a light background around the white quiet zone
  for (let y = 0; y < side * scale; y += 1) {
    for (let x = 0; x < side * scale; x += 1) {
      const mx = Math.floor(x / scale) - quietZone;
      const my = Math.floor(y / scale) - quietZone;
      const isDark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      plane[(origin.y + y) * width + origin.x + x] = isDark ? 16 : 255;
    }
  }
  return plane;
}

export function makeQrY4m(text, outFile) {
  const luma = lumaPlane(text);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128); // neutral: no colour
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  // Parallel test workers write the same file: each writes its own and renames, which is atomic.
  const partial = `${outFile}.${process.pid}.part`;
  writeFileSync(partial, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  renameSync(partial, outFile);
  return outFile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [text, outFile] = process.argv.slice(2);
  if (!text || !outFile) {
    console.error("usage: node make-qr-y4m.mjs <text> <out.y4m>");
    process.exit(2);
  }
  console.log(makeQrY4m(text, path.resolve(outFile)));
}
