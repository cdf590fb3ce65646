import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StaffReservation, WaiterCall } from "@tablewise/domain/contract/staff";
import { formatMoney } from "../../../lib/format-money";
import { ago, countdown, formatDateTime, formatTime } from "../../lib/format";
import { consoleLocale } from "../../i18n/console-i18n";
import { useMe } from "../session/use-me";
import { DeclineDialog } from "./decline-dialog";
import { latenessOf, minutesSince, type PaymentItem } from "./lanes";
import { OrderWhere, tableLabel } from "./order-heading";
import { useBoardAction, withKey } from "./use-actions";

function ActionError({ error }: { error: Error | null }) {
  const { t } = useTranslation("console");
  if (!error) return null;
  return (
    <p className="ticket__error" role="alert">
      {t("errors.action", { message: error.message })}
    </p>
  );
}

// A cash or card payment a guest promised (confirm when the money is taken), or a held online split part.
export function PaymentCard({ item, now }: { item: PaymentItem; now: number }) {
  const { t } = useTranslation("console");
  const me = useMe();
  const action = useBoardAction();
  const { order, payment } = item;
  const minutes = minutesSince(payment.created_at, now);
  const lateness = latenessOf("payments", minutes);
  const id = `pay-${payment.id}`;
  const serial = order.order.serial_order_id;
  // The card leaves the board with the payment decided: focus goes to the order's own card.
  const decided = (what: "confirm" | "reject") =>
    action.mutate(
      withKey(
        { kind: "payment", id: payment.id, action: what },
        {
          message: t(`done.payment.${what}`, { serial }),
          focus: [`ticket-${order.order._id}`, "lane-payments"],
        },
      ),
    );
  return (
    <article className={`ticket ticket--${lateness}`} aria-labelledby={id}>
      <header className="ticket__head">
        <h3 className="ticket__title" id={id} tabIndex={-1}>
          <span className="ticket__serial">#{order.order.serial_order_id}</span>
          <OrderWhere order={order.order} timeZone={me.venue.time_zone} />
        </h3>
        <span className={`age age--${lateness}`}>
          <time dateTime={payment.created_at}>{ago(t, minutes)}</time>
        </span>
      </header>
      <p className="pay-line">
        <span className="pay-line__amount">
          {formatMoney(payment.total, me.venue.currency, consoleLocale())}
        </span>
        <span className={`method method--${payment.method}`}>{t(`methods.${payment.method}`)}</span>
        {payment.tip > 0 && (
          <span className="muted">
            {t("payments.tip", { amount: formatMoney(payment.tip, me.venue.currency, consoleLocale()) })}
          </span>
        )}
      </p>
      {payment.status === "held" ? (
        <p className="ticket__note">
          {item.deadline
            ? t("payments.heldUntil", { left: countdown(item.deadline, now) })
            : t("payments.held")}
        </p>
      ) : (
        <div className="ticket__actions">
          <button
            type="button"
            className="btn btn--danger-ghost"
            disabled={action.isPending}
            onClick={() => decided("reject")}
          >
            {t("payments.reject")}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--big"
            disabled={action.isPending}
            onClick={() => decided("confirm")}
          >
            {t(`payments.confirm.${payment.method === "card" ? "card" : "cash"}`)}
          </button>
        </div>
      )}
      <Link className="ticket__more" to={`/console/orders/${encodeURIComponent(order.order._id)}`}>
        {t("order.details")}
        <span className="visually-hidden"> #{order.order.serial_order_id}</span>
      </Link>
      <ActionError error={action.error} />
    </article>
  );
}

// A guest's call for a waiter: acknowledging it tells the guest "a waiter is coming".
export function CallCard({ call, now }: { call: WaiterCall; now: number }) {
  const { t } = useTranslation("console");
  const action = useBoardAction();
  const minutes = minutesSince(call.called_at, now);
  const done = call.acknowledged_at !== null;
  const lateness = done ? "fresh" : latenessOf("calls", minutes);
  const id = `call-${call.id}`;
  const where = `${call.section_name} · ${tableLabel(t, call.table_name)}`;
  return (
    <article className={`ticket ticket--${lateness} ${done ? "ticket--done" : ""}`} aria-labelledby={id}>
      <header className="ticket__head">
        <h3 className="ticket__title" id={id} tabIndex={-1}>
          <span className="where">{where}</span>
        </h3>
        <span className={`age age--${lateness}`}>
          {lateness !== "fresh" && <span className="age__word">{t(`lateness.${lateness}`)}</span>}
          <time dateTime={call.called_at}>{ago(t, minutes)}</time>
        </span>
      </header>
      {done ? (
        <p className="ticket__note">{t("calls.acknowledgedBy", { name: call.acknowledged_by ?? "—" })}</p>
      ) : (
        <div className="ticket__actions">
          <button
            type="button"
            className="btn btn--primary btn--big"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                withKey(
                  { kind: "waiter_call", id: call.id, action: "acknowledge" },
                  { message: t("done.call", { where }), focus: [id, "lane-calls"] },
                ),
              )
            }
          >
            {t("calls.acknowledge")}
          </button>
        </div>
      )}
      <ActionError error={action.error} />
    </article>
  );
}

// Today's and upcoming reservations: time, persons, services, deposit; the venue confirms or declines.
export function ReservationCard({ reservation }: { reservation: StaffReservation }) {
  const { t } = useTranslation("console");
  const me = useMe();
  const action = useBoardAction();
  const [declining, setDeclining] = useState(false);
  const locale = consoleLocale();
  const id = `res-${reservation._id}`;
  const name = `${reservation.client_first_name} ${reservation.client_last_name}`;
  const decided = (what: "confirm" | "decline", reason?: string) =>
    action.mutate(
      withKey(
        { kind: "reservation", id: reservation._id, action: what, reason },
        { message: t(`done.reservation.${what}`, { name }), focus: [id, "lane-reservations"] },
      ),
    );
  const deposit =
    reservation.deposit <= 0
      ? t("reservations.noDeposit")
      : reservation.paid
        ? t("reservations.depositPaid", {
            amount: formatMoney(reservation.deposit, me.venue.currency, locale),
          })
        : t("reservations.depositUnpaid", {
            amount: formatMoney(reservation.deposit, me.venue.currency, locale),
          });
  return (
    <article className="ticket" aria-labelledby={id}>
      <header className="ticket__head">
        <h3 className="ticket__title" id={id} tabIndex={-1}>
          <span className="ticket__serial">
            {formatTime(reservation.reservation_date, locale, me.venue.time_zone)}
          </span>
          <span className="where">
            {reservation.client_first_name} {reservation.client_last_name}
          </span>
        </h3>
        <span className={`status status--${reservation.status}`}>
          {t(`reservations.status.${reservation.status}`)}
        </span>
      </header>
      <p className="ticket__note">
        {formatDateTime(reservation.reservation_date, locale, me.venue.time_zone)} ·{" "}
        {t("reservations.persons", { count: reservation.persons_count })}
      </p>
      {reservation.services.length > 0 && (
        <p className="ticket__note">{reservation.services.map((s) => s.name).join(", ")}</p>
      )}
      <p className="ticket__note">{deposit}</p>
      {reservation.comment && (
        <p className="ticket__comment">
          <bdi>“{reservation.comment}”</bdi>
        </p>
      )}
      <p className="ticket__note">
        <a href={`tel:${reservation.client_phone}`} dir="ltr">
          {reservation.client_phone}
        </a>
      </p>
      {reservation.status === "pending" && (
        <div className="ticket__actions">
          <button
            type="button"
            className="btn btn--danger-ghost"
            disabled={action.isPending}
            onClick={() => setDeclining(true)}
          >
            {t("actions.decline")}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--big"
            disabled={action.isPending}
            onClick={() => decided("confirm")}
          >
            {t("reservations.confirm")}
          </button>
        </div>
      )}
      <ActionError error={action.error} />
      <DeclineDialog
        open={declining}
        title={t("decline.reservationTitle")}
        onClose={() => setDeclining(false)}
        onDecline={(reason) => {
          setDeclining(false);
          decided("decline", reason);
        }}
      />
    </article>
  );
}
