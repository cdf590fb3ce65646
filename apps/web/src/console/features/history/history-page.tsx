import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useSearchParams } from "react-router";
import { useInfiniteQuery } from "@tanstack/react-query";
import { orderStatusSchema, orderTypeSchema } from "@tablewise/domain/contract/order";
import { payMethodSchema } from "@tablewise/domain/contract/common";
import { formatMoney } from "../../../lib/format-money";
import { formatDateTime, todayIn } from "../../lib/format";
import { consoleLocale } from "../../i18n/console-i18n";
import { isFloor, useMe } from "../session/use-me";
import { OrderPanel } from "../order/order-panel";
import { getOrderHistory } from "./history-api";
import { anyDay, apiSearchOf, pageSearchOf } from "./history-search";
import { OrderPlace } from "./order-place";
import "./history.css";

// Every order of the venue, found by day, time, number, table, status, mode, pay method or amount,
// newest first, a page at a time; each opens in the order panel (lines, payments, refunds, audit), where
// a manager refunds it. Managers and waiters, as the day view (the server checks the role too).
export function HistoryPage() {
  const { t } = useTranslation("history");
  const { t: tc } = useTranslation("console");
  const me = useMe();
  const venueId = me.venue._id;
  const [params, setParams] = useSearchParams();
  const today = todayIn(me.venue.time_zone);
  const api = useMemo(() => apiSearchOf(params, today), [params, today]);
  const apiKey = api.toString();
  const formId = useId();
  // Under "order": a refund or a payment hint invalidates ["order"], so the list's paid and refunded
  // columns follow what the panel did.
  const history = useInfiniteQuery({
    queryKey: ["order", "history", venueId, apiKey],
    queryFn: ({ pageParam, signal }) => getOrderHistory(venueId, api, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: isFloor(me),
  });
  useEffect(() => {
    document.title = `${t("title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);

  if (!isFloor(me))
    return (
      <main className="page">
        <h1>{t("title")}</h1>
        <p>{tc("errors.role")}</p>
      </main>
    );

  const locale = consoleLocale();
  const money = (n: number) => formatMoney(n, me.venue.currency, locale);
  const rows = history.data?.pages.flatMap((p) => p.orders) ?? [];
  const date = params.get("date") ?? today;
  const search = params.toString();
  const field = (name: string) => `${formId}-${name}`;
  return (
    <main className="page">
      <div className="page__head">
        <h1>{t("title")}</h1>
      </div>
      <form
        key={search}
        className="history-filters card-section"
        role="search"
        aria-label={t("filters.label")}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(pageSearchOf(new FormData(e.currentTarget)));
        }}
      >
        <div className="history-filters__field">
          <label htmlFor={field("date")}>{t("filters.date")}</label>
          <input
            id={field("date")}
            name="date"
            type="date"
            className="field__input"
            defaultValue={date === anyDay ? "" : date}
            aria-describedby={field("date-hint")}
          />
          <span id={field("date-hint")} className="muted history-filters__hint">
            {t("filters.dateHint")}
          </span>
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("from")}>{t("filters.from")}</label>
          <input
            id={field("from")}
            name="from"
            type="time"
            className="field__input"
            defaultValue={params.get("from") ?? ""}
          />
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("to")}>{t("filters.to")}</label>
          <input
            id={field("to")}
            name="to"
            type="time"
            className="field__input"
            defaultValue={params.get("to") ?? ""}
          />
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("serial")}>{t("filters.serial")}</label>
          <input
            id={field("serial")}
            name="serial"
            type="number"
            inputMode="numeric"
            min={1}
            className="field__input"
            defaultValue={params.get("serial") ?? ""}
          />
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("table")}>{t("filters.table")}</label>
          <input
            id={field("table")}
            name="table"
            maxLength={100}
            className="field__input"
            defaultValue={params.get("table") ?? ""}
          />
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("status")}>{t("filters.status")}</label>
          <select
            id={field("status")}
            name="status"
            className="field__input"
            defaultValue={params.get("status") ?? ""}
          >
            <option value="">{t("filters.any")}</option>
            {orderStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {tc(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("mode")}>{t("filters.mode")}</label>
          <select
            id={field("mode")}
            name="mode"
            className="field__input"
            defaultValue={params.get("mode") ?? ""}
          >
            <option value="">{t("filters.any")}</option>
            {orderTypeSchema.options.map((m) => (
              <option key={m} value={m}>
                {t(`mode.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("method")}>{t("filters.method")}</label>
          <select
            id={field("method")}
            name="method"
            className="field__input"
            defaultValue={params.get("method") ?? ""}
          >
            <option value="">{t("filters.any")}</option>
            {payMethodSchema.options.map((m) => (
              <option key={m} value={m}>
                {tc(`methods.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("amount_min")}>{t("filters.amountMin")}</label>
          <input
            id={field("amount_min")}
            name="amount_min"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className="field__input"
            defaultValue={params.get("amount_min") ?? ""}
          />
        </div>
        <div className="history-filters__field">
          <label htmlFor={field("amount_max")}>{t("filters.amountMax")}</label>
          <input
            id={field("amount_max")}
            name="amount_max"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className="field__input"
            defaultValue={params.get("amount_max") ?? ""}
          />
        </div>
        <div className="history-filters__actions">
          <button type="submit" className="btn btn--primary">
            {t("filters.search")}
          </button>
          <Link className="btn btn--ghost" to="/console/history">
            {t("filters.clear")}
          </Link>
        </div>
      </form>
      {history.isError && (
        <p className="banner banner--error" role="alert">
          {t("invalid", { message: history.error.message })}
        </p>
      )}
      {history.isPending && <p aria-busy="true">{tc("shell.loading")}</p>}
      {history.isSuccess && (
        <section aria-labelledby="history-results" className="card-section">
          <h2 id="history-results">
            <span role="status">{t("shown", { count: rows.length })}</span>
          </h2>
          {rows.length === 0 ? (
            <p className="muted">{t("none")}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t("col.order")}</th>
                    <th scope="col">{t("col.time")}</th>
                    <th scope="col">{t("col.place")}</th>
                    <th scope="col">{t("col.status")}</th>
                    <th scope="col">{t("col.methods")}</th>
                    <th scope="col">{t("col.paid")}</th>
                    <th scope="col">{t("col.refunded")}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((o) => (
                    <tr key={o.id}>
                      <td>
                        <Link
                          to={`/console/history/orders/${encodeURIComponent(o.id)}${search ? `?${search}` : ""}`}
                          aria-label={t("open", { serial: o.serial })}
                        >
                          #{o.serial}
                        </Link>
                      </td>
                      <td>{formatDateTime(o.created_at, locale, me.venue.time_zone)}</td>
                      <td>
                        <bdi>
                          <OrderPlace type={o.order_type} section={o.section_name} table={o.table_name} />
                        </bdi>
                      </td>
                      <td>
                        <span className={`status status--${o.status}`}>{tc(`status.${o.status}`)}</span>
                      </td>
                      <td>{o.methods.map((m) => tc(`methods.${m}`)).join(", ") || "—"}</td>
                      <td className="num">{money(o.paid)}</td>
                      <td className="num">{o.refunded > 0 ? money(o.refunded) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {history.hasNextPage && (
            <button
              type="button"
              className="btn history-more"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t("more")}
            </button>
          )}
        </section>
      )}
      <Outlet />
    </main>
  );
}

// An order opened from the history: the console's order panel, closing back to the same search.
export function HistoryOrderPanel() {
  const { search } = useLocation();
  return <OrderPanel closeTo={`/console/history${search}`} />;
}
