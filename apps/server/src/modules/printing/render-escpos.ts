import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import { escposCodepages } from "./escpos-codepages";
import { ticketBlocks, type Block, type PrintableTicket, type TicketBanner } from "./ticket-layout";

// 58 mm paper holds 32 characters of font A, 80 mm paper 48.
export const columnsOf = (widthMm: 58 | 80) => (widthMm === 58 ? 32 : 48);

// No DOS code page has Arabic letters joined and right to left: printed as code page bytes they come out
// as loose, reversed glyphs. Until tickets print Arabic as an image, such a run is replaced by a plain
// pointer to the station screen (docs/decisions, the ESC/POS record), never by garbage.
const arabicRun =
  /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+(?:[\s\d.,:-]+[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+)*/g;
export const arabicPlaceholder = "[Arabic: see screen]";
const printable = (text: string) => text.replace(arabicRun, arabicPlaceholder);

function encoderFor(widthMm: 58 | 80) {
  return new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns: columnsOf(widthMm),
    codepageMapping: escposCodepages,
    // A letter no code page has prints as "?" rather than failing the whole ticket.
    errors: "relaxed",
  });
}

function writeBlock(e: ReceiptPrinterEncoder, block: Block) {
  if (block.kind === "rule") {
    e.rule({ style: "single" });
    return;
  }
  const text = printable(block.text);
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
export function renderTicket(
  ticket: PrintableTicket,
  options: { widthMm: 58 | 80; banner: TicketBanner; timeZone: string },
): Uint8Array {
  const e = encoderFor(options.widthMm).initialize().codepage("auto");
  for (const block of ticketBlocks(ticket, options.banner, options.timeZone)) writeBlock(e, block);
  return e.newline().cut().encode();
}

// The console's test print: the printer's name and width, and one line in each script a ticket may hold,
// so the manager sees at once whether the letters come out.
export function renderTestPage(options: { printerName: string; widthMm: 58 | 80; at: string }): Uint8Array {
  const e = encoderFor(options.widthMm).initialize().codepage("auto");
  const cols = columnsOf(options.widthMm);
  writeBlock(e, { kind: "banner", text: "TEST" });
  writeBlock(e, { kind: "title", text: options.printerName });
  writeBlock(e, { kind: "text", text: `${options.widthMm} mm, ${cols} columns` });
  writeBlock(e, { kind: "text", text: options.at });
  writeBlock(e, { kind: "rule" });
  for (const sample of testSamples) writeBlock(e, { kind: "text", text: sample });
  writeBlock(e, { kind: "rule" });
  writeBlock(e, { kind: "text", text: "1234567890".repeat(5).slice(0, cols) });
  return e.newline().cut().encode();
}

export const testSamples = [
  "Crème brûlée, Äpfel, Señor",
  "Борщ, вареники, їжак",
  "Žluťoučký kůň, řízek",
  "Ķiploku grauzdiņi, ģimene",
  "Çiğ köfte, ışık, İzmir",
];
