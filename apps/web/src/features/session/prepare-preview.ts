import { previewPrepareCall, type PreviewPrepareData } from "@tablewise/domain/contract/preview";
import { venueLinkSchema } from "@tablewise/domain/contract/common";
import { request, RequestError } from "../../lib/api-client";
import { previewPreparePath } from "./preview-prepare-path";

// SPEC §7 GET /api/preview/{cafe_link}/prepare; cart_id brings back the guest's earlier cart.
export async function preparePreview(
  link: string,
  cartId: string | null,
  signal?: AbortSignal,
): Promise<PreviewPrepareData> {
  if (!venueLinkSchema.safeParse(link).success)
    throw new RequestError("not_found", `No venue "${link}"`, 404);
  const body = await request(previewPreparePath(link, cartId), previewPrepareCall.response, { signal });
  return body.data;
}
