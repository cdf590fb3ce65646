import { queryOptions } from "@tanstack/react-query";
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

// The eat-in shell's prepare as a query (decision 017). Keyed by the table alone: the cart id is read
// when the call is made, so the cart id the answer stores does not start another load. Never stale and
// dropped with the shell (gcTime 0): each entry into the shell is a first load behind its loader (SPEC
// §9), as before; a stop list change brings the menus again through the session's own query.
export const prepareInsideQuery = (code: string, cartId: () => string | null) =>
  queryOptions({
    queryKey: ["inside-prepare", code] as const,
    queryFn: ({ signal }) => prepareInside(code, cartId(), signal),
    staleTime: Infinity,
    gcTime: 0,
  });
