import { z } from "zod";
import { deliveryAddressSchema } from "@tablewise/domain/contract/address";
import {
  idSchema,
  isoDateTimeSchema,
  payMethodSchema,
  secretIdSchema,
} from "@tablewise/domain/contract/common";
import type { PreorderMode } from "../../lib/route-paths";
import { readJson, readString, removeKey, writeJson, writeString } from "../../lib/storage";

// What the guest filled in for a venue's delivery and takeaway orders, kept across visits so the next
// order starts filled. The target date is dropped on reading once it is no longer offered.
export const draftSchema = z.object({
  name: z.string().max(100).default(""),
  phone: z.string().max(40).default(""),
  address: deliveryAddressSchema.nullable().default(null),
  isContactless: z.boolean().default(false),
  tariffId: idSchema.nullable().default(null),
  payMethod: payMethodSchema.nullable().default(null),
  targetDate: isoDateTimeSchema.nullable().default(null),
});
export type PreorderDraft = z.infer<typeof draftSchema>;
export const emptyDraft: PreorderDraft = draftSchema.parse({});

const draftKey = (link: string) => `preorder_draft:${link}`;

export function readDraft(link: string): PreorderDraft {
  const parsed = draftSchema.safeParse(readJson(draftKey(link)) ?? {});
  return parsed.success ? parsed.data : emptyDraft;
}

export function writeDraft(link: string, draft: PreorderDraft): void {
  writeJson(draftKey(link), draft);
}

// SPEC §3 local storage: the stored client id (per venue: a client belongs to one venue).
const clientKey = (link: string) => `client_id:${link}`;
export function readClientId(link: string): string | null {
  const id = readString(clientKey(link));
  return id && secretIdSchema.safeParse(id).success ? id : null;
}
export const writeClientId = (link: string, id: string) => writeString(clientKey(link), id);
export const forgetClientId = (link: string) => removeKey(clientKey(link));

// The preorder the guest follows until its receipt (a reload keeps following it).
const currentKey = (link: string, mode: PreorderMode) => `preorder_current:${link}:${mode}`;
export function readCurrentOrderId(link: string, mode: PreorderMode): string | null {
  const id = readString(currentKey(link, mode));
  return id && secretIdSchema.safeParse(id).success ? id : null;
}
export function writeCurrentOrderId(link: string, mode: PreorderMode, id: string | null): void {
  if (id) writeString(currentKey(link, mode), id);
  else removeKey(currentKey(link, mode));
}
