import { beforeEach, describe, expect, it } from "vitest";
import { handoverMs, joinLoader, loaderGone, loaderShown, resetLoaderTimeline } from "./loader-timeline";

// SPEC §2/§9 loader: one bar per loading sequence, never jumping back while loaders hand over.
describe("loader timeline", () => {
  beforeEach(resetLoaderTimeline);
  const half = () => 0.5;

  it("continues index.html's static bar in the first loader", () => {
    expect(joinLoader(900, 6, half, 700)).toEqual({ phrase: 3, elapsedMs: 700 });
  });

  it("starts empty when no static bar is on screen", () => {
    expect(joinLoader(900, 6, half)).toEqual({ phrase: 3, elapsedMs: 0 });
  });

  it("keeps bar and phrase when a loader takes over from one still up or just gone", () => {
    joinLoader(500, 6, half, 300);
    loaderShown();
    // The shell's loader renders while the router's is still up.
    expect(joinLoader(1000, 6, () => 0, undefined)).toEqual({ phrase: 3, elapsedMs: 800 });
    loaderShown();
    loaderGone(1001);
    loaderGone(1400);
    expect(joinLoader(1400 + handoverMs, 6, () => 0)).toEqual({ phrase: 3, elapsedMs: 1300 });
  });

  it("starts afresh for a later screen", () => {
    joinLoader(500, 6, half, 300);
    loaderShown();
    loaderGone(2000);
    expect(joinLoader(2000 + handoverMs + 1, 6, () => 0)).toEqual({ phrase: 0, elapsedMs: 0 });
  });
});
