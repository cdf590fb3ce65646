import type { PreorderMode } from "../../lib/route-paths";
import { getVisitorId } from "../../lib/visitor-id";

// The delivery/takeaway prepare URL (SPEC §7 GET /preorder/{cafe}/prepare/{mode}?cart_id&visitor_id)
// without the contract's schemas, so the shell can start the request while its code loads. A test holds
// it to preorderPrepareCall.path. The visitor id makes the cart this guest's: another
// visitor's shared cart_id is copied into a new cart rather than joined.
export function preorderPreparePath(link: string, mode: PreorderMode, cartId: string | null): string {
  const path = `/api/superapp/preorder/${encodeURIComponent(link)}/prepare/${mode}`;
  const query = new URLSearchParams({ ...(cartId ? { cart_id: cartId } : {}), visitor_id: getVisitorId() });
  return `${path}?${query.toString()}`;
}
