import { describe, expect, it } from "vitest";
import { decodeEscpos } from "../../test/escpos-decode";
import type { PrintableTicket } from "./ticket-layout";
import { arabicSample, printableDots, renderTestPage, renderTicket, testSamples } from "./index";

const ticket = (over: Partial<PrintableTicket> = {}): PrintableTicket => ({
  stationName: "Kitchen",
  kind: "new",
  createdAt: new Date("2026-11-27T18:05:00Z"),
  lines: [
    {
      line_id: "l1",
      product_id: "p1",
      name: "Borscht",
      quantity: 2,
      variants: ["Large"],
      modifiers: ["Sour cream"],
      comment: "no garlic",
    },
  ],
  context: { serial: 42, order_type: "inside", table_name: "5", hall_name: "Terrace" },
  ...over,
});
const print = async (t: PrintableTicket, widthMm: 58 | 80 = 80, banner: "copy" | null = null) => {
  const printed = decodeEscpos(await renderTicket(t, { widthMm, banner, timeZone: "Europe/Riga" }));
  expect(printed).toHaveLength(1);
  expect(printed[0]!.unknown).toEqual([]);
  return printed[0]!;
};

describe("kitchen ticket on paper", async () => {
  it("names the station, the order number large, the table and each line with its variants, add-ons and comment", async () => {
    const p = await print(ticket());
    expect(p.lines.map((l) => l.text.trim())).toEqual([
      "Kitchen",
      "#42",
      "TABLE 5 / Terrace",
      "20:05",
      "─".repeat(48),
      "2 x Borscht",
      "- Large",
      "+ Sour cream",
      "> no garlic",
      "─".repeat(48),
    ]);
    expect(p.lines.find((l) => l.text.includes("#42"))).toMatchObject({ big: true, bold: true });
  });

  it("prints the allergy note and the guest comment inverted and bold", async () => {
    const p = await print(
      ticket({ context: { serial: 7, order_type: "inside", allergy_note: "nuts", guest_comment: "fast" } }),
    );
    expect(p.lines.find((l) => l.text.includes("ALLERGY: nuts"))).toMatchObject({ invert: true, bold: true });
    expect(p.lines.find((l) => l.text.includes("NOTE: fast"))).toMatchObject({ invert: true, bold: true });
  });

  it("says takeaway and the wanted time in the venue's time zone", async () => {
    const p = await print(
      ticket({ context: { serial: 8, order_type: "preorder", wanted_at: "2026-11-27T17:30:00Z" } }),
    );
    expect(p.text).toContain("TAKEAWAY");
    expect(p.text).toContain("FOR 19:30");
    expect((await print(ticket({ context: { serial: 9, order_type: "delivery" } }))).text).toContain(
      "DELIVERY",
    );
  });

  it("prints a cancel ticket as a CANCELLED slip with its reason", async () => {
    const p = await print(
      ticket({ kind: "cancel", context: { serial: 42, order_type: "inside", reason: "guest left" } }),
    );
    expect(p.lines[0]).toMatchObject({ text: expect.stringContaining("CANCELLED"), invert: true });
    expect(p.text).toContain("REASON: guest left");
  });

  it("marks a reprint COPY above everything, and an original carries no COPY", async () => {
    expect((await print(ticket(), 80, "copy")).lines[0]).toMatchObject({
      text: expect.stringContaining("COPY"),
      invert: true,
    });
    expect((await print(ticket())).text).not.toContain("COPY");
  });

  it("keeps every line within 32 columns on 58 mm paper and 48 on 80 mm", async () => {
    const long = ticket({
      lines: [
        {
          line_id: "l",
          product_id: "p",
          name: "Very long dish name ".repeat(6),
          quantity: 1,
          variants: [],
          modifiers: [],
        },
      ],
    });
    for (const [mm, cols] of [
      [58, 32],
      [80, 48],
    ] as const) {
      const p = await print(long, mm);
      for (const l of p.lines) expect(l.text.length).toBeLessThanOrEqual(cols);
      expect(p.text.replace(/\s+/g, " ")).toContain("1 x Very long dish name Very long dish name");
    }
  });

  it.each([
    ["Western accents", "Crème brûlée, Äpfel, Señor"],
    ["Russian and Ukrainian", "Борщ, вареники, їжак, ЩІ"],
    ["Czech", "Žluťoučký kůň, řízek, Ďábel"],
    ["Latvian", "Ķiploku grauzdiņi, ģimene, Ļoti"],
    ["Turkish", "Çiğ köfte, ışık, İzmir, Şiş"],
  ])("prints %s letters as themselves", async (_, name) => {
    const p = await print(
      ticket({ lines: [{ line_id: "l", product_id: "p", name, quantity: 1, variants: [], modifiers: [] }] }),
    );
    expect(p.text).toContain(`1 x ${name}`);
  });

  const arabicLine = (over: Partial<PrintableTicket["lines"][number]> = {}) =>
    ticket({
      lines: [
        {
          line_id: "l",
          product_id: "p",
          name: "شاي بالنعناع",
          quantity: 1,
          variants: [],
          modifiers: [],
          ...over,
        },
      ],
    });

  it.each([
    [80, 576],
    [58, 384],
  ] as const)(
    "prints an Arabic dish on %i mm paper as an image %i dots wide, never as letters or ?",
    async (mm, dots) => {
      expect(printableDots(mm)).toBe(dots);
      const p = await print(arabicLine(), mm);
      const images = p.lines.filter((l) => l.text.startsWith("[image "));
      expect(images).toHaveLength(1);
      expect(images[0]!.text).toMatch(new RegExp(`^\\[image ${dots}x\\d+\\]$`));
      expect(p.text).not.toContain("?");
      expect(p.text).not.toContain("\uFFFD");
      // The rest of the ticket is still text.
      expect(p.text).toContain("#42");
      expect(p.text).toContain("TABLE 5 / Terrace");
    },
  );

  it("prints an Arabic variant, add-on, comment and allergy note each as an image line, and Latin beside them as text", async () => {
    const p = await print(
      ticket({
        lines: [
          {
            line_id: "l",
            product_id: "p",
            name: "Borscht",
            quantity: 1,
            variants: ["كبير"],
            modifiers: ["Sour cream", "قشطة"],
            comment: "بدون ثوم",
          },
        ],
        context: { serial: 3, order_type: "inside", allergy_note: "مكسرات" },
      }),
    );
    expect(p.lines.filter((l) => l.text.startsWith("[image 576x"))).toHaveLength(4);
    expect(p.text).toContain("1 x Borscht");
    expect(p.text).toContain("+ Sour cream");
    expect(p.text).not.toContain("?");
  });

  it("prints letters no printer code page has (Greek, an emoji) as an image rather than ?", async () => {
    const p = await print(arabicLine({ name: "Χωριάτικη 🥗" }));
    expect(p.lines.some((l) => l.text.startsWith("[image 576x"))).toBe(true);
    expect(p.text).not.toContain("?");
  });

  it("prints a guest's markup-like comment as the characters typed, not as formatting", async () => {
    const p = await print(arabicLine({ comment: '<span size="400000">بدون</span> &amp; ثوم' }));
    const heights = p.lines
      .map((l) => /^\[image \d+x(\d+)\]$/.exec(l.text)?.[1])
      .filter((h): h is string => h !== undefined)
      .map(Number);
    expect(heights).toHaveLength(2);
    // At most two lines of 24 px type (the typed tags take room and wrap), not a giant font.
    for (const h of heights) expect(h).toBeLessThanOrEqual(72);
  });

  it("joins the Arabic letters and lays them out right to left, flush with the right edge", async () => {
    const { renderTextImage } = await import("./text-as-image");
    const { data, info } = await renderTextImage("شاي", 576, { bold: false, invert: false, big: false });
    expect(info.width).toBe(576);
    const inkColumns: number[] = [];
    for (let x = 0; x < info.width; x++)
      for (let y = 0; y < info.height; y++)
        if (data[(y * info.width + x) * 4]! < 128) {
          inkColumns.push(x);
          break;
        }
    // Right-aligned: the ink ends at the right edge and starts well past the middle.
    expect(Math.max(...inkColumns)).toBeGreaterThan(560);
    expect(Math.min(...inkColumns)).toBeGreaterThan(400);
    // Joined: the word is one run of ink (its letters touch), as shaping draws it, not three loose glyphs.
    const gaps = inkColumns.filter((x, k) => k > 0 && x - inkColumns[k - 1]! > 1);
    expect(gaps.length).toBeLessThanOrEqual(1);
  });

  it("prints a test page with each script's sample line", async () => {
    const printed = decodeEscpos(
      await renderTestPage({ printerName: "Bar printer", widthMm: 58, at: "2026-11-27 20:05" }),
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]!.text).toContain("TEST");
    expect(printed[0]!.text).toContain("Bar printer");
    for (const s of testSamples) expect(printed[0]!.text).toContain(s);
    expect(arabicSample).toMatch(/[\u0600-\u06FF]/);
    expect(printed[0]!.text).toMatch(/\[image 384x\d+\]/);
  });
});
