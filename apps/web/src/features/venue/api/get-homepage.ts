import {
  homepageParamsSchema,
  homepageResponseSchema,
  type HomepageData,
} from "@tablewise/domain/contract/homepage";
import { request, RequestError } from "../../../lib/api-client";

// SPEC §7 GET /api/superapp/homepage/{venueLinkCode}.
export async function getHomepage(link: string, signal?: AbortSignal): Promise<HomepageData> {
  // A link the contract rejects cannot name a venue: no request needed to know the page does not exist.
  if (!homepageParamsSchema.safeParse({ venueLinkCode: link }).success) {
    throw new RequestError("not_found", `No venue "${link}"`, 404);
  }
  const body = await request(`/api/superapp/homepage/${encodeURIComponent(link)}`, homepageResponseSchema, {
    signal,
  });
  return body.data;
}
