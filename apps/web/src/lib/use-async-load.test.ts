import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useAsyncLoad } from "./use-async-load";

const later =
  <T>(ms: number, value: T) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (ms: number, error: Error) => () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(error), ms));
const flush = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe("useAsyncLoad (SPEC §9 loader minimum 1300 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps loading until 1300 ms even when data comes at once", async () => {
    const { result } = renderHook(() => useAsyncLoad("k", later(200, "data"), { minimumMs: 1300 }));
    expect(result.current.status).toBe("loading");
    await flush(1299);
    expect(result.current.status).toBe("loading");
    await flush(1);
    expect(result.current).toEqual({ status: "ready", data: "data" });
  });

  it("waits for slow data past the minimum", async () => {
    const { result } = renderHook(() => useAsyncLoad("k", later(2000, 7), { minimumMs: 1300 }));
    await flush(1999);
    expect(result.current.status).toBe("loading");
    await flush(1);
    expect(result.current).toEqual({ status: "ready", data: 7 });
  });

  it("shows an error after the minimum too", async () => {
    const error = new Error("boom");
    const { result } = renderHook(() => useAsyncLoad("k", failLater(10, error), { minimumMs: 1300 }));
    await flush(1300);
    expect(result.current).toEqual({ status: "error", error });
  });

  it("shows known data at once and swaps in the refreshed data (SPEC §4)", async () => {
    const { result } = renderHook(() =>
      useAsyncLoad("k", later(500, "fresh"), { minimumMs: 1300, initial: () => "cached" }),
    );
    expect(result.current).toEqual({ status: "ready", data: "cached" });
    await flush(500);
    expect(result.current).toEqual({ status: "ready", data: "fresh" });
  });

  it("keeps known data when a refresh fails, unless the failure is fatal", async () => {
    const offline = renderHook(() =>
      useAsyncLoad("k", failLater(10, new Error("offline")), {
        minimumMs: 1300,
        initial: () => "cached",
        isFatal: () => false,
      }),
    );
    await flush(20);
    expect(offline.result.current).toEqual({ status: "ready", data: "cached" });
    const gone = new Error("gone");
    const deleted = renderHook(() =>
      useAsyncLoad("k", failLater(10, gone), {
        minimumMs: 1300,
        initial: () => "cached",
        isFatal: (e) => e === gone,
      }),
    );
    await flush(20);
    expect(deleted.result.current).toEqual({ status: "error", error: gone });
  });

  it("drops a stale result when the key changes", async () => {
    const load = vi.fn((signal: AbortSignal) => {
      const key = load.mock.calls.length;
      return new Promise<string>((resolve) => setTimeout(() => !signal.aborted && resolve(`v${key}`), 100));
    });
    const { result, rerender } = renderHook(({ k }) => useAsyncLoad(k, load, { minimumMs: 0 }), {
      initialProps: { k: "a" },
    });
    rerender({ k: "b" });
    await flush(200);
    expect(result.current).toEqual({ status: "ready", data: "v2" });
  });

  it("with keepWhileReloading, a new key keeps the loaded data up, with no minimum", async () => {
    const { result, rerender } = renderHook(
      ({ k }) => useAsyncLoad(k, later(100, k), { minimumMs: 1300, keepWhileReloading: true }),
      { initialProps: { k: "delivery" } },
    );
    await flush(1300);
    expect(result.current).toEqual({ status: "ready", data: "delivery" });
    rerender({ k: "takeaway" });
    expect(result.current).toEqual({ status: "ready", data: "delivery" });
    await flush(99);
    expect(result.current).toEqual({ status: "ready", data: "delivery" });
    await flush(1);
    expect(result.current).toEqual({ status: "ready", data: "takeaway" });
  });

  it("with keepWhileReloading, a failed reload is shown", async () => {
    const error = new Error("gone");
    const { result, rerender } = renderHook(
      ({ k }) =>
        useAsyncLoad(k, k === "a" ? later(10, "a") : failLater(10, error), {
          minimumMs: 0,
          keepWhileReloading: true,
        }),
      { initialProps: { k: "a" } },
    );
    await flush(20);
    rerender({ k: "b" });
    await flush(20);
    expect(result.current).toEqual({ status: "error", error });
  });
});
