import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useLoaderProgress } from "./loader-progress";

describe("SPEC §9 loader progress: +3 % every 100 ms, capped at 95 %", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("grows by 3 each 100 ms and stops at 95", () => {
    const { result } = renderHook(() => useLoaderProgress());
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(900));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(2100)); // 3100 ms: 93
    expect(result.current).toBe(93);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(95);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(95);
  });

  it("stops its timer once capped and on unmount", () => {
    const { unmount } = renderHook(() => useLoaderProgress());
    act(() => vi.advanceTimersByTime(5000));
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
});
