import { readCartId } from "../features/session/cart-id-store";
import { previewPreparePath } from "../features/session/preview-prepare-path";
import { prefetch } from "../lib/prefetch";

// A preview page's data request (SPEC §7 GET /api/preview/{cafe_link}/prepare) starts when the entry
// runs, beside the download of the app's code, not after React, the libraries and the router have
// started. The route table's loader asks for the same path later and takes this response (lib/prefetch).
// The first fetch() of a page costs the browser about 15 ms of set-up on the main thread; here it falls in
// the entry's own small task instead of the router's.
const previewPath = /^\/([^/]+)\/preview(?:\/|$)/;

export function prefetchOpeningData(pathname: string): void {
  const match = previewPath.exec(pathname);
  if (!match?.[1]) return;
  let link: string;
  try {
    link = decodeURIComponent(match[1]);
  } catch {
    return; // a malformed address: the router shows its not-found screen
  }
  prefetch(previewPreparePath(link, readCartId(link, "preview")));
}
