import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Reservation } from "@tablewise/domain/contract/reservation";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import { formatPhoneInternational } from "@tablewise/domain/rules/phone-number";
import { errorCodeOf } from "../../lib/api-client";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { ErrorModal } from "../../ui/error-modal";
import { Icon } from "../../ui/icon";
import { PageBar } from "../../ui/page-bar";
import { PageLoader } from "../../ui/page-loader";
import { calendarInviteUrl, pdfReceiptUrl, reservationQuery } from "./reserve-api";
import { useReserve } from "./reserve-context";
import { decisionPollMs, depositBadge, mayStillChange, reservationOutcome } from "./reservation-outcome";
import "./reserve-receipt.css";
import "./summary.css";

// SPEC §2 reserve_receipt: thank-you text, client details, venue phone and address, service, date, time,
// persons, deposit with its paid badge, comment, the PDF receipt, add-to-calendar, and share (the
// browser's share sheet; SPEC: no fallback, so the button shows only where sharing exists).
export function ReserveReceiptPage() {
  const { reservation_id = "" } = useParams();
  const { t, i18n } = useTranslation("reserve");
  const navigate = useNavigate();
  const { cafe, currency, link } = useReserve();
  // The venue's decision shows on an open page too (SPEC §7 has no push for it on /order): the receipt
  // is read again while one may still come, every decisionPollMs while the page is visible and on
  // coming back to it. A failed re-read keeps the receipt shown; only a first failure is the error.
  const mayChange = (q: { state: { data?: Reservation } }) =>
    q.state.data !== undefined && mayStillChange(q.state.data);
  const query = useQuery({
    ...reservationQuery(reservation_id),
    refetchInterval: (q) => (mayChange(q) ? decisionPollMs : false),
    refetchOnWindowFocus: (q) => mayChange(q),
  });
  const reservation = query.data;
  if (!reservation && query.isError)
    return <ErrorModal type="not_found" code={`${errorCodeOf(query.error)} / ${link}`} />;
  if (!reservation) return <PageLoader />;
  const outcome = reservationOutcome(reservation);
  const isCancelled = outcome === "declined" || outcome === "expired";
  const badge = depositBadge(reservation);
  const [date, time] = formatVenueDateTime(reservation.reservation_date, cafe.timezone).split(" ");
  const canShare = typeof navigator.share === "function";
  const handleShare = () =>
    void navigator
      .share({
        title: cafe.name,
        text: t("receipt.share_text", { venue: cafe.name, date, time }),
        url: location.href,
      })
      .catch(() => undefined); // the guest closed the share sheet
  const rows: [string, string, string | undefined][] = [
    ["client", t("receipt.client"), `${reservation.client_first_name} ${reservation.client_last_name}`],
    // The same international format as the confirmation stage, isolated left to right.
    ["client-phone", t("receipt.phone"), `\u2066${formatPhoneInternational(reservation.client_phone)}\u2069`],
    ["client-email", t("receipt.email"), reservation.client_email],
    // A number reads left to right inside Arabic too ("+380 44 ..." came out reversed).
    ["venue-phone", t("receipt.venue_phone"), cafe.contact_phone && `\u2066${cafe.contact_phone}\u2069`],
    ["venue-address", t("receipt.venue_address"), cafe.address],
    [
      "service",
      t("receipt.service"),
      reservation.services
        .map((s) => (s.variants.length ? `${s.name} (${s.variants.map((v) => v.name).join(", ")})` : s.name))
        .join(", "),
    ],
    ["date", t("receipt.date"), date],
    ["time", t("receipt.time"), time],
    ["persons", t("receipt.persons"), t("summary.persons_value", { count: reservation.persons_count })],
    ["comment", t("receipt.comment"), reservation.comment || undefined],
    ["reason", t("receipt.reason"), outcome === "declined" ? reservation.reason : undefined],
  ];
  return (
    <div className="reserve-receipt" data-testid="reserve-receipt">
      <PageBar
        title={t("receipt.title")}
        backLabel={t("receipt.home")}
        onBack={() => void navigate(buildPath("home", { cafe_link: link }))}
      />
      <main className="reserve-receipt__body">
        <section className="reserve-receipt__thanks" role="status" data-testid="receipt-outcome">
          <span
            className={`reserve-receipt__check${isCancelled ? " reserve-receipt__check--cancelled" : ""}`}
            aria-hidden="true"
          >
            <Icon name={isCancelled ? "close" : "check"} size={28} />
          </span>
          <h2>{t(isCancelled ? `receipt.${outcome}_title` : "receipt.thanks")}</h2>
          <p data-testid="receipt-status">{t(`receipt.${outcome}`, { venue: cafe.name })}</p>
          {badge === "refunded" && <p data-testid="receipt-refunded">{t("receipt.refunded_note")}</p>}
        </section>
        <dl className="summary">
          {rows
            .filter((r) => r[2])
            .map(([key, label, value]) => (
              <div key={key} className="summary__row">
                <dt>{label}</dt>
                <dd data-testid={`receipt-${key}`}>
                  {/* Isolated: a Latin address or name keeps its own order in Arabic ("14 Yaroslaviv Val St"). */}
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          <div className="summary__row">
            <dt>{t("receipt.deposit")}</dt>
            <dd data-testid="receipt-deposit">
              {reservation.deposit > 0
                ? formatMoney(reservation.deposit, currency, i18n.language)
                : t("summary.no_deposit")}
              {badge && (
                <span
                  className={badge === "paid" ? "deposit-badge deposit-badge--paid" : "deposit-badge"}
                  data-testid="receipt-paid-badge"
                >
                  {t(`receipt.${badge}`)}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <div className="reserve-receipt__actions">
          <a
            className="btn btn--outline btn--block"
            href={pdfReceiptUrl(reservation._id, i18n.language)}
            target="_blank"
            rel="noopener"
            data-testid="receipt-pdf"
          >
            <Icon name="document" size={20} />
            {t("receipt.pdf")}
          </a>
          <a
            className="btn btn--outline btn--block"
            href={calendarInviteUrl(reservation._id, i18n.language)}
            download="reservation.ics"
            data-testid="receipt-calendar"
          >
            <Icon name="clock" size={20} />
            {t("receipt.calendar")}
          </a>
          {canShare && (
            <button
              type="button"
              className="btn btn--outline btn--block"
              onClick={handleShare}
              data-testid="receipt-share"
            >
              <Icon name="share" size={20} />
              {t("receipt.share")}
            </button>
          )}
        </div>
      </main>
    </div>
  );
}
