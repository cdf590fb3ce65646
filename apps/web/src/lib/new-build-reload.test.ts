import { afterEach, describe, expect, it, vi, type Mock } from "vitest";
import {
  isStaleChunkError,
  reloadGuardKey,
  reloadGuardMs,
  reloadOnce,
  reloadOnStaleChunks,
  resetReloadState,
  type ReloadDeps,
} from "./new-build-reload";

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};
const deps = (
  storage: ReloadDeps["storage"],
  now = 1_000_000,
): ReloadDeps & { reload: Mock<() => void> } => ({
  storage,
  now,
  reload: vi.fn<() => void>(),
});

afterEach(() => resetReloadState());

describe("a chunk the deploy removed", () => {
  it("is recognised by the words each browser and Vite use", () => {
    expect(
      isStaleChunkError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a-1.js")),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError("error loading dynamically imported module: http://x/a.js"))).toBe(
      true,
    );
    expect(isStaleChunkError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isStaleChunkError(new Error("Unable to preload CSS for http://x/assets/a-1.css"))).toBe(true);
  });

  it("is not any other failure", () => {
    expect(isStaleChunkError(new Error("Request failed with status 500"))).toBe(false);
    expect(isStaleChunkError({ status: 404 })).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});

describe("reloading once for a new build", () => {
  it("reloads and remembers when, for this tab", () => {
    const storage = memoryStorage();
    const d = deps(storage);
    expect(reloadOnce(d)).toBe("reloading");
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(reloadGuardKey)).toBe("1000000");
  });

  it("asks once per page: a second failure on the way out waits for the same reload", () => {
    const d = deps(memoryStorage());
    reloadOnce(d);
    expect(reloadOnce(d)).toBe("reloading");
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it("gives up when the reload a moment ago did not bring a working build (no loop)", () => {
    const d = deps(memoryStorage({ [reloadGuardKey]: String(1_000_000 - reloadGuardMs + 1) }));
    expect(reloadOnce(d)).toBe("gave_up");
    expect(d.reload).not.toHaveBeenCalled();
  });

  it("reloads again for a later deploy", () => {
    const d = deps(memoryStorage({ [reloadGuardKey]: String(1_000_000 - reloadGuardMs) }));
    expect(reloadOnce(d)).toBe("reloading");
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads when it cannot remember doing so", () => {
    const none = deps(null);
    expect(reloadOnce(none)).toBe("gave_up");
    const throwing = deps({
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(reloadOnce(throwing)).toBe("gave_up");
    expect(none.reload).not.toHaveBeenCalled();
    expect(throwing.reload).not.toHaveBeenCalled();
  });
});

describe("Vite's preload error", () => {
  it("reloads outside a navigation and leaves a navigation to the route's error element", () => {
    let navigating = true;
    const d = deps(memoryStorage());
    const stop = reloadOnStaleChunks(
      () => navigating,
      () => d,
    );
    window.dispatchEvent(new Event("vite:preloadError"));
    expect(d.reload).not.toHaveBeenCalled();
    navigating = false;
    window.dispatchEvent(new Event("vite:preloadError"));
    expect(d.reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
