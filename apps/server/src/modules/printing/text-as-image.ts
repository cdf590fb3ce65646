import CodepageEncoder from "@point-of-sale/codepage-encoder";
import { bodyFontFile } from "../print-fonts";
import { escposCodepages } from "./escpos-codepages";

// Every character some candidate code page of the printer has: a line made only of these prints as text.
let printableSet: Set<number> | null = null;
function printableCodePoints(): Set<number> {
  if (printableSet) return printableSet;
  const set = new Set<number>();
  for (const name of Object.keys(escposCodepages)) {
    // `as never`: the library types its code page names as a union this table's keys are checked against.
    for (const point of CodepageEncoder.getCodepoints(name as never, true))
      if (point !== undefined) set.add(point);
  }
  printableSet = set;
  return set;
}

// A line goes to paper as an image when one of its letters is in none of the printer's code pages: Arabic
// (no code page has it joined and right to left), but also Greek, Hebrew, CJK or an emoji a guest typed.
// Printed as text such a letter would come out as "?".
export function needsImage(text: string): boolean {
  const set = printableCodePoints();
  for (const ch of text) {
    const point = ch.codePointAt(0)!;
    if (point >= 0x20 && !set.has(point)) return true;
  }
  return false;
}

const rtlLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export type TextImageStyle = { bold: boolean; invert: boolean; big: boolean };
// The shape the encoder takes from sharp's raw output (RGBA pixels and their size).
export type TextImage = { data: Buffer; info: { width: number; height: number; channels: 4 } };

// Pango reads its input as markup: a name with "<" or "&" must stay text.
const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// One line as a black-on-white picture the width of the paper's printable area (384 dots on 58 mm paper,
// 576 on 80 mm). sharp's text input runs Pango with HarfBuzz and FriBidi, so Arabic letters are joined and
// laid out right to left, and the DejaVu Sans the receipts already use has their glyphs. sharp is loaded
// only when a ticket has such a line (docs/decisions, printing text as an image).
export async function renderTextImage(
  text: string,
  widthDots: number,
  style: TextImageStyle,
): Promise<TextImage> {
  const { default: sharp } = await import("sharp");
  // Font A is 12 x 24 dots: the same height, doubled for the large order number and banners.
  const px = style.big ? 48 : 24;
  const markup = style.bold ? `<b>${escapeMarkup(text)}</b>` : escapeMarkup(text);
  const rtl = rtlLetter.test(text);
  const rendered = await sharp({
    text: {
      text: markup,
      font: `DejaVu Sans ${px}px`,
      fontfile: bodyFontFile,
      width: widthDots,
      dpi: 72,
      align: rtl ? "right" : "left",
      wrap: "word-char",
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The rendered text is only as wide as its words: place it on a full-width white strip, at the right
  // edge for right-to-left text, so a cook reads it where Arabic starts. sharp runs the operations of one
  // pipeline in its own fixed order (flatten before extend, negate before flatten), hence one per step.
  const gap = Math.max(0, widthDots - rendered.info.width);
  const onWhite = await sharp(rendered.data, {
    raw: { width: rendered.info.width, height: rendered.info.height, channels: 4 },
  })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const strip = await sharp(onWhite.data, {
    raw: { width: onWhite.info.width, height: onWhite.info.height, channels: onWhite.info.channels },
  })
    .extend({ left: rtl ? gap : 0, right: rtl ? 0 : gap, top: 2, bottom: 2, background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // An allergy note or a cancel reason is printed white on black, like its text lines.
  const { data, info } = await sharp(strip.data, {
    raw: { width: strip.info.width, height: strip.info.height, channels: strip.info.channels },
  })
    .negate(style.invert ? { alpha: false } : false)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}
