import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { formatVenueTime } from "@tablewise/domain/rules/format-date";
import { formatMoney } from "../../../lib/format-money";
import "./payment-requests.css";

type PaymentRequestsProps = { order: Order; currency: string; timeZone: string };

// Payments nobody has confirmed yet. A cash or card payment waits for the waiter; an online one
// for the gateway, until its hold ends. Announced politely, so a guest hears when one is confirmed.
export function PaymentRequests({ order, currency, timeZone }: PaymentRequestsProps) {
  const { t, i18n } = useTranslation("order");
  if (order.payment_requests.length === 0) return null;
  return (
    <section
      className="payment-requests"
      aria-labelledby="payment-requests-title"
      data-testid="payment-requests"
    >
      <h2 id="payment-requests-title" className="payment-requests__title">
        {t("requests.title")}
      </h2>
      <div role="status">
        <ul>
          {order.payment_requests.map((r) => (
            <li
              key={r._id}
              className="payment-requests__item"
              data-status={r.status}
              data-testid="payment-request"
            >
              {t(`requests.${r.status}`, {
                method: t(`method.${r.method}`),
                total: formatMoney(r.total, currency, i18n.language),
                time: r.expires_at ? formatVenueTime(r.expires_at, timeZone) : "",
              })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
