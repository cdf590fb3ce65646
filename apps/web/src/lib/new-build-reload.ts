// A tab left open across a deploy still runs the old build; its next lazy import names a chunk the new
// build no longer has (the server answers 404, never index.html, http/static.ts). Loading the same address
// again fetches the new index.html and its chunks, and the session, the cart id and the language live in
// cookies and storage, so the guest or the venue's people land on the page they asked for. One reload per
// minute per tab at most: a build that is broken for real ends in the error element, not in a loop.
export const reloadGuardKey = "tablewise.new_build_reload_at";
export const reloadGuardMs = 60_000;

// The browsers' words for a module script or a stylesheet that did not load (Chromium, Firefox,
// Safari, and Vite's own preload of a chunk's CSS).
const staleChunkMessages = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return staleChunkMessages.some((re) => re.test(message));
}

type GuardStorage = Pick<Storage, "getItem" | "setItem">;
export type ReloadDeps = { storage: GuardStorage | null; now: number; reload: () => void };
export type ReloadOutcome = "reloading" | "gave_up";

// Whether this page has already asked for a reload: later callers wait for it instead of giving up.
let isReloading = false;

// Reload the current address once, unless this tab already did so within reloadGuardMs (or cannot
// remember that it did: no session storage, no reload, so no loop).
export function reloadOnce(deps: ReloadDeps = browserDeps()): ReloadOutcome {
  if (isReloading) return "reloading";
  const { storage, now } = deps;
  if (!storage) return "gave_up";
  try {
    const last = Number(storage.getItem(reloadGuardKey));
    if (last > 0 && now - last >= 0 && now - last < reloadGuardMs) return "gave_up";
    storage.setItem(reloadGuardKey, String(now));
  } catch {
    return "gave_up";
  }
  isReloading = true;
  deps.reload();
  return "reloading";
}

function browserDeps(): ReloadDeps {
  let storage: GuardStorage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: no guard, so no automatic reload.
  }
  return { storage, now: Date.now(), reload: () => window.location.reload() };
}

// Vite reports a chunk (or its stylesheet) that did not load as `vite:preloadError`. During a router
// navigation the route's error element reloads once the address is the one asked for; anything else
// (a lazy sheet, a language file, the map) reloads the page it is on.
export function reloadOnStaleChunks(
  isNavigating: () => boolean,
  deps: () => ReloadDeps = browserDeps,
): () => void {
  const handle = () => {
    if (!isNavigating()) reloadOnce(deps());
  };
  window.addEventListener("vite:preloadError", handle);
  return () => window.removeEventListener("vite:preloadError", handle);
}

// For tests: forget that this page asked for a reload.
export function resetReloadState(): void {
  isReloading = false;
}
