import { useTranslation } from "react-i18next";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import type { ReserveCart } from "@tablewise/domain/contract/reservation";
import { formatMoney } from "../../lib/format-money";
import "./summary.css";

type BookingBriefProps = { cart: ReserveCart; deposit: number; currency: string; timeZone: string };

// The details step says what is being booked (service with its choices, date, time,
// persons, deposit) while the guest types their details; the confirmation stage repeats it in full.
export function BookingBrief({ cart, deposit, currency, timeZone }: BookingBriefProps) {
  const { t, i18n } = useTranslation("reserve");
  const [date, time] = formatVenueDateTime(cart.reservationDate, timeZone).split(" ");
  const choices = [...cart.product.variants, ...cart.product.modificators].map((c) => c.name).join(", ");
  const rows: [string, string, string][] = [
    ["service", t("summary.service"), choices ? `${cart.product.name} (${choices})` : cart.product.name],
    ["when", t("booking.when"), `${date ?? ""} ${time ?? ""}`.trim()],
    ["persons", t("summary.persons"), t("summary.persons_value", { count: cart.personsCount })],
    [
      "deposit",
      t("summary.deposit"),
      deposit > 0 ? formatMoney(deposit, currency, i18n.language) : t("summary.no_deposit"),
    ],
  ];
  return (
    <section className="booking-brief" aria-labelledby="booking-brief-title" data-testid="booking-brief">
      <h2 id="booking-brief-title" className="booking-brief__title">
        {t("booking.title")}
      </h2>
      <dl className="summary summary--compact">
        {rows.map(([key, label, value]) => (
          <div key={key} className="summary__row">
            <dt>{label}</dt>
            <dd data-testid={`brief-${key}`}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
