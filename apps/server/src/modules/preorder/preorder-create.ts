import type { DeliveryAddress } from "@tablewise/domain/contract/address";
import type { PaymentLink } from "@tablewise/domain/contract/order";
import type { PreorderCreateBody } from "@tablewise/domain/contract/preorder";
import { sumMinorBy } from "@tablewise/domain/rules/money";
import { lineTotal } from "../orders/index";
import type { PreorderSystem } from "@tablewise/domain/rules/preorder-system";
import type { StoredOrderLine } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import type { CartService } from "../cart/index";
import { cartToLines } from "../orders/index";
import { newOrderId, newShortId, type OrderRepository } from "../orders/index";
import { pendingPaymentTtlMs } from "../../payments/index";
import { autoCancelMs } from "../orders/index";
import { newPaymentId, type PaymentRepository, type PaymentRow } from "../orders/index";
import type { ClientRow } from "../clients/index";
import type { VenueSnapshot } from "../venue/index";
import { checkMinimum, deliveryFee } from "./preorder-checks";
import type { PreorderRepository } from "./preorder.repository";
import { receiptPathOf } from "../../payments/index";

// What the checks outside the transaction settled: the mode, the time, the client and the address.
export type PreorderDraft = {
  snapshot: VenueSnapshot;
  system: PreorderSystem;
  body: PreorderCreateBody;
  targetDate: Date | null;
  client: ClientRow | null;
  address: DeliveryAddress | null;
  now: Date;
};

type Deps = {
  repo: PreorderRepository;
  orders: OrderRepository;
  payments: PaymentRepository;
  cartService: CartService;
};

const hold = (lines: StoredOrderLine[]) => lines.map((l) => ({ ...l, held_quantity: l.quantity }));

// SPEC §7 POST /preorder/{cafe}/create, in one transaction under the cart's row lock: the cart priced on
// the server becomes the order and is emptied with it. The same cart sent again unchanged is a replay
// and gets the same order (replayed true), never a second one.
export function createPreorderPlacement({ repo, orders, payments, cartService }: Deps) {
  return async (d: PreorderDraft): Promise<{ orderId: string; replayed: boolean }> => {
    const { snapshot, system, body, now } = d;
    const venue = snapshot.venue;
    return orders.transaction(async (tx) => {
      const cart = await repo.lockCart(tx, body.cart_id);
      if (!cart || cart.venueId !== venue._id) throw notFound("Cart");
      const replay = await repo.replayOf(tx, cart);
      if (replay) return { orderId: replay.id, replayed: true };
      const lines = cartToLines(cartService.price(cart, snapshot.index), snapshot.index);
      const sum = sumMinorBy(lines, (l) => lineTotal(l, l.quantity));
      checkMinimum(venue, system, sum);
      const fee = system === "delivery" ? deliveryFee(venue, sum, body.delivery_tariff_id) : 0;
      const isOnline = body.pay_method === "online";
      const serial = await orders.nextSerial(tx, venue._id);
      const id = newOrderId();
      await orders.insert(tx, {
        id,
        venueId: venue._id,
        orderType: system === "delivery" ? "delivery" : "preorder",
        tableCode: null,
        sectionName: "",
        tableName: "",
        status: "waiting",
        serial,
        localId: `${system}-${serial}`,
        comment: body.comment || null,
        lines: isOnline ? hold(lines) : lines,
        appends: [],
        createdBy: body.visitor_id,
        createdAt: now,
        autoCancelAt: new Date(now.getTime() + autoCancelMs),
        updatedAt: now,
        targetDate: d.targetDate,
        address: d.address,
        client: d.client ? { name: d.client.name, phone: d.client.phone } : null,
        clientId: d.client?.id ?? null,
        deliveryFee: system === "delivery" ? fee : null,
        deliveryTariffId: system === "delivery" ? (body.delivery_tariff_id ?? null) : null,
        utensils: body.utensils,
        payMethod: body.pay_method,
        isContactless: system === "delivery" ? (body.is_contactless ?? false) : null,
        cartId: cart.id,
        cartRevision: await repo.clearCart(tx, cart.id),
      });
      await orders.addVisitor(tx, id, body.visitor_id);
      if (isOnline)
        await payments.insert(tx, {
          id: newPaymentId(),
          publicId: newShortId(),
          orderId: id,
          method: "online",
          status: "pending",
          items: lines.map((l) => ({ line_id: l._id, quantity: l.quantity })),
          amount: sum + fee,
          tip: 0,
          returnPath: receiptPathOf(venue, system, id),
          createdAt: now,
          expiresAt: new Date(now.getTime() + pendingPaymentTtlMs),
        });
      return { orderId: id, replayed: false };
    });
  };
}

// The link of the order's online payment while it waits at the gateway (SPEC §7 create -> payment).
// The venue's gateway's page (payments/checkout-link.ts).
export async function pendingPaymentLink(
  payments: PaymentRepository,
  orderId: string,
  linkFor: (payment: PaymentRow) => Promise<PaymentLink>,
): Promise<PaymentLink | null> {
  const pending = (await payments.listByOrder(orderId)).find(
    (p) => p.method === "online" && p.status === "pending",
  );
  return pending ? linkFor(pending) : null;
}
