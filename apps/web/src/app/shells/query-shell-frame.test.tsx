import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { prepareReserveQuery } from "../../features/reserve/reserve-api";
import { prepareInsideQuery } from "../../features/session/prepare-inside";
import { preparePreviewQuery } from "../../features/session/prepare-preview";
import { initI18n } from "../../i18n/setup";
import { RequestError } from "../../lib/api-client";
import { QueryShellFrame } from "./query-shell-frame";

type Prepared = { cart: string };

const later =
  <T,>(ms: number, value: T) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failing = (ms: number, error: unknown) => () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(error), ms));
const flush = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

let client: QueryClient;
const withClient = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
// The shells' own caching of a prepare (their factories'), around a prepare the test controls.
const cachingOf = ({ staleTime, gcTime }: { staleTime?: unknown; gcTime?: number }) => {
  if (typeof staleTime !== "number") throw new Error("a prepare's staleTime is a number");
  return { staleTime, gcTime };
};
const factories = {
  "eat-in": cachingOf(prepareInsideQuery("123456", () => null)),
  preview: cachingOf(preparePreviewQuery("demo", () => null)),
  reservation: cachingOf(prepareReserveQuery("demo")),
};
const prepareQuery = (key: string, queryFn: () => Promise<Prepared>, caching = factories["eat-in"]) => ({
  queryKey: ["prepare", key],
  queryFn,
  ...caching,
});
const shown = (data: Prepared) => <p data-testid="shell">{data.cart}</p>;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

describe("a lazy shell's prepare as a query", () => {
  it("keeps the page loader for 1300 ms on a first load even when prepare answers at once (SPEC §9)", async () => {
    render(
      withClient(
        <QueryShellFrame query={prepareQuery("a", later(50, { cart: "c1" }))}>{shown}</QueryShellFrame>,
      ),
    );
    expect(screen.getByTestId("page-loader")).toBeTruthy();
    await flush(1299);
    expect(screen.getByTestId("page-loader")).toBeTruthy();
    expect(screen.queryByTestId("shell")).toBeNull();
    await flush(1);
    expect(screen.getByTestId("shell").textContent).toBe("c1");
    expect(screen.queryByTestId("page-loader")).toBeNull();
  });

  it("shows a missing venue as not found with the link after the code (SPEC §8)", async () => {
    const error = new RequestError("not_found", "No venue", 404);
    render(
      withClient(
        <QueryShellFrame query={prepareQuery("a", failing(10, error))} errorSuffix="demo">
          {shown}
        </QueryShellFrame>,
      ),
    );
    await flush(1300);
    expect(screen.getByTestId("error-modal").textContent).toContain("Page does not exist");
    expect(screen.getByTestId("error-code").textContent).toBe("Error code: not_found / demo");
  });

  it("shows any other failure as the generic error with its code and the suffix (SPEC §8)", async () => {
    const error = new RequestError("venue_closed", "Closed", 409);
    render(
      withClient(
        <QueryShellFrame query={prepareQuery("a", failing(10, error))} errorSuffix="123456">
          {shown}
        </QueryShellFrame>,
      ),
    );
    await flush(1300);
    expect(screen.getByTestId("error-modal").textContent).toContain("Something went wrong");
    expect(screen.getByTestId("error-code").textContent).toBe("Error code: venue_closed / 123456");
  });

  it("stores what a successful prepare brings once per answer, before the shell's screens read it", async () => {
    const seen: string[] = [];
    const storedWhenShown: string[][] = [];
    const onLoaded = (data: Prepared) => seen.push(data.cart);
    const shell = (key: string, cart: string) => (
      // A new options object and callback on every render, as the shells make them.
      <QueryShellFrame query={prepareQuery(key, later(50, { cart }))} onLoaded={(d) => onLoaded(d)}>
        {(data) => {
          storedWhenShown.push([...seen]);
          return shown(data);
        }}
      </QueryShellFrame>
    );
    const view = render(withClient(shell("a", "c1")));
    await flush(50);
    expect(seen).toEqual(["c1"]);
    await flush(1300);
    expect(screen.getByTestId("shell").textContent).toBe("c1");
    expect(storedWhenShown[0]).toEqual(["c1"]);
    view.rerender(withClient(shell("a", "c1")));
    view.rerender(withClient(shell("a", "c1")));
    await flush(2000);
    expect(seen).toEqual(["c1"]);
    // Another table or venue in the same shell is a new load.
    view.rerender(withClient(shell("b", "c2")));
    expect(screen.getByTestId("page-loader")).toBeTruthy();
    await flush(1300);
    expect(seen).toEqual(["c1", "c2"]);
    expect(screen.getByTestId("shell").textContent).toBe("c2");
  });

  it.each(Object.entries(factories))(
    "keeps the %s shell's prepare through a reconnect: the session's own query brings menus again",
    async (_, options) => {
      const queryFn = vi.fn(later(50, { cart: "c1" }));
      const onLoaded = vi.fn();
      render(
        withClient(
          <QueryShellFrame query={prepareQuery("a", queryFn, options)} onLoaded={onLoaded}>
            {shown}
          </QueryShellFrame>,
        ),
      );
      await flush(1300);
      act(() => onlineManager.setOnline(false));
      act(() => onlineManager.setOnline(true));
      await flush(1300);
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(onLoaded).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId("shell").textContent).toBe("c1");
    },
  );

  it.each(Object.entries(factories))(
    "loads the %s shell afresh behind the loader when it is entered again",
    async (_, options) => {
      let calls = 0;
      const queryFn = () => {
        calls += 1;
        return later(50, { cart: `c${calls}` })();
      };
      const first = render(
        withClient(<QueryShellFrame query={prepareQuery("a", queryFn, options)}>{shown}</QueryShellFrame>),
      );
      await flush(1300);
      expect(screen.getByTestId("shell").textContent).toBe("c1");
      first.unmount();
      await flush(10);
      render(
        withClient(<QueryShellFrame query={prepareQuery("a", queryFn, options)}>{shown}</QueryShellFrame>),
      );
      expect(screen.getByTestId("page-loader")).toBeTruthy();
      await flush(1300);
      expect(screen.getByTestId("shell").textContent).toBe("c2");
    },
  );
});
