import { useTranslation } from "react-i18next";
import type { PayMethod } from "@tablewise/domain/contract/common";
import { formatMoney } from "../../lib/format-money";
import { SlideToPay } from "../payment/slide-to-pay";
import { useMenuSession } from "../session/session-context";
import { disabledText, showsBarMessage, type OrderBlock } from "./order-rule";
import { usePreorder } from "./preorder-context";

type PreorderOrderBarProps = {
  block: OrderBlock | null;
  // Whether the guest has touched the details yet.
  hasTouched: boolean;
  total: number;
  isBusy: boolean;
  method: PayMethod | undefined;
  onOrder: (method: PayMethod) => void;
};

// SPEC §2/§5 the payment navbar of the delivery/takeaway cart: the payment bar message and
// slide-to-pay, whose disabled text says what is missing.
export function PreorderOrderBar({
  block,
  hasTouched,
  total,
  isBusy,
  method,
  onOrder,
}: PreorderOrderBarProps) {
  const { t, i18n } = useTranslation("preorder");
  const { t: tOffline } = useTranslation("offline");
  const { currency, cafe } = useMenuSession();
  const { mode } = usePreorder();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const minCheck = mode === "delivery" ? cafe.delivery.min_check : cafe.preorder.min_check;
  const message = !showsBarMessage(block, hasTouched)
    ? null
    : block === "select" || block === "fill_in" || block === "out_of_range" || block === "unavailable"
      ? t(`bar.message_${block}`)
      : block === "min_check"
        ? t("bar.message_min_check", { amount: money(minCheck) })
        : block === "offline"
          ? tOffline("banner_no_time")
          : null;
  const isBlocked = block !== null && block !== "busy";
  return (
    <div className="preorder-bar">
      {message && (
        <p className="preorder-bar__message" role="status" data-testid="bar-message">
          {message}
        </p>
      )}
      <SlideToPay
        label={
          block === "offline"
            ? tOffline("order_needs_connection")
            : isBlocked
              ? t(`bar.${disabledText(block) as Exclude<ReturnType<typeof disabledText>, "offline">}`, {
                  amount: money(minCheck),
                })
              : t("bar.slide", { total: money(total) })
        }
        isDisabled={isBlocked || !method}
        isBusy={isBusy}
        onConfirm={() => method && onOrder(method)}
      />
    </div>
  );
}
