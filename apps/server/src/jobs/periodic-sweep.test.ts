import { describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { periodicSweep } from "./periodic-sweep";

const log = { error: () => {} } as unknown as FastifyBaseLogger;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("a sweep woken by new work", () => {
  it("runs a pass on a kick, and once more when the kick came while a pass was running", async () => {
    let passes = 0;
    let release: () => void = () => {};
    const sweep = periodicSweep("test", async () => {
      passes += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    const started = sweep.start(60_000, log);
    release();
    await started;
    expect(passes).toBe(1);
    sweep.kick();
    await tick();
    expect(passes).toBe(2);
    // Kicked twice while the second pass still runs: one more pass after it, not two, not none.
    sweep.kick();
    sweep.kick();
    release();
    await tick();
    expect(passes).toBe(3);
    release();
    await tick();
    expect(passes).toBe(3);
    await sweep.stop();
    sweep.kick();
    await tick();
    expect(passes).toBe(3);
  });
});
