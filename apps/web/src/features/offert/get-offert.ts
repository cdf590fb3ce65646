import { queryOptions } from "@tanstack/react-query";
import { offertParamsSchema, offertResponseSchema, type Offert } from "@tablewise/domain/contract/homepage";
import { request, RequestError } from "../../lib/api-client";

// SPEC §7 GET /api/superapp/offert/{venueId}/{menuId}.
export async function getOffert(venueId: string, menuId: string, signal?: AbortSignal): Promise<Offert> {
  if (!offertParamsSchema.safeParse({ venueId, menuId }).success) {
    throw new RequestError("not_found", "No such offer", 404);
  }
  const path = `/api/superapp/offert/${encodeURIComponent(venueId)}/${encodeURIComponent(menuId)}`;
  return (await request(path, offertResponseSchema, { signal })).data.offert;
}

export const offertQuery = (venueId: string, menuId: string) =>
  queryOptions({
    queryKey: ["offert", venueId, menuId] as const,
    queryFn: ({ signal }) => getOffert(venueId, menuId, signal),
  });
