import { inflateSync } from "node:zlib";

// For tests: the text drawn in a pdfkit document, one string per text object. pdfkit compresses its
// streams and, with an embedded font, writes glyph ids instead of characters; the font's ToUnicode map
// turns them back into text, as a PDF reader's copy and search do.
export function extractPdfText(pdf: Buffer): string[] {
  const streams = inflatedStreams(pdf);
  const toUnicode = new Map<number, string>();
  for (const s of streams.filter((x) => x.includes("begincmap"))) readCmap(s, toUnicode);
  const decode = (hex: string) =>
    (hex.match(/[0-9a-f]{4}/gi) ?? []).map((code) => toUnicode.get(parseInt(code, 16)) ?? "\uFFFD").join("");
  const texts: string[] = [];
  for (const s of streams) {
    for (const [, body] of s.matchAll(/BT([\s\S]*?)ET/g)) {
      const hexes = [...body!.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].flatMap(
        ([, array, single]) =>
          array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [single!],
      );
      if (hexes.length > 0) texts.push(hexes.map(decode).join(""));
    }
  }
  return texts;
}

function inflatedStreams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of text.matchAll(/\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a stream this reader needs (a damaged one shows as missing text in the test).
    }
  }
  return out;
}

const hexUtf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => parseInt(h, 16)));

function readCmap(cmap: string, into: Map<number, string>) {
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block!.matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const first = parseInt(lo!, 16);
      const last = parseInt(hi!, 16);
      // A target may hold several UTF-16 units with spaces between them (a ligature's "f i").
      const targets = [...dst!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((t) => t[1]!);
      for (let code = first; code <= last; code++) {
        // An array names each code's text; a single value is the first of a run.
        into.set(
          code,
          dst!.startsWith("[")
            ? hexUtf16(targets[code - first] ?? "")
            : String.fromCharCode(parseInt(targets[0]!, 16) + code - first),
        );
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block!.matchAll(/<(\w+)>\s*<([0-9a-fA-F\s]+)>/g))
      into.set(parseInt(src!, 16), hexUtf16(dst!));
  }
}
