import PDFDocument from "pdfkit";
import { bodyFont } from "../print-fonts/index";
import type { ReceiptContent } from "./receipt-content";

// The receipt as a PDF (A5), in DejaVu Sans (print-fonts: Latin, Cyrillic and Arabic). pdfkit lays
// text out through fontkit, which joins Arabic letters into their contextual forms and orders a run
// of right-to-left script right to left. A label and its value are separate runs, so an amount is never
// reordered with Arabic words; for Arabic the label stands on the right and the value on the left.
export function renderReceiptPdf(c: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A5",
    margin: 36,
    lang: c.locale,
    info: { Title: c.subject, Subject: c.venueName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("body", bodyFont() as unknown as Buffer);
  doc.font("body");
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const start = c.rtl ? "right" : "left";
  const end = c.rtl ? "left" : "right";
  // pdfkit lays a line out word by word, left to right, unless it is given OpenType features; then the
  // line is one run and fontkit orders an Arabic line right to left as a whole (as the QR sheet does).
  const runs: PDFKit.Mixins.TextOptions = c.rtl ? { features: ["kern"], lineBreak: false } : {};

  doc
    .fontSize(16)
    .fillColor("#000000")
    .text(c.venueName, left, undefined, { width, align: start, ...runs });
  doc
    .fontSize(9)
    .fillColor("#555555")
    .text(c.venueAddress, { width, align: start, ...runs });
  doc
    .moveDown(0.6)
    .fontSize(13)
    .fillColor("#000000")
    .text(c.title, { width, align: start, ...runs });
  doc.moveDown(0.4);
  for (const section of c.sections) {
    if (section.title) {
      doc
        .moveDown(0.3)
        .fontSize(10)
        .fillColor("#000000")
        .text(section.title, left, undefined, {
          width,
          align: start,
          ...runs,
        });
    }
    for (const row of section.rows) {
      doc.fontSize(row.strong ? 11 : 9).fillColor(row.strong ? "#000000" : "#222222");
      const y = doc.y;
      const labelWidth = width * 0.55;
      const valueWidth = width * 0.45;
      // The label takes its side, the value the other; the taller of the two sets the next line.
      doc.text(row.label, c.rtl ? left + valueWidth : left, y, {
        width: labelWidth,
        align: start,
        ...runs,
      });
      const afterLabel = doc.y;
      doc.text(row.value, c.rtl ? left : left + labelWidth, y, {
        width: valueWidth,
        align: end,
        ...(row.url && /^https:\/\//i.test(row.url) ? { link: row.url, underline: true } : {}),
      });
      doc.y = Math.max(afterLabel, doc.y);
    }
    doc.moveDown(0.3);
    const lineY = doc.y;
    doc
      .moveTo(left, lineY)
      .lineTo(left + width, lineY)
      .strokeColor("#cccccc")
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
