import { z } from "zod";
import { defineCall, superappBase } from "./call";
import { idSchema, localeSchema, okEnvelope } from "./common";

// The receipt by e-mail (docs/mail.md): a guest who may read a receipt may have it sent, with its PDF, to
// an address they type. The address is kept only until the message is sent or given up.
export const receiptMailBodySchema = z.strictObject({
  // RFC 5321 caps a forward path at 256 octets including the angle brackets: 254 for the address.
  email: z.email().max(254),
  // The language the guest reads the app in: the message and its PDF are written in it.
  locale: localeSchema.default("en"),
});
export type ReceiptMailBody = z.infer<typeof receiptMailBodySchema>;

export const receiptMailQueuedSchema = z.object({ queued: z.literal(true) });

// Whether this server sends e-mail at all (an SMTP server is configured): without one the guest sees no
// field for an address.
export const receiptMailAvailabilityCall = defineCall({
  method: "GET",
  path: `${superappBase}/receipt-mail`,
  response: okEnvelope(z.object({ available: z.boolean() })),
});

// An eat-in order's receipt, with the credentials that read it (x-access-code, x-visitor-id). 202 queued.
export const orderReceiptMailCall = defineCall({
  method: "POST",
  path: `${superappBase}/orders/:id/receipt-mail`,
  params: z.object({ id: idSchema }),
  body: receiptMailBodySchema,
  response: okEnvelope(receiptMailQueuedSchema),
});

// A takeaway or delivery order's receipt: read as the order is (its id is the guest's key).
export const preorderReceiptMailCall = defineCall({
  method: "POST",
  path: `${superappBase}/preorders/:id/receipt-mail`,
  params: z.object({ id: idSchema }),
  body: receiptMailBodySchema,
  response: okEnvelope(receiptMailQueuedSchema),
});
