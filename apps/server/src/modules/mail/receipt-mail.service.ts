import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { Order } from "@tablewise/domain/contract/order";
import type { ReceiptMailBody } from "@tablewise/domain/contract/receipt-mail";
import type { Venue } from "@tablewise/domain/contract/venue";
import { notFound } from "../../http/errors";
import type { ReceiptMailOutbox } from "./receipt-mail-outbox";

type Deps = {
  outbox: ReceiptMailOutbox;
  findVenue: (id: string) => Promise<Venue | null>;
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>;
  clock: () => Date;
  // The worker is woken after the row is committed (not awaited: the guest's answer does not wait).
  wake: () => void;
};

export function createReceiptMailService(deps: Deps) {
  return {
    // The receipt is kept as the guest read it now (the same presented order), so the mail says what
    // the screen said even if the order changes before it goes.
    async queue(order: Order, body: ReceiptMailBody) {
      const venue = await deps.findVenue(order.cafe_id);
      if (!venue) throw notFound("Venue");
      await deps.outbox.enqueue({
        venueId: venue._id,
        orderId: order._id,
        locale: body.locale,
        recipient: body.email,
        receipt: {
          venue: {
            name: venue.name,
            address: venue.address,
            timezone: venue.timezone,
            currency: venue.currency,
          },
          order,
          fiscal: (await deps.fiscalReceipts?.(order._id)) ?? [],
        },
        now: deps.clock(),
      });
      deps.wake();
    },
  };
}
export type ReceiptMailService = ReturnType<typeof createReceiptMailService>;
