import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, okEnvelope } from "./common";
import { staffBase } from "./staff";

// The venue's POS (a cloud register such as Poster): each eat-in order and addition the venue accepts
// goes to the POS on its table, a takeaway or delivery order as an incoming order, through a durable
// queue (docs/pos.md). SPEC §4, §8: a refusal by the POS reaches the guest as external_pos_error.
const posBase = `${staffBase}/venues/:venueId/pos`;
const venueParams = z.object({ venueId: idSchema });

export const posProviderSchema = z.enum(["none", "poster"]);

// An id in the POS (Poster's are numbers, sent as text): bounded so a pasted page is refused.
const posIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);
// Our table code or product id → the POS's id. Capped: a venue has hundreds, not tens of thousands.
const idMapSchema = z
  .record(z.string().trim().min(1).max(80), posIdSchema)
  .refine((m) => Object.keys(m).length <= 2000, "at most 2000 entries");

// The last menu sync (docs/pos.md): when, and what it made of the POS's menu, or the POS's error (then
// nothing was changed). Counts are of the POS menu as imported: products shown, categories, products out of
// stock, products hidden because the POS no longer lists them.
export const posMenuSyncSchema = z.object({
  at: isoDateTimeSchema,
  ok: z.boolean(),
  products: z.number().int().min(0),
  categories: z.number().int().min(0),
  out_of_stock: z.number().int().min(0),
  removed: z.number().int().min(0),
  error: z.string().nullable(),
});
export type PosMenuSync = z.infer<typeof posMenuSyncSchema>;

// What the console reads back: never the token, only whether one is kept.
export const posSettingsSchema = z.object({
  provider: posProviderSchema,
  spot_id: z.string().nullable(),
  token_set: z.boolean(),
  table_map: z.record(z.string(), z.string()),
  product_map: z.record(z.string(), z.string()),
  // The menu the sync fills (created on the first sync), and the last sync; null before any.
  menu_id: z.string().nullable(),
  menu_sync: posMenuSyncSchema.nullable(),
});
export type PosSettings = z.infer<typeof posSettingsSchema>;

// A token left out keeps the one saved; maps left out keep theirs.
export const posSettingsBodySchema = z.strictObject({
  provider: posProviderSchema,
  token: z.string().trim().min(4).max(200).optional(),
  spot_id: posIdSchema.nullable().optional(),
  table_map: idMapSchema.optional(),
  product_map: idMapSchema.optional(),
});
export type PosSettingsBody = z.infer<typeof posSettingsBodySchema>;

// queued: waiting to be sent (or being sent); sent: the POS took it; refused: the POS said no (the order
// was cancelled, the guest told); failed: could not be sent after the retries, a person has to look.
export const posJobStatusSchema = z.enum(["queued", "sent", "refused", "failed"]);
export const posJobSchema = z.object({
  _id: idSchema,
  order_id: idSchema,
  kind: z.enum(["order", "append"]),
  status: posJobStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  pos_order_id: z.string().nullable(),
  created_at: isoDateTimeSchema,
  sent_at: isoDateTimeSchema.nullable(),
});
export type PosJob = z.infer<typeof posJobSchema>;

export const posSettingsCall = defineCall({
  method: "GET",
  path: `${posBase}/settings`,
  params: venueParams,
  response: okEnvelope(z.object({ settings: posSettingsSchema })),
});
export const savePosSettingsCall = defineCall({
  method: "POST",
  path: `${posBase}/settings`,
  params: venueParams,
  body: posSettingsBodySchema,
  response: okEnvelope(z.object({ settings: posSettingsSchema })),
});
// The venue's sends to the POS: `order_id` one order's (the console's order panel), `status` a filter.
export const posJobsCall = defineCall({
  method: "GET",
  path: `${posBase}/jobs`,
  params: venueParams,
  query: z.object({
    status: posJobStatusSchema.optional(),
    order_id: idSchema.optional(),
  }),
  response: okEnvelope(z.object({ jobs: z.array(posJobSchema) })),
});
export const retryPosJobCall = defineCall({
  method: "POST",
  path: `${posBase}/jobs/:jobId/retry`,
  params: z.object({ venueId: idSchema, jobId: idSchema }),
  response: okEnvelope(z.object({ job: posJobSchema })),
});
// A manager's "Sync menu now": the POS's menu imported into the venue's POS menu at once (the periodic
// sync does the same). 409 while another sync of the venue runs.
export const syncPosMenuCall = defineCall({
  method: "POST",
  path: `${posBase}/menu-sync`,
  params: venueParams,
  response: okEnvelope(z.object({ sync: posMenuSyncSchema, settings: posSettingsSchema })),
});
