import { useTranslation } from "react-i18next";
import type { StaffDay } from "@tablewise/domain/contract/staff";
import { formatDateTime } from "../../lib/format";
import { consoleLocale } from "../../i18n/console-i18n";
import { useMe } from "../session/use-me";

// The day's guest ratings (contract/rating.ts): how many, their mean out of 5, and each 1 to 3 star one
// with its time, table, order and comment, in the venue's zone like the rest of the day.
export function DayRatings({ day }: { day: StaffDay }) {
  const { t } = useTranslation("console");
  const me = useMe();
  const data = day.ratings;
  if (!data) return null;
  const locale = consoleLocale();
  const average =
    data.average === null
      ? "—"
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.average);
  return (
    <section aria-labelledby="day-ratings" className="card-section" data-testid="day-ratings">
      <h2 id="day-ratings">{t("ratings.dayTitle")}</h2>
      <dl className="stats">
        <div className="stat">
          <dt>{t("ratings.count")}</dt>
          <dd data-testid="day-ratings-count">{data.count}</dd>
        </div>
        <div className="stat">
          <dt>{t("ratings.average")}</dt>
          <dd data-testid="day-ratings-average">{t("ratings.averageValue", { value: average })}</dd>
        </div>
      </dl>
      <h3>{t("ratings.low")}</h3>
      {data.low.length === 0 ? (
        <p className="muted">{t("ratings.none")}</p>
      ) : (
        <ul className="audit">
          {data.low.map((r) => (
            <li key={r._id} data-testid="day-low-rating">
              <strong>{t("ratings.star", { count: r.stars })}</strong> ·{" "}
              {formatDateTime(r.at, locale, me.venue.time_zone)}
              {r.table_name && (
                <>
                  {" "}
                  ·{" "}
                  {t("ratings.table", { table: [r.section_name, r.table_name].filter(Boolean).join(" · ") })}
                </>
              )}{" "}
              · {t("ratings.order", { serial: r.order_serial })}
              <br />
              {r.comment ? (
                <q dir="auto">{r.comment}</q>
              ) : (
                <span className="muted">{t("ratings.noComment")}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
