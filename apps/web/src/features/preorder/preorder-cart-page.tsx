import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PayMethod } from "@tablewise/domain/contract/common";
import { errorCodeOf } from "../../lib/api-client";
import { BottomSheet } from "../../ui/bottom-sheet";
import { ErrorModal } from "../../ui/error-modal";
import { GatewayBrand, useGatewayName } from "../../ui/gateway-brand";
import { CartPage } from "../cart/cart-page";
import { UnavailableRefusalNotice } from "../cart/unavailable-refusal";
import { PayMethodPicker } from "../payment/pay-method-picker";
import { PhoneVerificationSheet } from "../phone-verification/phone-verification-sheet";
import { useMenuSession } from "../session/session-context";
import { CartModeSwitch } from "./cart-mode-switch";
import { ClientDetails } from "./client/client-details";
import { quoteDelivery } from "./tariff/delivery-fee";
import { DeliveryDetails } from "./delivery-details";
import { useIsOffline } from "../../lib/online-status";
import { orderBlock } from "./order-rule";
import { usePreorder } from "./preorder-context";
import { PreorderOrderBar } from "./preorder-order-bar";
import { PreorderTotals } from "./preorder-totals";
import { TakeawayDetails } from "./takeaway-details";
import { TariffCard } from "./tariff/tariff-card";
import { usePlacePreorder } from "./use-place-preorder";
import "./preorder.css";
import "./details.css";
import "./cart-bar.css";

const allMethods: readonly PayMethod[] = ["cash", "card", "online"];

// SPEC §2 Cart for delivery and takeaway: the shared cart with the mode switch, the mode's details,
// client details, the tariff card, and the payment navbar; SPEC §4/§8 modals of placing the order.
export function PreorderCartPage() {
  const { t } = useTranslation("preorder");
  const gatewayName = useGatewayName();
  const { cafe, cart, mode: sessionMode } = useMenuSession();
  const pre = usePreorder();
  const isDelivery = pre.mode === "delivery";
  const settings = isDelivery ? cafe.delivery : cafe.preorder;
  const methods = allMethods.filter((m) => settings.pay_methods[m]);
  const method =
    pre.draft.payMethod && methods.includes(pre.draft.payMethod) ? pre.draft.payMethod : methods[0];
  const estimate = pre.tariffs.status === "ready" ? pre.tariffs.data : null;
  const quote = isDelivery
    ? quoteDelivery(cafe.delivery, cart.total, estimate, pre.draft.tariffId)
    : { fee: 0, total: cart.total, tariffs: [], selected: null };
  const placing = usePlacePreorder(quote);
  const isOffline = useIsOffline();
  const [hasTouched, setTouched] = useState(false);
  const touch = () => setTouched(true);
  const block = orderBlock({
    mode: sessionMode,
    itemCount: cart.items.length,
    allItemsAvailable: cart.items.every((i) => i.available),
    isBusy: placing.isBusy,
    hasName: pre.draft.name.trim() !== "",
    hasPhone: pre.phoneE164 !== null,
    cartTotal: cart.total,
    minCheck: settings.min_check,
    address: pre.draft.address,
    needsTariff: isDelivery && quote.fee === null,
    isClosed: pre.isClosed,
    targetDate: pre.draft.targetDate,
    isOffline,
  });

  return (
    <CartPage
      top={
        <>
          <CartModeSwitch />
          {placing.verifyPhone && method && (
            <PhoneVerificationSheet
              cafeId={cafe._id}
              phone={placing.verifyPhone}
              onVerified={(token) => placing.onVerified(method, token)}
              onClose={placing.cancelVerify}
            />
          )}
          {placing.online && (
            <BottomSheet
              title={t("online.title")}
              onClose={placing.closeOnline}
              closeLabel={t("close")}
              testId="online-sheet"
            >
              <GatewayBrand gateway={placing.online.gateway} />
              <p className="online-sheet__text">
                {t("online.text", { gateway: gatewayName(placing.online.gateway) })}
              </p>
              <a
                href={placing.online.pay_url}
                className="btn btn--primary btn--block"
                data-testid="online-pay-link"
              >
                {t("online.go")}
              </a>
            </BottomSheet>
          )}
          <UnavailableRefusalNotice names={placing.unavailableNames} />
          {placing.failure !== null && (
            <ErrorModal type="order" code={`${errorCodeOf(placing.failure)} / ${pre.link}`} />
          )}
        </>
      }
      details={
        // Any edit or field left marks the form touched.
        <div className="preorder-details-group" onChange={touch} onBlur={touch}>
          {isDelivery ? <DeliveryDetails /> : <TakeawayDetails />}
          <ClientDetails />
          {isDelivery && <TariffCard quote={quote} />}
        </div>
      }
      totals={
        <div className="preorder-summary">
          <PreorderTotals quote={quote} />
          {/* SPEC §2 payment-method modal: among the mode's enabled methods. */}
          <PayMethodPicker
            methods={methods}
            value={method}
            onChange={(m) => pre.updateDraft({ payMethod: m })}
          />
        </div>
      }
      orderBar={
        <PreorderOrderBar
          block={block}
          hasTouched={hasTouched || pre.draft.name !== "" || pre.draft.phone !== ""}
          total={quote.total}
          isBusy={placing.isBusy}
          method={method}
          onOrder={placing.start}
        />
      }
    />
  );
}
