import { useTranslation } from "react-i18next";
import type { StaffDay } from "@tablewise/domain/contract/staff";
import { formatDateTime } from "../../lib/format";

type Props = {
  deposits: StaffDay["deposits"];
  timeZone: string;
  locale: string;
  money: (n: number) => string;
};

// The reservation deposits whose money came in this day (paid online; refunded since or not), with the
// reservation they hold: its guest, start and party.
export function DayDeposits({ deposits, timeZone, locale, money }: Props) {
  const { t } = useTranslation("day");
  const { t: tc } = useTranslation("console");
  return (
    <section aria-labelledby="day-deposits" className="card-section">
      <h2 id="day-deposits">{t("deposits.title")}</h2>
      {deposits.length === 0 ? (
        <p className="muted">{t("deposits.none")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("deposits.paidAt")}</th>
                <th scope="col">{t("deposits.reservation")}</th>
                <th scope="col">{t("deposits.method")}</th>
                <th scope="col">{t("deposits.status")}</th>
                <th scope="col" className="num">
                  {t("deposits.amount")}
                </th>
                <th scope="col" className="num">
                  {t("deposits.refunded")}
                </th>
              </tr>
            </thead>
            <tbody>
              {deposits.map((d, i) => (
                <tr key={i}>
                  <td>{formatDateTime(d.at, locale, timeZone)}</td>
                  <td>
                    <bdi>{d.guest_name}</bdi> ·{" "}
                    {t("deposits.for", {
                      when: formatDateTime(d.starts_at, locale, timeZone),
                      count: d.persons,
                    })}
                  </td>
                  <td>{tc(`methods.${d.method}`)}</td>
                  <td>{t(`deposits.state.${d.status}`)}</td>
                  <td className="num">{money(d.amount)}</td>
                  <td className="num">{d.refunded > 0 ? money(d.refunded) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
