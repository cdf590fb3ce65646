import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, okEnvelope } from "./common";
import { superappBase } from "./call";
import { staffBase } from "./staff";

// Fiscal receipts (Ukraine's software cash register, ПРРО): a venue may name a provider; then each settled
// payment (online always; card and cash as the venue chooses) gets a sale receipt and each refund a
// return receipt, through a durable queue (docs/fiscal.md).
const fiscalBase = `${staffBase}/venues/:venueId/fiscal`;
const venueParams = z.object({ venueId: idSchema });

export const fiscalProviderSchema = z.enum(["none", "checkbox"]);

// What the console reads back: never a secret, only whether one is kept.
export const fiscalSettingsSchema = z.object({
  provider: fiscalProviderSchema,
  cashier_login: z.string().nullable(),
  license_key_set: z.boolean(),
  cashier_password_set: z.boolean(),
  receipts_for_card: z.boolean(),
  receipts_for_cash: z.boolean(),
});
export type FiscalSettings = z.infer<typeof fiscalSettingsSchema>;

// A secret left out keeps the one saved; an empty string is refused (a provider with no key cannot work).
const secretSchema = z.string().trim().min(4).max(200);
export const fiscalSettingsBodySchema = z.strictObject({
  provider: fiscalProviderSchema,
  cashier_login: z.string().trim().min(1).max(120).nullable().optional(),
  license_key: secretSchema.optional(),
  cashier_password: secretSchema.optional(),
  receipts_for_card: z.boolean(),
  receipts_for_cash: z.boolean(),
});
export type FiscalSettingsBody = z.infer<typeof fiscalSettingsBodySchema>;

export const fiscalReceiptStatusSchema = z.enum(["queued", "issued", "failed"]);
export const fiscalReceiptSchema = z.object({
  _id: idSchema,
  order_id: idSchema,
  kind: z.enum(["sale", "return"]),
  status: fiscalReceiptStatusSchema,
  // Minor units, like every amount of the contract's new calls.
  amount: z.number().int(),
  payment_type: z.enum(["CASH", "CASHLESS"]),
  fiscal_code: z.string().nullable(),
  receipt_url: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: isoDateTimeSchema,
  issued_at: isoDateTimeSchema.nullable(),
});
export type FiscalReceipt = z.infer<typeof fiscalReceiptSchema>;

export const fiscalSettingsCall = defineCall({
  method: "GET",
  path: `${fiscalBase}/settings`,
  params: venueParams,
  response: okEnvelope(z.object({ settings: fiscalSettingsSchema })),
});
export const saveFiscalSettingsCall = defineCall({
  method: "POST",
  path: `${fiscalBase}/settings`,
  params: venueParams,
  body: fiscalSettingsBodySchema,
  response: okEnvelope(z.object({ settings: fiscalSettingsSchema })),
});
// The venue's receipts: `status=failed` lists those waiting for a person; `order_id` one order's.
export const fiscalReceiptsCall = defineCall({
  method: "GET",
  path: `${fiscalBase}/receipts`,
  params: venueParams,
  query: z.object({
    status: fiscalReceiptStatusSchema.optional(),
    order_id: idSchema.optional(),
  }),
  response: okEnvelope(z.object({ receipts: z.array(fiscalReceiptSchema) })),
});
export const retryFiscalReceiptCall = defineCall({
  method: "POST",
  path: `${fiscalBase}/receipts/:receiptId/retry`,
  params: z.object({ venueId: idSchema, receiptId: idSchema }),
  response: okEnvelope(z.object({ receipt: fiscalReceiptSchema })),
});
export const closeFiscalShiftCall = defineCall({
  method: "POST",
  path: `${fiscalBase}/shift/close`,
  params: venueParams,
  response: okEnvelope(z.object({ closed: z.boolean() })),
});

// What the guest's receipt shows of a paid order's fiscal receipts (issued ones only).
export const guestFiscalReceiptSchema = z.object({
  kind: z.enum(["sale", "return"]),
  fiscal_code: z.string(),
  receipt_url: z.string().nullable(),
});
export type GuestFiscalReceipt = z.infer<typeof guestFiscalReceiptSchema>;

// The guest's receipt: the issued fiscal receipts of an order, with the same credentials as reading it.
export const guestFiscalReceiptsCall = defineCall({
  method: "GET",
  path: `${superappBase}/orders/:id/fiscal-receipts`,
  params: z.object({ id: idSchema }),
  response: okEnvelope(z.object({ receipts: z.array(guestFiscalReceiptSchema) })),
});

// A takeaway or delivery order's receipt: the same, read as the order is (its id is the guest's key).
export const preorderFiscalReceiptsCall = defineCall({
  method: "GET",
  path: `${superappBase}/preorders/:id/fiscal-receipts`,
  params: z.object({ id: idSchema }),
  response: guestFiscalReceiptsCall.response,
});
