import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  hashKey,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { loaderMinimumMs } from "../ui/loader-progress";
import type { LoadState } from "./use-async-load";

// The guest app's server state (decision 017, option 2): this module and the library load with the lazy
// shells (ordering, reservation, offer), never with the home page's first chunks; the home page keeps its
// own small loader and the venue cache, and its data is seeded here (features/venue/api/homepage-query.ts).
export const guestQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // SPEC §8: a failed call shows the error modal with its code (the guest retries from there); a
      // silent retry would hold the loader for a call the server already refused.
      retry: false,
      // A phone switching apps is not a reason to refetch: the /order socket pushes what changes (SPEC §7).
      refetchOnWindowFocus: false,
      // A screen opened again shows what it showed and refreshes it (SPEC §4's rule for a known venue).
      staleTime: 0,
    },
  },
});

// The query keys the /order socket writes into (lib/order-socket.ts); the features' query factories
// use the same keys, so a push reaches every screen that shows the thing.
export const guestKeys = {
  order: (orderId: string) => ["order", orderId] as const,
  preorder: (orderId: string) => ["preorder", orderId] as const,
  waiterCall: (table: string) => ["waiter-call", table] as const,
  venueMenus: (venueId: string) => ["venue-menus", venueId] as const,
  homepage: (link: string) => ["homepage", link] as const,
};

export function GuestQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={guestQueryClient}>{children}</QueryClientProvider>;
}

// A screen's query as the screens show it: the loader until the data is there and for at least
// minimumMs (SPEC §9), unless the data was already known when the screen opened (no flash for data the
// guest has seen). A failed refresh keeps the data shown; without data the failure is the state.
export function useShownQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  minimumMs: number = loaderMinimumMs,
): LoadState<T> {
  const { data, status, error } = useQuery(options);
  const key = hashKey(options.queryKey);
  const knownAtStart = useRef(new Map<string, boolean>());
  if (!knownAtStart.current.has(key)) knownAtStart.current.set(key, data !== undefined);
  const isKnown = knownAtStart.current.get(key) === true;
  const [heldPast, setHeldPast] = useState<string | null>(null);
  useEffect(() => {
    if (isKnown) return;
    const timer = window.setTimeout(() => setHeldPast(key), minimumMs);
    return () => window.clearTimeout(timer);
  }, [key, isKnown, minimumMs]);
  const isHeld = !isKnown && heldPast !== key;
  const shown = useMemo<LoadState<T>>(() => {
    if (isHeld) return { status: "loading" };
    if (data !== undefined) return { status: "ready", data };
    if (status === "error") return { status: "error", error };
    return { status: "loading" };
  }, [isHeld, data, status, error]);
  // Rendered as a transition (the loader stays while React renders the loaded screen, a long menu being
  // hundreds of nodes, in slices that yield to input), not in one long task.
  return useDeferredValue(shown);
}

// Calls `onUpdate` with each new value of a query that arrives while the screen is up (a socket push, a
// refetch), never with what the cache held before: a provider that keeps its own state (the table's
// order with its sheets) takes the changes, not a value an earlier screen left behind.
export function useQueryUpdates<T>(queryKey: QueryKey | null, onUpdate: (data: T) => void): void {
  const client = useQueryClient();
  const latest = useRef(onUpdate);
  latest.current = onUpdate;
  const hash = queryKey ? hashKey(queryKey) : null;
  useEffect(() => {
    if (!hash) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success" || event.query.queryHash !== hash)
        return;
      latest.current(event.query.state.data as T);
    });
  }, [client, hash]);
}
