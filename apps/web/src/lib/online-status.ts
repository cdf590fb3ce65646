import { useSyncExternalStore } from "react";

// Whether the guest has a connection: the browser's own flag, or a call that failed on the network
// (a captive portal or a dead signal often leaves navigator.onLine true). A later answer clears it.
let hasFailedCall = false;
// When the data on screen was produced by the server (its Date header): offline, the service worker
// answers from its cache with the original headers, so this says how old the menu is.
let dataServedAt: number | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function noteNetworkFailure(): void {
  if (hasFailedCall) return;
  hasFailedCall = true;
  notify();
}

export function noteAnswer(dateHeader: string | null): void {
  const served = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  const isNewTime = !Number.isNaN(served) && served !== dataServedAt;
  if (isNewTime) dataServedAt = served;
  if (!hasFailedCall && !isNewTime) return;
  hasFailedCall = false;
  notify();
}

export function isOffline(): boolean {
  return hasFailedCall || (typeof navigator !== "undefined" && navigator.onLine === false);
}

export function menuServedAt(): number | null {
  return dataServedAt;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

// The offline banner's "the menu is from": follows the answers as they come (the banner may show first).
export function useMenuServedAt(): number | null {
  return useSyncExternalStore(subscribe, menuServedAt, () => null);
}
