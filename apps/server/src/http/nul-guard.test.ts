import { describe, expect, it } from "vitest";
import { nulPath } from "./nul-guard";

describe("the NUL guard's walk", () => {
  it("finds a NUL in a nested field and names its path", () => {
    expect(nulPath({ a: { b: ["ok", "x\u0000"] } })).toEqual(["a", "b", "1"]);
    expect(nulPath({ a: "fine" })).toBeNull();
  });

  // A photo arrives as raw bytes: walked as an object it was one entry per byte, seconds of the event
  // loop for a large upload. Bytes are passed over whole: not one of their entries is read.
  it("does not walk a byte body entry by entry", () => {
    const bytes = Buffer.alloc(64, 0);
    let reads = 0;
    Object.defineProperty(bytes, "probe", {
      enumerable: true,
      get: () => (reads++, "\u0000"),
    });
    expect(nulPath(bytes)).toBeNull();
    expect(nulPath({ body: new Uint8Array(bytes.buffer) })).toBeNull();
    expect(reads).toBe(0);
  });
});
