import { afterEach, describe, expect, it, vi } from "vitest";
import { checkForUpdates, updateCheckAtMostEveryMs } from "./register-sw";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

describe("the guest worker's update checks", () => {
  afterEach(() => setVisibility("visible"));

  it("asks for a new worker when the tab comes back to the foreground, at most once a minute", () => {
    let now = 1_000_000;
    const update = vi.fn(() => Promise.resolve());
    const checks = checkForUpdates({ update }, () => now);

    setVisibility("visible");
    now += 5_000;
    checks.onForeground();
    expect(update).not.toHaveBeenCalled();

    now += updateCheckAtMostEveryMs;
    checks.onForeground();
    checks.onForeground();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("does not ask while the tab is in the background", () => {
    let now = 0;
    const update = vi.fn(() => Promise.resolve());
    const checks = checkForUpdates({ update }, () => now);
    setVisibility("hidden");
    now += updateCheckAtMostEveryMs * 2;
    checks.onForeground();
    expect(update).not.toHaveBeenCalled();
  });

  it("keeps checking on its timer after a check failed offline", async () => {
    let now = 0;
    const update = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const checks = checkForUpdates({ update }, () => now);
    now += updateCheckAtMostEveryMs;
    checks.onTimer();
    await Promise.resolve();
    now += updateCheckAtMostEveryMs;
    checks.onTimer();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
