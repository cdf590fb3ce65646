import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { Locale } from "@tablewise/domain/contract/common";
import { bodyFont } from "../print-fonts/index";
import { qrSheetStrings } from "./qr-sheet-strings";
import type { VenueTableRow } from "./venue-tools.repository";

// A4 in points, and the QR's printed width: about 12 cm, readable from a phone held well above the table.
const pageWidth = 595.28;
const margin = 56;
export const qrWidth = 340;
// Below the table's name by more than the QR's 4-module quiet zone (about 45 pt at this width).
const qrTop = 272;

export type Sheet = { venueName: string; origin: string; locale: Locale; tables: VenueTableRow[] };

// The QR sheet, one A4 page per table (docs/decisions/012: a page stands in a table
// tent or sleeve as it is, its QR is large enough to scan from a seat, and one lost sticker is reprinted
// by printing one page). Each page: the venue, the section and table, the QR of the table's absolute link
// (<origin>/new/<token>, SPEC §2), and the 6-digit code under it for guests whose camera will not scan.
// A page draws no rectangle but the QR's (tests read the QR back from them).
export async function renderQrSheet({ venueName, origin, locale, tables }: Sheet): Promise<Buffer> {
  const words = qrSheetStrings[locale];
  const doc = new PDFDocument({
    size: "A4",
    margin,
    autoFirstPage: false,
    info: { Title: `${venueName}: table QR codes`, Subject: origin },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("body", bodyFont() as unknown as Buffer);
  const contentWidth = pageWidth - 2 * margin;
  // Arabic pages read from the right: the heading sits at the right margin (fontkit lays an Arabic run
  // out right to left itself; numbers and names stay on lines of their own so no run mixes directions).
  const start = words.rtl ? ("right" as const) : ("left" as const);
  // pdfkit lays a line out word by word, left to right, unless it is given OpenType features; then the
  // line is one run and fontkit orders an Arabic line right to left as a whole (shaping is the same).
  const features: PDFKit.Mixins.OpenTypeFeatures[] | undefined = words.rtl ? ["kern"] : undefined;
  const line = (
    text: string,
    y: number,
    size: number,
    opts: { align?: "left" | "right" | "center"; color?: string } = {},
  ) =>
    doc
      .fontSize(size)
      .fillColor(opts.color ?? "#000000")
      .text(text, margin, y, {
        width: contentWidth,
        align: opts.align ?? "center",
        lineBreak: false,
        features,
      });

  for (const table of tables) {
    doc.addPage({ size: "A4", margin });
    doc.font("body");
    line(venueName, margin, 22, { align: start });
    line(table.sectionName, margin + 32, 14, { align: start, color: "#555555" });
    line(words.table, 150, 16, { color: "#555555" });
    line(table.tableName, 172, 44);
    drawQr(doc, `${origin}/new/${table.token}`, (pageWidth - qrWidth) / 2, qrTop);
    line(table.code, qrTop + qrWidth + 46, 44);
    line(words.scan, qrTop + qrWidth + 108, 16);
    line(new URL(origin).host, qrTop + qrWidth + 136, 12, { color: "#555555" });
  }
  doc.end();
  return done;
}

// The QR as vector rectangles, one per run of dark modules in a row, all filled at once: it stays sharp
// at any printer's resolution. The 4-module quiet zone is the page's white around it. Level M survives a
// scuffed or stained sticker (15% of the code).
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const cell = qrWidth / size;
  doc.save();
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const from = col;
      while (col < size && modules.get(row, col)) col++;
      doc.rect(x + from * cell, y + row * cell, (col - from) * cell, cell);
    }
  }
  doc.fillColor("#000000").fill();
  doc.restore();
}
