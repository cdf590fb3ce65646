import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { PayMethod } from "@tablewise/domain/contract/common";
import type { PaymentLink } from "@tablewise/domain/contract/order";
import { errorCodeOf } from "../../lib/api-client";
import { buildPath } from "../../lib/route-paths";
import { getVisitorId } from "../../lib/visitor-id";
import { useToast } from "../../ui/toast";
import { readCartNote } from "../cart/use-cart-note";
import { useUnavailableRefusal } from "../cart/unavailable-refusal";
import { useMenuSession } from "../session/session-context";
import type { DeliveryQuote } from "./tariff/delivery-fee";
import { createPreorder, saveClient } from "./preorder-api";
import { usePreorder } from "./preorder-context";
import { readStoredClient } from "./preorder-store";

// SPEC §4/§5/§8 placing a delivery or takeaway order: phone verification first when the venue asks for
// it, no token exists and the phone is not the stored client's; then the client is created or updated (a failure shows
// ECLFAILED and the order goes on); then the order. The cart is cleared and the target date reset; an
// online payment opens its modal, otherwise the receipt follows the order live.
export function usePlacePreorder(quote: DeliveryQuote) {
  const { t } = useTranslation("preorder");
  const navigate = useNavigate();
  const showToast = useToast();
  const { cafe, cart, setCart } = useMenuSession();
  const pre = usePreorder();
  const [isBusy, setBusy] = useState(false);
  const [verifyPhone, setVerifyPhone] = useState<string | null>(null);
  const [online, setOnline] = useState<{ link: PaymentLink; orderId: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Refused for items the venue stopped: a notice naming them, not the error modal.
  const refusal = useUnavailableRefusal();
  const isDelivery = pre.mode === "delivery";

  const saveClientOrWarn = async (token: string | null): Promise<string | null> => {
    const stored = readStoredClient(pre.link);
    try {
      const client = await saveClient({
        name: pre.draft.name.trim(),
        phone: pre.phoneE164 ?? "",
        cafe_id: cafe._id,
        ...(token ? { verification_token: token } : {}),
        ...(isDelivery && pre.draft.address ? { super_address: pre.draft.address } : {}),
        ...(pre.clientId ? { client_id: pre.clientId } : {}),
        ...(pre.clientId && stored?.id === pre.clientId && stored.secret
          ? { client_secret: stored.secret }
          : {}),
      });
      pre.setClient(client._id, client.phone, client.client_secret);
      return client._id;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showToast(t("client_failed", { code: `ECLFAILED ${errorCodeOf(error)}: ${message}` }));
      return pre.clientId;
    }
  };

  const place = async (method: PayMethod, token: string | null) => {
    setBusy(true);
    try {
      const clientId = await saveClientOrWarn(token);
      const note = readCartNote(cart._id);
      const stored = readStoredClient(pre.link);
      const secret = stored && stored.id === clientId ? stored.secret : undefined;
      const { order, payment } = await createPreorder(
        pre.link,
        {
          cart_id: cart._id,
          ...(note.comment.trim() ? { comment: note.comment.trim() } : {}),
          utensils: note.hasUtensils ? note.utensils : 0,
          is_delivery: isDelivery,
          target_date: pre.draft.targetDate,
          address: isDelivery ? pre.draft.address : null,
          pay_method: method,
          client_id: clientId,
          visitor_id: getVisitorId(),
          ...(isDelivery
            ? { is_contactless: pre.draft.isContactless, delivery_tariff_id: quote.selected?._id ?? null }
            : {}),
        },
        secret,
      );
      // The server empties the cart with the order; the screen follows without another call.
      setCart({ ...cart, items: [], total: 0 });
      pre.updateDraft({ targetDate: null });
      pre.follow(order);
      if (payment) setOnline({ link: payment, orderId: order._id });
      else
        void navigate(
          buildPath("preorder_receipt", { cafe_link: pre.link, mode: pre.mode, order_id: order._id }),
        );
    } catch (error) {
      if (!(await refusal.handle(error))) setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const start = (method: PayMethod) => {
    // A stored client whose phone the guest has changed verifies the new one too: the server will not
    // move a client to an unverified phone.
    const isKnownPhone = pre.clientId !== null && pre.clientPhone === pre.phoneE164;
    const needsVerification = cafe.client_app.verify_client_phone && !pre.verificationToken && !isKnownPhone;
    if (needsVerification && pre.phoneE164) setVerifyPhone(pre.phoneE164);
    else void place(method, pre.verificationToken);
  };

  return {
    isBusy: isBusy || verifyPhone !== null,
    start,
    verifyPhone,
    // After the modal closes with a token the order is placed (SPEC §5).
    onVerified: (method: PayMethod, token: string) => {
      if (verifyPhone) pre.setVerificationToken(verifyPhone, token);
      setVerifyPhone(null);
      void place(method, token);
    },
    cancelVerify: () => setVerifyPhone(null),
    online: online?.link ?? null,
    // Closing the sheet is not a dead end; the order's page offers "Pay now".
    closeOnline: () => {
      if (online)
        void navigate(
          buildPath("preorder_receipt", { cafe_link: pre.link, mode: pre.mode, order_id: online.orderId }),
        );
      setOnline(null);
    },
    failure,
    unavailableNames: refusal.names,
  };
}
