import type { PreorderMode } from "../../lib/route-paths";

// The delivery/takeaway prepare URL (SPEC §7 GET /preorder/{cafe}/prepare/{mode}?cart_id) without the
// contract's schemas, so the shell can start the request while its code loads. A test holds it to
// preorderPrepareCall.path.
export function preorderPreparePath(link: string, mode: PreorderMode, cartId: string | null): string {
  const path = `/api/superapp/preorder/${encodeURIComponent(link)}/prepare/${mode}`;
  return cartId ? `${path}?${new URLSearchParams({ cart_id: cartId }).toString()}` : path;
}
