// The console web app's icons (apps/web/public/icons), made once from the favicon and committed:
// `node scripts/make-console-icons.mjs` again after the favicon changes. 192 and 512 px "any" icons,
// a 512 px maskable one (the mark inside the central 80 % safe zone on a full-bleed background, so a
// launcher's circle or squircle crop never cuts it) and a 96 px monochrome badge for the notification bar.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "apps/web/public");
const outDir = path.join(publicDir, "icons");
mkdirSync(outDir, { recursive: true });
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
// The fork-and-knife mark alone, white, from the favicon's path.
const mark = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!mark) throw new Error("favicon.svg has no path");
const brand = "#c2410c";

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(9.6 9.6) scale(0.7)"><path d="${mark}" fill="#fff"/></g></svg>`;
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="${mark}" fill="#fff"/></svg>`;

await render(favicon, 192, "console-192.png");
await render(favicon, 512, "console-512.png");
await render(maskable, 512, "console-maskable-512.png");
await render(badge, 96, "console-badge-96.png");
console.log("icons written to", path.relative(root, outDir));
