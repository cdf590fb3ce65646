// The guest app's service worker (vite.config.ts, build/offline-cache.ts): registered once the page has
// loaded, from a module of its own, so it adds nothing to what a guest downloads before the first screen.
// Scope "/" covers the guest pages; the worker itself never answers /console, /api writes or staff calls.
export function registerGuestServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
    // No worker (a private window, a browser policy): the app works as before, only not offline.
  });
}
