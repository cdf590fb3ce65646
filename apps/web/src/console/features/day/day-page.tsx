import { DayAdjustments } from "./day-adjustments";
import { DayRatings } from "./day-ratings";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../../lib/format-money";
import { formatDateTime, todayIn } from "../../lib/format";
import { dayCsvUrl, getDay } from "../../lib/staff-calls";
import { consoleLocale } from "../../i18n/console-i18n";
import { isManager, useMe } from "../session/use-me";
import { OrderPlace } from "../history/order-place";
import { staffPaymentSchema } from "@tablewise/domain/contract/staff";
import type { TFunction } from "i18next";
import { CloseOutForm } from "./close-out-form";
import { CloseOutTable, dayMoneyRows } from "./close-out-table";
import { closeOutCsvUrl } from "./day-calls";
import { DayDeposits } from "./day-deposits";
import { DaySuggestions } from "./day-suggestions";
import "./day.css";

const paymentStatuses = staffPaymentSchema.shape.status;
// The day's statuses are the payments' (contract: a plain string); one the console does not know shows as is.
function paymentStatusText(t: TFunction<"console">, status: string): string {
  const known = paymentStatuses.safeParse(status);
  return known.success ? t(`paymentStatus.${known.data}`) : status;
}

// What a manager closes the day with: money by method (sales, tips, deposits, refunds and the net),
// the cash drawer's close-out, tips per waiter, the deposits and every payment, and the same as CSV.
export function DayPage() {
  const { t } = useTranslation("console");
  const { t: td } = useTranslation("day");
  const me = useMe();
  const venueId = me.venue._id;
  const dateId = useId();
  const [date, setDate] = useState(() => todayIn(me.venue.time_zone));
  const day = useQuery({
    queryKey: ["day", venueId, date],
    queryFn: ({ signal }) => getDay(venueId, date, signal),
    enabled: isManager(me) && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  useEffect(() => {
    document.title = `${t("nav.day")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (!isManager(me))
    return (
      <main className="page">
        <h1>{t("nav.day")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const locale = consoleLocale();
  const money = (n: number) => formatMoney(n, day.data?.currency ?? me.venue.currency, locale);
  const data = day.data;
  return (
    <main className="page">
      <div className="page__head">
        <h1>{t("nav.day")}</h1>
        <label htmlFor={dateId} className="day-date">
          <span>{t("day.date")}</span>
          <input
            id={dateId}
            type="date"
            className="field__input"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <a className="btn" href={dayCsvUrl(venueId, date)} download>
          {t("day.export")}
        </a>
      </div>
      {day.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {day.isPending && <p aria-busy="true">{t("shell.loading")}</p>}
      {data && (
        <>
          <section aria-labelledby="day-totals" className="card-section">
            <h2 id="day-totals">{t("day.totals")}</h2>
            <CloseOutTable rows={dayMoneyRows(data.money, (line) => td(`line.${line}`))} money={money} />
            <dl className="stats">
              <div className="stat">
                <dt>{t("day.orders")}</dt>
                <dd>{t("day.ordersCount", { count: data.orders_count })}</dd>
              </div>
              <div className="stat">
                <dt>{t("day.refunds")}</dt>
                <dd>
                  {money(data.refunds.amount)}{" "}
                  <span className="muted">({t("day.refundsCount", { count: data.refunds.count })})</span>
                </dd>
              </div>
            </dl>
            <p className="close-out-links">
              <a className="btn" href={closeOutCsvUrl(venueId, data.date)} download>
                {td("closeOut.export")}
              </a>
            </p>
          </section>
          <CloseOutForm
            venueId={venueId}
            date={data.date}
            timeZone={me.venue.time_zone}
            locale={locale}
            expectedCash={data.money.cash.net}
            closeOuts={data.close_outs}
            money={money}
          />
          <section aria-labelledby="day-tips" className="card-section">
            <h2 id="day-tips">{t("day.tips")}</h2>
            {data.tips.length === 0 ? (
              <p className="muted">{t("day.noTips")}</p>
            ) : (
              <ul className="tips">
                {data.tips.map((tip) => (
                  <li key={tip.waiter_id ?? "none"}>
                    <span>{tip.waiter_id ? tip.waiter_name : t("day.noWaiter")}</span>{" "}
                    <strong>{money(tip.amount)}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <DayDeposits deposits={data.deposits} timeZone={me.venue.time_zone} locale={locale} money={money} />
          <DayAdjustments day={data} />
          <DaySuggestions day={data} />
          <DayRatings day={data} />
          <section aria-labelledby="day-payments" className="card-section">
            <h2 id="day-payments">{t("day.payments")}</h2>
            {data.payments.length === 0 ? (
              <p className="muted">{t("day.noPayments")}</p>
            ) : (
              <div className="table-scroll">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("day.col.time")}</th>
                      <th scope="col">{t("day.col.order")}</th>
                      <th scope="col">{t("day.col.method")}</th>
                      <th scope="col">{t("day.col.status")}</th>
                      <th scope="col">{t("day.col.amount")}</th>
                      <th scope="col">{t("day.col.tip")}</th>
                      <th scope="col">{t("day.col.refunded")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.payments.map((p, i) => (
                      <tr key={i}>
                        <td>{formatDateTime(p.at, locale, me.venue.time_zone)}</td>
                        <td>
                          {p.order_id ? (
                            <Link to={`/console/history/orders/${encodeURIComponent(p.order_id)}`}>
                              #{p.order_serial}
                            </Link>
                          ) : (
                            <>#{p.order_serial}</>
                          )}{" "}
                          ·{" "}
                          <bdi>
                            <OrderPlace type={p.order_type} section={p.section_name} table={p.table_name} />
                          </bdi>
                        </td>
                        <td>{t(`methods.${p.method}`)}</td>
                        <td>{paymentStatusText(t, p.status)}</td>
                        <td className="num">{money(p.amount)}</td>
                        <td className="num">{money(p.tip)}</td>
                        <td className="num">{p.refunded > 0 ? money(p.refunded) : "—"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </main>
  );
}
