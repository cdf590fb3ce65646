import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CloseBody, StaffOrder } from "@tablewise/domain/contract/staff";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { formatMoney } from "../../../lib/format-money";
import { ago } from "../../lib/format";
import { consoleLocale } from "../../i18n/console-i18n";
import { useMe } from "../session/use-me";
import { CloseBillDialog } from "./close-bill-dialog";
import { DeclineDialog } from "./decline-dialog";
import {
  canDecline,
  latenessOf,
  leftToPayUnits,
  minutesSince,
  primaryAction,
  roleMay,
  ticketSince,
  type LaneId,
} from "./lanes";
import { ClientBlock, OrderWhere } from "./order-heading";
import { OrderLines } from "./order-lines";
import { linesTotal } from "./order-parts";
import { useBoardAction, withKey } from "./use-actions";

// One order on the board: read from two metres (serial, table, age), one big button for its next step.
export function Ticket({ item, lane, now }: { item: StaffOrder; lane: LaneId; now: number }) {
  const { t } = useTranslation("console");
  const me = useMe();
  const action = useBoardAction();
  const [declining, setDeclining] = useState(false);
  const [closing, setClosing] = useState(false);
  const order = item.order;
  const minutes = minutesSince(ticketSince(item), now);
  const lateness = latenessOf(lane, minutes);
  const waitingAppend =
    order.status !== "waiting" ? order.appends.find((a) => a.status === "waiting") : undefined;
  // An eat-in order whose stations have bumped every line: the food waits at the pass for its waiter.
  const readyToServe =
    order.order_type === "inside" && order.status === "serving" && !waitingAppend && !!item.kitchen_ready_at;
  const primary = primaryAction(item);
  const mayPrimary = primary !== null && roleMay(me.role, primary);
  const titleId = `ticket-${order._id}`;
  const nextId = `next-${order._id}`;
  const serial = order.serial_order_id;
  // An addition's ticket is the addition: its lines and its own total (the bill's total is in Details).
  const total = waitingAppend ? linesTotal(waitingAppend.list) : order.total;
  // An eat-in bill: what is still unpaid (SPEC §4). Closing with some left asks why first.
  const leftUnits = order.order_type === "inside" && !waitingAppend ? leftToPayUnits(item) : 0;
  const money = (n: number) => formatMoney(n, me.venue.currency, consoleLocale());
  const left = money(fromMinorUnits(leftUnits));
  const closeNow = (close?: NonNullable<CloseBody>) =>
    action.mutate(
      withKey(
        { kind: "order", id: order._id, action: "close", close },
        { message: t("done.order.close", { serial }), focus: [titleId, "lane-progress", "lane-new"] },
      ),
    );
  return (
    <article className={`ticket ticket--${lateness}`} aria-labelledby={titleId}>
      <header className="ticket__head">
        <h3 className="ticket__title" id={titleId} tabIndex={-1}>
          <span className="ticket__serial">#{order.serial_order_id}</span>
          <OrderWhere order={order} timeZone={me.venue.time_zone} />
        </h3>
        <span className={`age age--${lateness}`}>
          {lateness !== "fresh" && <span className="age__word">{t(`lateness.${lateness}`)}</span>}
          <time dateTime={ticketSince(item)}>{ago(t, minutes)}</time>
        </span>
      </header>
      {readyToServe && (
        <p className="ticket__ready">
          <span aria-hidden="true">✓ </span>
          {t("order.readyToServe")}
        </p>
      )}
      {waitingAppend ? (
        <>
          <p className="ticket__note">{t("order.addition")}</p>
          <OrderLines lines={waitingAppend.list} />
        </>
      ) : (
        <OrderLines lines={order.list} />
      )}
      {order.comment && (
        <p className="ticket__comment">
          <bdi>“{order.comment}”</bdi>
        </p>
      )}
      <ClientBlock order={item} />
      {order.status === "paying" && leftUnits > 0 && (
        <p className="ticket__note">{t("order.leftToPay", { amount: left })}</p>
      )}
      <div className="ticket__foot">
        <span className="ticket__total">{money(total)}</span>
        <Link className="ticket__more" to={`/console/orders/${encodeURIComponent(order._id)}`}>
          {t("order.details")}
          <span className="visually-hidden"> #{order.serial_order_id}</span>
        </Link>
      </div>
      {(mayPrimary || canDecline(item)) && (
        <div className="ticket__actions">
          {canDecline(item) && (
            <button
              type="button"
              className="btn btn--danger-ghost"
              disabled={action.isPending}
              onClick={() => setDeclining(true)}
            >
              {t("actions.decline")}
            </button>
          )}
          {mayPrimary && primary && (
            <button
              type="button"
              id={nextId}
              className="btn btn--primary btn--big"
              disabled={action.isPending}
              onClick={() =>
                primary === "close" && leftUnits > 0
                  ? setClosing(true)
                  : action.mutate(
                      withKey(
                        { kind: "order", id: order._id, action: primary },
                        {
                          message: t(`done.order.${primary}`, { serial }),
                          focus: [nextId, titleId, "lane-progress", "lane-new"],
                        },
                      ),
                    )
              }
            >
              {t(`orderActions.${primary}`)}
            </button>
          )}
        </div>
      )}
      {action.isError && (
        <p className="ticket__error" role="alert">
          {t("errors.action", { message: action.error.message })}
        </p>
      )}
      {closing && (
        <CloseBillDialog
          serial={serial}
          unpaid={left}
          onClose={() => setClosing(false)}
          onConfirm={(body) => {
            setClosing(false);
            closeNow(body);
          }}
        />
      )}
      <DeclineDialog
        open={declining}
        title={
          waitingAppend
            ? t("decline.appendTitle", { serial: order.serial_order_id })
            : t("decline.orderTitle", { serial: order.serial_order_id })
        }
        onClose={() => setDeclining(false)}
        onDecline={(reason) => {
          setDeclining(false);
          action.mutate(
            withKey(
              { kind: "order", id: order._id, action: "decline", reason },
              { message: t("done.order.decline", { serial }), focus: [nextId, titleId, "lane-new"] },
            ),
          );
        }}
      />
    </article>
  );
}
