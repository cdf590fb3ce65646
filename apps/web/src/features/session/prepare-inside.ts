import { buildPath } from "@tablewise/domain/contract/call";
import { tableKeySchema } from "@tablewise/domain/contract/common";
import { insidePrepareCall, type InsidePrepareData } from "@tablewise/domain/contract/inside";
import { request, RequestError } from "../../lib/api-client";

// SPEC §7 GET /api/inside/{code}/prepare: the table's session, cart and menus. It sits with the session
// (beside the preview's prepare call), not with the eat-in screens, because the scan-code sheet checks a
// typed code with it from the lobby and the cart, which the eat-in screens themselves show.
export async function prepareInside(
  code: string,
  cartId: string | null,
  signal?: AbortSignal,
): Promise<InsidePrepareData> {
  // The typed 6-digit code or the QR's table token; anything else is no table, without a request.
  if (!tableKeySchema.safeParse(code).success) throw new RequestError("not_found", `No table "${code}"`, 404);
  const path = buildPath(insidePrepareCall.path, { code });
  const query = cartId ? `?${new URLSearchParams({ cart_id: cartId }).toString()}` : "";
  const res = await request(path + query, insidePrepareCall.response, { signal });
  return res.data;
}
