// A GET started before the screen that needs it has loaded its code: the route table starts it when the
// route matches, and the screen's own call takes the response instead of asking again. No parsing here
// (that stays with the caller and its contract schema), so this costs the first bundle almost nothing.
const started = new Map<string, { at: number; response: Promise<Response> }>();
// A prefetched answer older than this is not used: the caller fetches afresh.
const freshMs = 10_000;

export function prefetch(path: string): void {
  const known = started.get(path);
  if (known && Date.now() - known.at < freshMs) return;
  const response = fetch(path, { headers: { Accept: "application/json" }, credentials: "omit" });
  response.catch(() => started.delete(path));
  started.set(path, { at: Date.now(), response });
}

// The prefetched response for `path`, once; null when there is none or it is stale.
export function takePrefetched(path: string): Promise<Response> | null {
  const known = started.get(path);
  started.delete(path);
  if (!known || Date.now() - known.at >= freshMs) return null;
  return known.response;
}
