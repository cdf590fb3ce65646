import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentForm } from "@tablewise/domain/contract/order";
import { BottomSheet } from "../../ui/bottom-sheet";
import { GatewayBrand, useGatewayName } from "../../ui/gateway-brand";

// SPEC §4 / §9: a pending reservation shows the redirect modal, which goes to the payment page after
// about 2 s; the link is there for a guest who does not want to wait.
export const paymentRedirectMs = 2000;

export function PaymentRedirectSheet({ form }: { form: PaymentForm }) {
  const { t } = useTranslation("reserve");
  const gatewayName = useGatewayName();
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(form.url), paymentRedirectMs);
    return () => window.clearTimeout(timer);
  }, [form.url]);
  return (
    <BottomSheet title={t("redirect.title")} testId="payment-redirect">
      <GatewayBrand gateway={form.gateway} />
      <p role="status">{t("redirect.text", { gateway: gatewayName(form.gateway) })}</p>
      <a className="btn btn--primary btn--block" href={form.url} data-testid="payment-redirect-link">
        {t("redirect.go")}
      </a>
    </BottomSheet>
  );
}
