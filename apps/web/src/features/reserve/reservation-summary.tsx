import { useTranslation } from "react-i18next";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import { formatPhoneInternational } from "@tablewise/domain/rules/phone-number";
import type { ReserveCart } from "@tablewise/domain/contract/reservation";
import { formatMoney } from "../../lib/format-money";
import type { ReserveFormValues } from "./reserve-store";
import "./summary.css";

type ReservationSummaryProps = {
  cart: ReserveCart;
  values: ReserveFormValues;
  deposit: number;
  currency: string;
  timeZone: string;
  // The venue's country reads a national number (SPEC §5); the phone is shown as the receipt shows it.
  country: string;
};

// SPEC §2 reserve_checkout confirmation stage: what will be reserved, for whom, and the deposit.
export function ReservationSummary({
  cart,
  values,
  deposit,
  currency,
  timeZone,
  country,
}: ReservationSummaryProps) {
  const { t, i18n } = useTranslation("reserve");
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const [date, time] = formatVenueDateTime(cart.reservationDate, timeZone).split(" ");
  const choices = [...cart.product.variants, ...cart.product.modificators].map((c) => c.name).join(", ");
  const rows: [string, string, string][] = [
    ["service", t("summary.service"), choices ? `${cart.product.name} (${choices})` : cart.product.name],
    ["date", t("summary.date"), date ?? ""],
    ["time", t("summary.time"), time ?? ""],
    ["persons", t("summary.persons"), t("summary.persons_value", { count: cart.personsCount })],
    ["name", t("summary.name"), `${values.first_name.trim()} ${values.last_name.trim()}`],
    // Isolated left to right, so "+380…" keeps its plus sign in front on an Arabic page.
    ["phone", t("summary.phone"), `\u2066${formatPhoneInternational(values.phone, country)}\u2069`],
    ["email", t("summary.email"), values.email],
  ];
  if (values.comment.trim()) rows.push(["comment", t("summary.comment"), values.comment.trim()]);
  rows.push(["deposit", t("summary.deposit"), deposit > 0 ? money(deposit) : t("summary.no_deposit")]);
  return (
    <dl className="summary" data-testid="reservation-summary">
      {rows.map(([key, label, value]) => (
        <div key={key} className="summary__row">
          <dt>{label}</dt>
          <dd data-testid={`summary-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
