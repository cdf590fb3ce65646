import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { bodyFontFile } from "./font-files";

// The 760 KB font is read and parsed once per process or thread (about 23 ms of CPU each time
// otherwise). pdfkit takes an already parsed fontkit font as a font source; the fontkit asked for is the
// one pdfkit itself resolves, so the object is the kind it expects (fontkit has no typings of its own).
type ParsedFont = { layout: (text: string) => unknown };
const fontkit = createRequire(createRequire(import.meta.url).resolve("pdfkit"))("fontkit") as {
  create: (data: Buffer) => ParsedFont;
};
let parsedFont: ParsedFont | null = null;
export const bodyFont = (): ParsedFont => (parsedFont ??= fontkit.create(readFileSync(bodyFontFile)));
