import { inflateSync } from "node:zlib";

// For tests: the QR drawn on each page of a pdfkit document, read back from its rectangles (the QR
// sheet draws no other rectangle). Answers one module matrix per page, row by row, true for dark.
export function readPdfQrs(pdf: Buffer): boolean[][][] {
  return pageStreams(pdf)
    .map(rectsOf)
    .filter((rects) => rects.length > 0)
    .map(toMatrix);
}

type Rect = { x: number; y: number; w: number; h: number };

function pageStreams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of text.matchAll(/\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      out.push(inflateSync(pdf.subarray(start, text.indexOf("endstream", start))).toString("latin1"));
    } catch {
      // Not a content stream (an image or a font of no interest here).
    }
  }
  return out;
}

const num = "(-?[\\d.]+)";
const rectsOf = (stream: string): Rect[] =>
  [...stream.matchAll(new RegExp(`${num} ${num} ${num} ${num} re`, "g"))].map(([, x, y, w, h]) => ({
    x: Number(x),
    y: Number(y),
    w: Number(w),
    h: Number(h),
  }));

// Every rectangle is a run of dark modules one module high; the top-left module is always dark (a
// finder pattern), so the smallest x and y are the matrix's corner.
function toMatrix(rects: Rect[]): boolean[][] {
  const cell = Math.min(...rects.map((r) => r.h));
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const size = Math.round((Math.max(...rects.map((r) => r.x + r.w)) - x0) / cell);
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const r of rects) {
    const row = Math.round((r.y - y0) / cell);
    const from = Math.round((r.x - x0) / cell);
    for (let c = from; c < from + Math.round(r.w / cell); c++) matrix[row]![c] = true;
  }
  return matrix;
}
