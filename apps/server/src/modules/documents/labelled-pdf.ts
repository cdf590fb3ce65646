import PDFDocument from "pdfkit";
import type { Locale } from "@tablewise/domain/contract/common";
import { bodyFont } from "../print-fonts/index";

// One line of a document: a label and its value, drawn as two separate runs so a right-to-left label
// never reorders a number beside it.
export type DocumentRow = { label: string; value: string; strong?: boolean; url?: string };
export type DocumentSection = { title?: string; rows: DocumentRow[] };
export type LabelledDocument = {
  locale: Locale;
  rtl: boolean;
  // The PDF's title and subject in its info dictionary (what a viewer's tab and a search show); the
  // subject is the venue's name unless given.
  subject: string;
  about?: string;
  title: string;
  venueName: string;
  venueAddress: string;
  sections: DocumentSection[];
  // A small line under the last section (the reservation's id), a label and its value.
  footnote?: DocumentRow;
};

// Arabic letters, their presentation forms included.
const arabic = "\\u0600-\\u06ff\\u0750-\\u077f\\ufb50-\\ufdff\\ufe70-\\ufeff";
const arabicLetters = new RegExp(`[${arabic}]`);
// The first letter of a text (its strong character, which sets the direction of the line).
const firstLetter = /\p{L}/u;
// A line of text in its parts: stretches of Arabic (with the spaces between its words), and the rest
// (Latin or Cyrillic words, numbers, punctuation), in reading order.
const bidiPart = new RegExp(`[${arabic}]+(?:\\s+[${arabic}]+)*|[^${arabic}]+`, "g");
const bidiParts = (line: string) => line.match(bidiPart) ?? [];

// The document as a PDF (A5), in DejaVu Sans (print-fonts: Latin, Cyrillic and Arabic). pdfkit lays
// text out through fontkit, which joins Arabic letters into their contextual forms and orders a run
// of right-to-left script right to left. A label and its value are separate runs, so an amount is never
// reordered with Arabic words; for Arabic the label stands on the right and the value on the left.
export function renderLabelledPdf(c: LabelledDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A5",
    margin: 36,
    lang: c.locale,
    info: { Title: c.subject, Subject: c.about ?? c.venueName },
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
  // text is one run, and fontkit orders a run that starts in Arabic right to left, glyph by glyph (the
  // digits in it too: "20:00" would read "00:02"), and a run that starts in Latin left to right. It has
  // no bidirectional algorithm and such a run does not wrap. So text with Arabic in it is broken into
  // lines here, word by word, and each line into its Arabic and other parts, each part read in its own
  // direction; the parts follow one another right to left when the text begins in Arabic (a guest's
  // Arabic comment on an English receipt too), else left to right.
  const arabicRun = { features: ["kern"] as PDFKit.Mixins.OpenTypeFeatures[], lineBreak: false };
  const otherRun = { lineBreak: false };
  const runOf = (part: string) => (arabicLetters.test(part) ? arabicRun : otherRun);
  const widthOf = (text: string) =>
    bidiParts(text).reduce((sum, part) => sum + doc.widthOfString(part, runOf(part)), 0);
  const write = (text: string, x: number, y: number | undefined, w: number, align: "left" | "right") => {
    if (!arabicLetters.test(text)) {
      doc.text(text, x, y, { width: w, align });
      return;
    }
    const rightToLeft = arabicLetters.test(text.match(firstLetter)?.[0] ?? "");
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && widthOf(`${last} ${word}`) <= w) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const space = doc.widthOfString(" ");
    let lineY = y ?? doc.y;
    for (const line of lines) {
      // A part's own spaces stand on its reading side: before it or after it.
      const parts = bidiParts(line).map((part) => ({
        text: part.trim(),
        width: doc.widthOfString(part.trim(), runOf(part.trim())),
        before: (part.length - part.trimStart().length) * space,
        after: (part.length - part.trimEnd().length) * space,
      }));
      const total = Math.min(
        w,
        parts.reduce((sum, p) => sum + p.before + p.width + p.after, 0),
      );
      // Where the line's first part begins, and which way the parts follow one another.
      let at = rightToLeft ? (align === "right" ? x + w : x + total) : align === "left" ? x : x + w - total;
      for (const p of parts) {
        if (rightToLeft) at -= p.before + p.width;
        else at += p.before;
        if (p.text) doc.text(p.text, at, lineY, runOf(p.text));
        if (rightToLeft) at -= p.after;
        else at += p.width + p.after;
      }
      lineY += doc.currentLineHeight(true);
    }
    doc.x = x;
    doc.y = lineY;
  };

  // The label takes its side, the value the other; the taller of the two sets the next line.
  const labelWidth = width * 0.55;
  const valueWidth = width * 0.45;
  const drawRow = (row: DocumentRow) => {
    const y = doc.y;
    write(row.label, c.rtl ? left + valueWidth : left, y, labelWidth, start);
    const afterLabel = doc.y;
    const x = c.rtl ? left : left + labelWidth;
    if (row.url && /^https:\/\//i.test(row.url))
      doc.text(row.value, x, y, { width: valueWidth, align: end, link: row.url, underline: true });
    else write(row.value, x, y, valueWidth, end);
    doc.y = Math.max(afterLabel, doc.y);
  };

  doc.fontSize(16).fillColor("#000000");
  write(c.venueName, left, undefined, width, start);
  doc.fontSize(9).fillColor("#555555");
  write(c.venueAddress, left, undefined, width, start);
  doc.moveDown(0.6).fontSize(13).fillColor("#000000");
  write(c.title, left, undefined, width, start);
  doc.moveDown(0.4);
  for (const section of c.sections) {
    if (section.title) {
      doc.moveDown(0.3).fontSize(10).fillColor("#000000");
      write(section.title, left, undefined, width, start);
    }
    for (const row of section.rows) {
      doc.fontSize(row.strong ? 11 : 9).fillColor(row.strong ? "#000000" : "#222222");
      drawRow(row);
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
  if (c.footnote) {
    doc.moveDown().fontSize(8).fillColor("#777777");
    drawRow(c.footnote);
  }
  doc.end();
  return done;
}
