import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { idSchema, okEnvelope, venueLinkSchema } from "@tablewise/domain/contract/common";
import { menuKindSchema, type Menu } from "@tablewise/domain/contract/menu";
import { previewPrepareDataSchema, type PreviewPrepareData } from "@tablewise/domain/contract/preview";
import { request, RequestError } from "../../lib/api-client";
import { previewPreparePath } from "./preview-prepare-path";

// docs/decisions/007: the venue, cart, currency and country are parsed with the contract; the menus,
// which the server has already checked against the contract and can hold 500 products, only in outline
// (a full parse is the longest task of opening a large menu on a phone).
const menuOutlineSchema = z.looseObject({
  _id: idSchema,
  title: z.string(),
  kind: menuKindSchema,
  categories: z.array(z.looseObject({ _id: idSchema, products: z.array(idSchema) })),
  products: z.array(z.looseObject({ _id: idSchema, name: z.string(), base_price: z.number() })),
});
const responseSchema = okEnvelope(previewPrepareDataSchema.extend({ menus: z.array(menuOutlineSchema) }));

// SPEC §7 GET /api/preview/{cafe_link}/prepare; cart_id brings back the guest's earlier cart.
export async function preparePreview(
  link: string,
  cartId: string | null,
  signal?: AbortSignal,
): Promise<PreviewPrepareData> {
  if (!venueLinkSchema.safeParse(link).success)
    throw new RequestError("not_found", `No venue "${link}"`, 404);
  const body = await request(previewPreparePath(link, cartId), responseSchema, { signal });
  return { ...body.data, menus: body.data.menus as unknown as Menu[] };
}

// The preview shell's prepare as a query (decision 017). Keyed by the venue alone: the cart id is read
// when the call is made, so the cart id the answer stores does not start another load. Never stale and
// dropped with the shell (gcTime 0): each entry into the shell is a first load behind its loader (SPEC
// §9), as before; a stop list change brings the menus again through the session's own query.
export const preparePreviewQuery = (link: string, cartId: () => string | null) =>
  queryOptions({
    queryKey: ["preview-prepare", link] as const,
    queryFn: ({ signal }) => preparePreview(link, cartId(), signal),
    staleTime: Infinity,
    gcTime: 0,
  });
