import { useTranslation } from "react-i18next";
import { webhookEventTypes, type WebhookEventType } from "@tablewise/domain/contract/webhooks";

// Each event's label in the screen's strings.
const labelKeys = {
  "order.created": "events.order_created",
  "order.accepted": "events.order_accepted",
  "order.ready": "events.order_ready",
  "order.declined": "events.order_declined",
  "order.closed": "events.order_closed",
  "payment.settled": "events.payment_settled",
  "payment.refunded": "events.payment_refunded",
  "reservation.made": "events.reservation_made",
  "reservation.confirmed": "events.reservation_confirmed",
  "reservation.cancelled": "events.reservation_cancelled",
  "waiter.called": "events.waiter_called",
} as const satisfies Record<WebhookEventType, string>;

export function EventChoices({
  chosen,
  onChange,
  legend,
}: {
  chosen: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  legend: string;
}) {
  const { t } = useTranslation("webhooks");
  return (
    <fieldset className="webhooks-events">
      <legend>{legend}</legend>
      {webhookEventTypes.map((type) => (
        <label key={type} className="webhooks-event">
          <input
            type="checkbox"
            checked={chosen.includes(type)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, type] : chosen.filter((c) => c !== type))
            }
          />
          <span>{t(labelKeys[type])}</span>
        </label>
      ))}
    </fieldset>
  );
}
