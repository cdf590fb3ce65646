import { useTranslation } from "react-i18next";
import type { DayReservation } from "@tablewise/domain/contract/staff-reservations";
import { depositState, mayCancel, mayMove } from "./reservation-facts";

export type RowActions = {
  time: (iso: string) => string;
  money: (n: number) => string;
  onMove: (r: DayReservation) => void;
  onCancel: (r: DayReservation) => void;
};

// The day's reservations as a table: time (start–end), guest and phone, persons, status, deposit, actions.
export function ReservationList({ rows, actions }: { rows: DayReservation[]; actions: RowActions }) {
  const { t } = useTranslation("reservations");
  return (
    <div className="table-scroll">
      <table className="data-table reservation-list">
        <caption className="visually-hidden">{t("list.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("list.time")}</th>
            <th scope="col">{t("list.guest")}</th>
            <th scope="col">{t("list.persons")}</th>
            <th scope="col">{t("list.status")}</th>
            <th scope="col">{t("list.deposit")}</th>
            <th scope="col">{t("list.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const deposit = depositState(r);
            const name = `${r.client_first_name} ${r.client_last_name}`;
            return (
              <tr key={r._id} data-testid="reservation-row" data-status={r.status}>
                <td className="reservation-list__time">
                  <bdi>
                    {actions.time(r.reservation_date)}–{actions.time(r.ends_at)}
                  </bdi>
                </td>
                <td>
                  <span className="reservation-list__name">{name}</span>
                  <a className="reservation-list__phone" href={`tel:${r.client_phone}`} dir="ltr">
                    {r.client_phone}
                  </a>
                  {r.status === "cancelled" && r.reason && (
                    <span className="muted reservation-list__reason">
                      {t("list.reason", { reason: r.reason })}
                    </span>
                  )}
                </td>
                <td>{t("persons", { count: r.persons_count })}</td>
                <td>
                  <span className={`status reservation-status--${r.status}`}>{t(`status.${r.status}`)}</span>
                </td>
                <td>
                  {deposit === "none" ? (
                    t("deposit.none")
                  ) : (
                    <>
                      {actions.money(r.deposit)}{" "}
                      <span className={`status reservation-deposit--${deposit}`}>
                        {t(`deposit.${deposit}`)}
                      </span>
                    </>
                  )}
                </td>
                <td>
                  <div className="reservation-list__actions">
                    {mayMove(r) && (
                      <button
                        type="button"
                        className="btn"
                        onClick={() => actions.onMove(r)}
                        aria-label={t("move.label", { name })}
                      >
                        {t("move.button")}
                      </button>
                    )}
                    {mayCancel(r) && (
                      <button
                        type="button"
                        className="btn btn--danger-ghost"
                        onClick={() => actions.onCancel(r)}
                        aria-label={t("cancel.label", { name })}
                      >
                        {t("cancel.button")}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
