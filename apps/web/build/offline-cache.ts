// What the guest app's service worker may keep (the menu without a signal). Workbox copies each
// runtimeCaching route's urlPattern into sw.js, so the rules are plain regular expressions (a function
// would have to be self-contained to survive that copy). Only GET is ever routed (Workbox's default
// method), so no write is cached; the server's prices stay the truth because ordering is a POST that is
// priced on the server and the menu calls are NetworkFirst (cached answers only when the network fails).

// The venue's home, a menu (the offer) and the prepare calls the menu and product pages render from (the
// preview, the table's eat-in menu, delivery and takeaway). A prepare answer carries the guest's cart as
// last seen: offline it is shown with a note that prices are confirmed when online, and nothing can be
// ordered from it. Cart, order, payment, telemetry and staff calls match none of these.
export const menuCallPattern =
  /^\/api\/(?:superapp\/homepage\/[^/?]+|superapp\/offert\/[^/?]+\/[^/?]+|preview\/[^/?]+\/prepare|superapp\/inside\/[^/?]+\/prepare|superapp\/preorder\/[^/?]+\/prepare\/(?:delivery|takeaway))(?:\?.*)?$/;

// Product photos and the venue's pictures (served from /media/).
export const imagePattern = /^\/media\/.+\.(?:avif|webp|jpe?g|png|gif|svg)(?:\?.*)?$/i;

// Pages the service worker answers with the cached guest shell when offline: not the console (its own
// entry, never controlled by the guest worker's cache), not the API, media, socket or assets.
export const navigationDenylist = [
  /^\/console(?:\/|\?|#|$)/,
  /^\/(?:api|media|socket\.io|assets)(?:\/|$|\?)/,
];

// The console's built files: never precached for guests.
export const consoleGlobIgnores = ["**/console.html", "**/console-*.js", "**/console-*.css", "**/console*.*"];

// The header a kept (cached) menu answer carries when the worker serves it: the app then knows what it
// shows is a copy (a bad connection as well as none), says so, keeps ordering off and shows the guest's
// own last cart instead of the copy's (features/session/kept-cart.ts).
export const keptAnswerHeader = "x-tablewise-kept";

// A Workbox plugin for the menu calls. Workbox copies its functions' source into sw.js, so each is
// self-contained (no imports, no outer names: the header's name is written out, and a unit test holds
// it equal to keptAnswerHeader).
export const keptMenuAnswerPlugin = {
  // One kept answer per path, the latest: a prepare call's cart_id/visitor_id change (a cart opened
  // since) while the venue's menu is the same, and a lookup that ignored the query would pick the
  // oldest of several copies (an empty cart, an older menu).
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
  cachedResponseWillBeUsed: async ({
    cachedResponse,
  }: {
    cachedResponse?: Response;
  }): Promise<Response | undefined> => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set("x-tablewise-kept", "1");
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

export const imageCacheBound = { maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true };
// How long a menu call waits for the network before the kept copy answers (a bad connection). A copy
// reads as offline (ordering waits), so this is long enough that a busy server is not taken for a lost
// signal; a dead signal fails at once and the copy answers without waiting.
export const menuNetworkTimeoutSeconds = 10;

// Workbox matches a RegExp route against the whole URL (and a cross-origin URL only from its first
// character): the path rule without its leading ^, so it matches this origin's paths only.
export function onThisOrigin(pathPattern: RegExp): RegExp {
  return new RegExp(`^https?://[^/]+${pathPattern.source.replace(/^\^/, "")}`, pathPattern.flags);
}

export function isCachedCall(method: string, pathWithQuery: string): boolean {
  return method === "GET" && menuCallPattern.test(pathWithQuery);
}

export function isCachedImage(method: string, pathWithQuery: string): boolean {
  return method === "GET" && imagePattern.test(pathWithQuery);
}

export function isShellNavigation(path: string): boolean {
  return !navigationDenylist.some((pattern) => pattern.test(path));
}
