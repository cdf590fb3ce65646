import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { Db, Tx } from "../../db/client";
import { HttpError, unavailable } from "../../http/errors";
import type { OrderRow, PaymentRow } from "../orders/index";
import { FiscalError } from "./fiscal-register";
import { createFiscalQueue, enqueueReturn, enqueueSale } from "./fiscal-queue";
import { createFiscalSettings, type CheckboxEndpoints } from "./fiscal-settings";
import type { Sealer } from "./sealed-secret";

type Deps = { db: Db; sealer: Sealer; checkbox: CheckboxEndpoints; clock: () => Date; wake: () => void };

export function createFiscalService(deps: Deps) {
  const settings = createFiscalSettings(deps.db, deps.sealer, deps.checkbox, deps.clock);
  const queue = createFiscalQueue(deps.db);
  return {
    settings,
    queue,
    // The payments area's port (payments/payment-lock.ts FiscalHook): rows written in the settlement's or
    // the refund's own transaction, the worker woken once that committed.
    hook: {
      settled: (tx: Tx, order: OrderRow, payment: PaymentRow, now: Date) =>
        enqueueSale(tx, order, payment, now),
      refunded: (tx: Tx, order: OrderRow, payment: PaymentRow, amount: number, now: Date) =>
        enqueueReturn(tx, order, payment, amount, payment.refundedAmount, now),
      wake: deps.wake,
    },
    // Issued ones only: a queued or failed receipt is the venue's to see to, not the guest's.
    async guestReceipts(orderId: string): Promise<GuestFiscalReceipt[]> {
      return (await queue.issuedOf(orderId)).map((r) => ({
        kind: r.kind,
        fiscal_code: r.fiscalCode ?? "",
        receipt_url: r.receiptUrl,
      }));
    },
    async retry(venueId: string, id: string) {
      const row = await queue.retry(venueId, id, deps.clock());
      if (row) deps.wake();
      return row;
    },
    // The day's end (the console's close-out) or the manager's button: the provider's Z report.
    async closeShift(venueId: string): Promise<boolean> {
      const register = await settings.registerFor(venueId);
      if (!register) return false;
      try {
        return await (await register.signIn()).closeShift();
      } catch (err) {
        // A provider that is down or busy: try again later. One that refused (wrong credentials, a
        // cashier without rights): trying again cannot help, so the console shows the provider's words.
        if (err instanceof FiscalError && err.retry)
          throw unavailable(60, "The fiscal provider did not close the shift; try again");
        if (err instanceof FiscalError)
          throw new HttpError(409, "conflict", `The fiscal provider refused to close the shift: ${err.message}`);
        throw err;
      }
    },
  };
}
export type FiscalService = ReturnType<typeof createFiscalService>;
