import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chunkTimeoutMs, loadChunk } from "./load-chunk";

describe("SPEC §9 script chunk time-out", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("passes a chunk that arrives in time", async () => {
    await expect(loadChunk(() => Promise.resolve("module"))).resolves.toBe("module");
  });

  it("fails after 120 s", async () => {
    expect(chunkTimeoutMs).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toMatchObject({ code: "chunk_timeout" });
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });
});
