import { useSyncExternalStore } from "react";

// Whether the guest has a connection: the browser's own flag, or a call that failed on the network or was
// answered from the worker's kept copy (a captive portal or a dead signal often leaves navigator.onLine
// true). A later answer from the network, or the browser saying it is back online, clears it.
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

// An answer: from the network it clears a failed call; a kept copy the service worker served in its
// place (the network failed or was too slow, build/offline-cache.ts) means the guest is offline too.
export function noteAnswer(dateHeader: string | null, isKept = false): void {
  const served = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  const isNewTime = !Number.isNaN(served) && served !== dataServedAt;
  if (isNewTime) dataServedAt = served;
  if (hasFailedCall === isKept && !isNewTime) return;
  hasFailedCall = isKept;
  notify();
}

export function isOffline(): boolean {
  return hasFailedCall || (typeof navigator !== "undefined" && navigator.onLine === false);
}

export function menuServedAt(): number | null {
  return dataServedAt;
}

// Back online by the browser's word: the next call says whether the connection really holds.
function clearOnOnline(): void {
  hasFailedCall = false;
}
if (typeof window !== "undefined") window.addEventListener("online", clearOnOnline);

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
