import CodepageEncoder from "@point-of-sale/codepage-encoder";
import { escposCodepages } from "../modules/printing/index";

// Reads ESC/POS back into what a printer would put on paper: text lines (in the code page the last
// ESC t chose), whether a line was printed bold, inverted or large, each raster image as a line
// "[image 576x48]" (its width and height in dots), and the cuts that end each ticket.
// An unknown command is kept in `unknown`, so a test sees bytes a real printer might misread.
export type PrintedLine = { text: string; bold: boolean; invert: boolean; big: boolean };
export type PrintedTicket = { lines: PrintedLine[]; text: string; images: number; unknown: string[] };

const codepageByNumber = new Map(Object.entries(escposCodepages).map(([name, n]) => [n, name]));
const tables = new Map<string, number[]>();
function decodeByte(byte: number, page: number): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  const name = codepageByNumber.get(page) ?? "cp437";
  let table = tables.get(name);
  if (!table) {
    // `as never`: the library types its code page names as a union this table's keys are checked against.
    table = CodepageEncoder.getCodepoints(name as never, true);
    tables.set(name, table);
  }
  const point = table[byte];
  return point === undefined ? "\uFFFD" : String.fromCodePoint(point);
}

export function decodeEscpos(bytes: Uint8Array): PrintedTicket[] {
  const tickets: PrintedTicket[] = [];
  let lines: PrintedLine[] = [];
  let images = 0;
  let unknown: string[] = [];
  let line: PrintedLine = { text: "", bold: false, invert: false, big: false };
  let bold = false;
  let invert = false;
  let big = false;
  let page = 0;
  const endLine = () => {
    lines.push({ ...line, text: line.text.trimEnd() });
    line = { text: "", bold: false, invert: false, big: false };
  };
  const endTicket = () => {
    if (line.text.trim()) endLine();
    // The feed lines around a cut are not part of the ticket.
    while (lines.length && !lines[lines.length - 1]!.text) lines.pop();
    while (lines.length && !lines[0]!.text) lines.shift();
    if (lines.length || images)
      tickets.push({ lines, text: lines.map((l) => l.text).join("\n"), images, unknown });
    lines = [];
    images = 0;
    unknown = [];
  };
  let i = 0;
  const at = (k: number) => bytes[i + k] ?? 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      endLine();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      const c = at(1);
      if (c === 0x40)
        i += 2; // ESC @ initialise
      else if (c === 0x74) {
        page = at(2); // ESC t n code page
        i += 3;
      } else if (c === 0x45) {
        bold = at(2) !== 0; // ESC E n bold
        i += 3;
      } else if ([0x4d, 0x2d, 0x61, 0x33, 0x64, 0x4a, 0x21, 0x34, 0x56, 0x47, 0x7b].includes(c))
        i += 3; // font, underline, align, spacing, feed, mode, italic, rotate
      else if (c === 0x32)
        i += 2; // ESC 2 default line spacing
      else if (c === 0x2a) {
        // ESC * m nL nH: a column image slice (24-dot modes use 3 bytes a column)
        const n = at(3) + at(4) * 256;
        i += 5 + n * (at(2) >= 32 ? 3 : 1);
        images += 1;
      } else {
        unknown.push(`1b${c.toString(16)}`);
        i += 2;
      }
    } else if (b === 0x1d) {
      const c = at(1);
      if (c === 0x21) {
        big = at(2) !== 0; // GS ! n character size
        i += 3;
      } else if (c === 0x42) {
        invert = at(2) !== 0; // GS B n inverted
        i += 3;
      } else if (c === 0x56) {
        // GS V m [n]: cut; it ends a ticket
        i += at(2) >= 0x41 ? 4 : 3;
        endTicket();
      } else if (c === 0x76 && at(2) === 0x30) {
        // GS v 0 m xL xH yL yH: a raster image
        const w = at(4) + at(5) * 256;
        const h = at(6) + at(7) * 256;
        i += 8 + w * h;
        images += 1;
        // On paper as its own line, named by its size in dots (xL xH count bytes of 8 dots each).
        if (line.text.trim()) endLine();
        lines.push({ text: `[image ${w * 8}x${h}]`, bold: false, invert: false, big: false });
        line = { text: "", bold: false, invert: false, big: false };
      } else if (c === 0x4c || c === 0x57 || c === 0x68 || c === 0x77 || c === 0x48 || c === 0x66)
        i += c === 0x4c || c === 0x57 ? 4 : 3; // margins, print width, barcode settings
      else {
        unknown.push(`1d${c.toString(16)}`);
        i += 2;
      }
    } else if (b === 0x10 && at(1) === 0x04) {
      i += 3; // DLE EOT n: a status request, nothing printed
    } else if (b === 0x1c) {
      i += at(1) === 0x2e || at(1) === 0x26 ? 2 : 3; // FS . / FS & kanji off/on
    } else if (b < 0x20) {
      unknown.push(b.toString(16));
      i += 1;
    } else {
      line.text += decodeByte(b, page);
      if (b !== 0x20) {
        line.bold ||= bold;
        line.invert ||= invert;
        line.big ||= big;
      }
      i += 1;
    }
  }
  endTicket();
  return tickets;
}
