import type * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

// The staff token's comparison told its length (a length mismatch returned before comparing).
const calls: [Buffer, Buffer][] = [];
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  return {
    ...real,
    timingSafeEqual: (a: Buffer, b: Buffer) => {
      calls.push([a, b]);
      return real.timingSafeEqual(a, b);
    },
  };
});
const { sameText } = await import("./signing");

afterEach(() => void calls.splice(0));

describe("sameText", () => {
  it("compares digests of equal length whatever the lengths of the texts", () => {
    expect(sameText("demo-staff-token", "x")).toBe(false);
    expect(sameText("demo-staff-token", "demo-staff-token-and-more")).toBe(false);
    expect(sameText("", "demo-staff-token")).toBe(false);
    expect(calls).toHaveLength(3);
    for (const [a, b] of calls) expect([a.length, b.length]).toEqual([32, 32]);
  });

  it("still tells equal texts from different ones of the same length", () => {
    expect(sameText("demo-staff-token", "demo-staff-token")).toBe(true);
    expect(sameText("demo-staff-token", "demo-staff-tokeN")).toBe(false);
    expect(sameText("ключ", "ключ")).toBe(true);
  });
});
