import { describe, expect, it } from "vitest";
import { decodeEscpos } from "../../test/escpos-decode";
import type { PrintableTicket } from "./ticket-layout";
import { arabicPlaceholder, renderTestPage, renderTicket, testSamples } from "./index";

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
const print = (t: PrintableTicket, widthMm: 58 | 80 = 80, banner: "copy" | null = null) => {
  const printed = decodeEscpos(renderTicket(t, { widthMm, banner, timeZone: "Europe/Riga" }));
  expect(printed).toHaveLength(1);
  expect(printed[0]!.unknown).toEqual([]);
  return printed[0]!;
};

describe("kitchen ticket on paper", () => {
  it("names the station, the order number large, the table and each line with its variants, add-ons and comment", () => {
    const p = print(ticket());
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

  it("prints the allergy note and the guest comment inverted and bold", () => {
    const p = print(
      ticket({ context: { serial: 7, order_type: "inside", allergy_note: "nuts", guest_comment: "fast" } }),
    );
    expect(p.lines.find((l) => l.text.includes("ALLERGY: nuts"))).toMatchObject({ invert: true, bold: true });
    expect(p.lines.find((l) => l.text.includes("NOTE: fast"))).toMatchObject({ invert: true, bold: true });
  });

  it("says takeaway and the wanted time in the venue's time zone", () => {
    const p = print(
      ticket({ context: { serial: 8, order_type: "preorder", wanted_at: "2026-11-27T17:30:00Z" } }),
    );
    expect(p.text).toContain("TAKEAWAY");
    expect(p.text).toContain("FOR 19:30");
    expect(print(ticket({ context: { serial: 9, order_type: "delivery" } })).text).toContain("DELIVERY");
  });

  it("prints a cancel ticket as a CANCELLED slip with its reason", () => {
    const p = print(
      ticket({ kind: "cancel", context: { serial: 42, order_type: "inside", reason: "guest left" } }),
    );
    expect(p.lines[0]).toMatchObject({ text: expect.stringContaining("CANCELLED"), invert: true });
    expect(p.text).toContain("REASON: guest left");
  });

  it("marks a reprint COPY above everything, and an original carries no COPY", () => {
    expect(print(ticket(), 80, "copy").lines[0]).toMatchObject({
      text: expect.stringContaining("COPY"),
      invert: true,
    });
    expect(print(ticket()).text).not.toContain("COPY");
  });

  it("keeps every line within 32 columns on 58 mm paper and 48 on 80 mm", () => {
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
      const p = print(long, mm);
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
  ])("prints %s letters as themselves", (_, name) => {
    const p = print(
      ticket({ lines: [{ line_id: "l", product_id: "p", name, quantity: 1, variants: [], modifiers: [] }] }),
    );
    expect(p.text).toContain(`1 x ${name}`);
  });

  it("prints Arabic as a pointer to the station screen, never as loose glyphs", () => {
    const p = print(
      ticket({
        lines: [
          { line_id: "l", product_id: "p", name: "شاي بالنعناع", quantity: 1, variants: [], modifiers: [] },
        ],
      }),
    );
    expect(p.text).toContain(`1 x ${arabicPlaceholder}`);
    expect(p.text).not.toContain("?");
  });

  it("prints a test page with each script's sample line", () => {
    const printed = decodeEscpos(
      renderTestPage({ printerName: "Bar printer", widthMm: 58, at: "2026-11-27 20:05" }),
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]!.text).toContain("TEST");
    expect(printed[0]!.text).toContain("Bar printer");
    for (const s of testSamples) expect(printed[0]!.text).toContain(s);
  });
});
