import { z } from "zod";
import { deliveryAddressSchema } from "@tablewise/domain/contract/address";
import {
  idSchema,
  isoDateTimeSchema,
  payMethodSchema,
  secretIdSchema,
} from "@tablewise/domain/contract/common";
import type { PreorderMode } from "../../lib/route-paths";
import {
  readPersonal,
  readString,
  removeKey,
  touchPersonal,
  writePersonal,
  writeString,
} from "../../lib/storage";

// What the guest filled in for a venue's delivery and takeaway orders, kept across visits so the next
// order starts filled; as personal data, forgotten after 30 days without use (lib/storage.ts).
// The target date is dropped on reading once it is no longer offered.
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
  const parsed = draftSchema.safeParse(readPersonal(draftKey(link)) ?? {});
  return parsed.success ? parsed.data : emptyDraft;
}

export function writeDraft(link: string, draft: PreorderDraft): void {
  writePersonal(draftKey(link), draft);
}

// SPEC §3 local storage: the stored client id (per venue: a client belongs to one venue), with the secret
// the server gave its creating device (without it the id opens no saved addresses). Personal
// data: forgotten after 30 days without use.
const clientKey = (link: string) => `client_id:${link}`;
const storedClientSchema = z.object({ id: secretIdSchema, secret: secretIdSchema.optional() });
export type StoredClient = z.infer<typeof storedClientSchema>;
export function readStoredClient(link: string): StoredClient | null {
  const parsed = storedClientSchema.safeParse(readPersonal(clientKey(link)));
  return parsed.success ? parsed.data : null;
}
export const readClientId = (link: string): string | null => readStoredClient(link)?.id ?? null;
// An update answers without a secret: the one kept for the same id stays.
export function writeClientId(link: string, id: string, secret?: string): void {
  const kept = readStoredClient(link);
  const keptSecret = kept?.id === id ? kept.secret : undefined;
  const next = secret ?? keptSecret;
  writePersonal(clientKey(link), next ? { id, secret: next } : { id });
}
export const forgetClientId = (link: string) => removeKey(clientKey(link));

// Opening the venue's delivery or takeaway form fills it from these: a use, so their 30 days restart.
export function touchPreorderDetails(link: string): void {
  touchPersonal(draftKey(link));
  touchPersonal(clientKey(link));
}

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
