import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The bar is animated by CSS, so the rule is checked where it lives: page-loader.css.
const css = readFileSync(path.join(import.meta.dirname, "page-loader.css"), "utf8");
const keyframes = /@keyframes loader-grow \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
const scaleAt = (offset: string) =>
  Number(new RegExp(`${offset.replace(".", "\\.")} \\{[^}]*scaleX\\(([\\d.]+)\\)`).exec(keyframes)?.[1]);

describe("SPEC §9 loader progress: +3 % every 100 ms, capped at 95 %", () => {
  it("runs 3200 ms: 31 steps of 3 % to 93 % at 3100 ms, then 95 % at 3200 ms, and stays there", () => {
    expect(css).toMatch(/animation: loader-grow 3200ms linear both;/);
    expect(scaleAt("0%")).toBe(0);
    expect(keyframes).toMatch(/0% \{[^}]*animation-timing-function: steps\(31, jump-end\)/);
    expect(scaleAt("96.875%")).toBe(0.93); // 3100 / 3200
    expect(keyframes).toMatch(/96\.875% \{[^}]*animation-timing-function: step-end/);
    expect(scaleAt("100%")).toBe(0.95);
  });
});
