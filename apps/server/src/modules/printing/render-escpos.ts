import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import { escposCodepages } from "./escpos-codepages";
import { needsImage, renderTextImage, type TextImage, type TextImageStyle } from "./text-as-image";
import { ticketBlocks, type Block, type PrintableTicket, type TicketBanner } from "./ticket-layout";

// 58 mm paper holds 32 characters of font A, 80 mm paper 48.
export const columnsOf = (widthMm: 58 | 80) => (widthMm === 58 ? 32 : 48);

function encoderFor(widthMm: 58 | 80) {
  return new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns: columnsOf(widthMm),
    codepageMapping: escposCodepages,
    // A letter no code page has prints as "?" rather than failing the whole ticket.
    errors: "relaxed",
    // GS v 0: a line no code page can print goes as one raster image (every ESC/POS printer has it).
    imageMode: "raster",
  });
}

// The block's text as printed: its indent as spaces, its style as the image will draw it.
const blockText = (block: Exclude<Block, { kind: "rule" }>) =>
  block.kind === "text" ? `${" ".repeat(block.indent ?? 0)}${block.text}` : block.text;
const blockStyle = (block: Exclude<Block, { kind: "rule" }>): TextImageStyle => ({
  bold: block.kind !== "text",
  invert: block.kind === "alert" || block.kind === "banner",
  big: block.kind === "number" || block.kind === "banner",
});

// Each block whose text no code page holds, rendered beforehand (rendering is asynchronous, the encoder
// is not), keyed by the block.
async function imagesFor(blocks: Block[], widthMm: 58 | 80): Promise<Map<Block, TextImage>> {
  const images = new Map<Block, TextImage>();
  const dots = printableDots(widthMm);
  for (const block of blocks) {
    if (block.kind === "rule" || !needsImage(block.text)) continue;
    images.set(block, await renderTextImage(blockText(block), dots, blockStyle(block)));
  }
  return images;
}

// The printable width in dots: 384 on 58 mm paper, 576 on 80 mm (12-dot font A times the columns).
export const printableDots = (widthMm: 58 | 80) => columnsOf(widthMm) * 12;

function writeBlock(e: ReceiptPrinterEncoder, block: Block, image?: TextImage) {
  if (block.kind === "rule") {
    e.rule({ style: "single" });
    return;
  }
  if (image) {
    e.image(image, image.info.width, image.info.height, "threshold", 160);
    return;
  }
  const text = block.text;
  switch (block.kind) {
    case "banner":
      e.align("center").invert(true).bold(true).size(2, 2).line(` ${text} `);
      e.size(1, 1).bold(false).invert(false).align("left");
      return;
    case "title":
      e.align("center").bold(true).line(text).bold(false).align("left");
      return;
    case "number":
      e.align("center").bold(true).size(2, 2).line(text).size(1, 1).bold(false).align("left");
      return;
    case "strong":
      e.bold(true).line(text).bold(false);
      return;
    case "alert":
      e.invert(true).bold(true).line(text).bold(false).invert(false);
      return;
    case "text":
      e.line(`${" ".repeat(block.indent ?? 0)}${text}`);
      return;
  }
}

// A kitchen ticket as ESC/POS bytes: initialise, the blocks, feed and cut (the cut ends the ticket).
export async function renderTicket(
  ticket: PrintableTicket,
  options: { widthMm: 58 | 80; banner: TicketBanner; timeZone: string },
): Promise<Uint8Array> {
  const blocks = ticketBlocks(ticket, options.banner, options.timeZone);
  const images = await imagesFor(blocks, options.widthMm);
  const e = encoderFor(options.widthMm).initialize().codepage("auto");
  for (const block of blocks) writeBlock(e, block, images.get(block));
  return e.newline().cut().encode();
}

// The console's test print: the printer's name and width, and one line in each script a ticket may hold,
// so the manager sees at once whether the letters come out.
// An Arabic sample comes last, as an image, so the manager also sees that the printer takes images.
export async function renderTestPage(options: {
  printerName: string;
  widthMm: 58 | 80;
  at: string;
}): Promise<Uint8Array> {
  const cols = columnsOf(options.widthMm);
  const blocks: Block[] = [
    { kind: "banner", text: "TEST" },
    { kind: "title", text: options.printerName },
    { kind: "text", text: `${options.widthMm} mm, ${cols} columns` },
    { kind: "text", text: options.at },
    { kind: "rule" },
    ...testSamples.map((text): Block => ({ kind: "text", text })),
    { kind: "text", text: arabicSample },
    { kind: "rule" },
    { kind: "text", text: "1234567890".repeat(5).slice(0, cols) },
  ];
  const images = await imagesFor(blocks, options.widthMm);
  const e = encoderFor(options.widthMm).initialize().codepage("auto");
  for (const block of blocks) writeBlock(e, block, images.get(block));
  return e.newline().cut().encode();
}

export const testSamples = [
  "Crème brûlée, Äpfel, Señor",
  "Борщ, вареники, їжак",
  "Žluťoučký kůň, řízek",
  "Ķiploku grauzdiņi, ģimene",
  "Çiğ köfte, ışık, İzmir",
];
export const arabicSample = "شاي بالنعناع، كنافة";
