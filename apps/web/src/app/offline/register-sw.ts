// The guest app's service worker (vite.config.ts, build/offline-cache.ts): registered once the page has
// loaded, from a module of its own, so it adds nothing to what a guest downloads before the first screen.
// Scope "/" covers the guest pages; the worker itself never answers /console, /api writes or staff calls.
//
// A tab the worker controls runs its build from the precache, so a deploy does not reach it by a 404 as
// it reaches a tab without one (lib/new-build-reload.ts), and a reload would still answer with the old
// build while the browser fetched the new worker in the background. The browser looks for a new worker
// only on a navigation, and a guest at a table moves between screens without one: the tab asks when it
// comes back to the foreground and every so often while open. The new worker precaches the new build
// and takes over at once (skipWaiting), so the tab's next load is the new build; until then its screens
// keep working on the old build's files, and an order under way is never cut off by a deploy.
export const updateCheckEveryMs = 15 * 60_000;
// A phone flicking between apps does not fetch sw.js each time.
export const updateCheckAtMostEveryMs = 60_000;

// The one call of the registration the checks make (what it resolves to is not read).
type Registration = { update: () => Promise<unknown> };

export function checkForUpdates(
  registration: Registration,
  now: () => number = Date.now,
): { onForeground: () => void; onTimer: () => void } {
  let last = now();
  const check = () => {
    if (now() - last < updateCheckAtMostEveryMs) return;
    last = now();
    registration.update().catch(() => {
      // Offline or the server restarting: the next check asks again.
    });
  };
  return {
    onForeground: () => {
      if (document.visibilityState === "visible") check();
    },
    onTimer: check,
  };
}

export function registerGuestServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      const checks = checkForUpdates(registration);
      document.addEventListener("visibilitychange", checks.onForeground);
      window.setInterval(checks.onTimer, updateCheckEveryMs);
    })
    .catch(() => {
      // No worker (a private window, a browser policy): the app works as before, only not offline.
    });
}
