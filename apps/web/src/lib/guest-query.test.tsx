import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useQueryUpdates, useShownQuery } from "./guest-query";

const later =
  <T,>(ms: number, value: T) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const flush = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

describe("a screen's query as shown (SPEC §9 loader minimum 1300 ms)", () => {
  it("keeps the loader until 1300 ms even when the data comes at once", async () => {
    const { result } = renderHook(
      () => useShownQuery({ queryKey: ["k"], queryFn: later(200, "data") }, 1300),
      {
        wrapper,
      },
    );
    expect(result.current.status).toBe("loading");
    await flush(1299);
    expect(result.current.status).toBe("loading");
    await flush(1);
    expect(result.current).toEqual({ status: "ready", data: "data" });
  });

  it("waits for slow data past the minimum", async () => {
    const { result } = renderHook(() => useShownQuery({ queryKey: ["k"], queryFn: later(2000, 7) }, 1300), {
      wrapper,
    });
    await flush(1999);
    expect(result.current.status).toBe("loading");
    // The query tells its screens on the next tick after the answer.
    await flush(2);
    expect(result.current).toEqual({ status: "ready", data: 7 });
  });

  it("shows a failure after the minimum too", async () => {
    const error = new Error("boom");
    const { result } = renderHook(
      () =>
        useShownQuery(
          {
            queryKey: ["k"],
            queryFn: () => new Promise<never>((_, reject) => setTimeout(() => reject(error), 10)),
          },
          1300,
        ),
      { wrapper },
    );
    await flush(1299);
    expect(result.current.status).toBe("loading");
    await flush(1);
    expect(result.current).toEqual({ status: "error", error });
  });

  it("shows data the cache already holds at once, with no loader", async () => {
    client.setQueryData(["k"], "known");
    const { result } = renderHook(
      () => useShownQuery({ queryKey: ["k"], queryFn: later(500, "fresh") }, 1300),
      {
        wrapper,
      },
    );
    expect(result.current).toEqual({ status: "ready", data: "known" });
    await flush(502);
    expect(result.current).toEqual({ status: "ready", data: "fresh" });
  });
});

describe("following a query's new values", () => {
  it("hands over each value set or fetched while mounted, never the one cached before", async () => {
    client.setQueryData(["order", "a1"], "left behind");
    const seen: unknown[] = [];
    const view = renderHook(() => useQueryUpdates<string>(["order", "a1"], (v) => seen.push(v)), { wrapper });
    expect(seen).toEqual([]);
    act(() => void client.setQueryData(["order", "b2"], "another order"));
    act(() => void client.setQueryData(["order", "a1"], "pushed"));
    expect(seen).toEqual(["pushed"]);
    view.unmount();
    act(() => void client.setQueryData(["order", "a1"], "after"));
    expect(seen).toEqual(["pushed"]);
  });

  it("follows nothing without a key", () => {
    const seen: unknown[] = [];
    renderHook(() => useQueryUpdates<string>(null, (v) => seen.push(v)), { wrapper });
    act(() => void client.setQueryData(["order", "a1"], "pushed"));
    expect(seen).toEqual([]);
  });
});
