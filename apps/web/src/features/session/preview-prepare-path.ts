// The preview prepare URL (SPEC §7 GET /api/preview/{cafe_link}/prepare) without importing the contract's
// schemas, so the route table can start the request before the shell's code arrives. A test holds it to
// previewPrepareCall.path.
export function previewPreparePath(link: string, cartId: string | null): string {
  const path = `/api/preview/${encodeURIComponent(link)}/prepare`;
  return cartId ? `${path}?${new URLSearchParams({ cart_id: cartId }).toString()}` : path;
}
