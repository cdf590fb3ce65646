import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { StaffOrderDetail } from "@tablewise/domain/contract/staff";
import { formatMoney } from "../../../lib/format-money";
import { formatDateTime } from "../../lib/format";
import { getOrder } from "../../lib/staff-calls";
import { consoleLocale } from "../../i18n/console-i18n";
import { isFloor, isManager, useMe } from "../session/use-me";
import { ClientBlock, OrderWhere } from "../board/order-heading";
import { OrderLines } from "../board/order-lines";
import { appendState, firstLines } from "../board/order-parts";
import { useBoardAction, withKey } from "../board/use-actions";
import { RefundDialog } from "./refund-dialog";
import { AdjustDialog } from "./adjust-dialog";
import { BillAdjustments } from "./bill-adjustments";
import { useAdjust } from "./use-adjust";
import { auditAction } from "./audit-action";
import { OrderFiscal } from "../fiscal/order-fiscal";
import { OrderPos } from "../pos/order-pos";

// An order in full: lines and appends, payments with their actions, totals, the client
// and the audit list. A side panel over the board at 1280, the whole screen on narrow ones (CSS).
// `closeTo`: where Close and Escape go (the board, or the history search it was opened from).
export function OrderPanel({ closeTo = "/console" }: { closeTo?: string }) {
  const { t } = useTranslation("console");
  const { id = "" } = useParams();
  const me = useMe();
  const query = useQuery({ queryKey: ["order", id], queryFn: ({ signal }) => getOrder(id, signal) });
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening moves focus to the heading; closing (the button, Escape, the browser's back) gives it back to
  // the "Details" link that opened the panel, or that order's link if the board re-drew it (WCAG 2.4.3).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = headingRef.current?.closest("aside") ?? null;
    headingRef.current?.focus();
    return () => {
      const focus = document.activeElement;
      if (focus && focus !== document.body && !panel?.contains(focus)) return;
      const link = document.querySelector<HTMLElement>(`a[href="/console/orders/${encodeURIComponent(id)}"]`);
      (opener && opener !== document.body && opener.isConnected ? opener : link)?.focus();
    };
  }, [id]);
  // Escape closes the panel, unless a dialog inside it takes the key (its own Escape).
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest("dialog")) return;
      void navigate(closeTo);
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [navigate, closeTo]);
  const detail = query.data;
  return (
    <aside className="panel" aria-labelledby="order-panel-title">
      <div className="panel__head">
        <h2 className="panel__title" id="order-panel-title" tabIndex={-1} ref={headingRef}>
          {detail ? t("order.title", { serial: detail.order.serial_order_id }) : t("order.loading")}
        </h2>
        <Link className="btn btn--ghost" to={closeTo}>
          {t("actions.close")}
        </Link>
      </div>
      {query.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.order")}
        </p>
      )}
      {detail && <OrderBody detail={detail} canMoney={isFloor(me)} canRefund={isManager(me)} />}
    </aside>
  );
}

function OrderBody({
  detail,
  canMoney,
  canRefund,
}: {
  detail: StaffOrderDetail;
  canMoney: boolean;
  canRefund: boolean;
}) {
  const { t } = useTranslation("console");
  const me = useMe();
  const action = useBoardAction();
  const [refunding, setRefunding] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const adjust = useAdjust(detail.order._id, {
    message: t("adjust.done", { serial: detail.order.serial_order_id }),
    onDone: () => setAdjusting(false),
  });
  // SPEC §4 bill: an accepted eat-in bill still open can be voided, comped or discounted by the floor.
  const canAdjust =
    canMoney &&
    detail.order.order_type === "inside" &&
    ["serving", "served", "paying"].includes(detail.order.status);
  const locale = consoleLocale();
  const money = (n: number) => formatMoney(n, me.venue.currency, locale);
  const order = detail.order;
  const refundTarget = detail.payments.find((p) => p.id === refunding) ?? null;
  const serial = order.serial_order_id;
  // The row's buttons go with the decision: focus goes to the panel's heading.
  const decided = (id: string, what: "confirm" | "reject" | "refund", amount?: number) =>
    action.mutate(
      withKey(
        { kind: "payment", id, action: what, amount },
        { message: t(`done.payment.${what}`, { serial }), focus: ["order-panel-title"] },
      ),
    );
  return (
    <div className="panel__body">
      <p className="panel__meta">
        <OrderWhere order={order} timeZone={me.venue.time_zone} /> ·{" "}
        <span className={`status status--${order.status}`}>{t(`status.${order.status}`)}</span>
        {detail.fulfilment && <> · {t(`fulfilment.${detail.fulfilment}`)}</>}
      </p>
      {order.reason && <p className="ticket__comment">{t("order.reason", { reason: order.reason })}</p>}
      <section aria-labelledby="od-lines">
        <h3 id="od-lines">{t("order.lines")}</h3>
        <OrderLines lines={firstLines(order)} />
        {order.appends.map((a) => {
          const state = appendState(a);
          return (
            <div key={a._id} className={`append append--${state}`}>
              <p className="ticket__note">
                {t("order.appendAt", { time: formatDateTime(a.created_at, locale, me.venue.time_zone) })} ·{" "}
                <span className={`status status--append-${state}`}>{t(`order.appendStatus.${state}`)}</span>
                {a.reason && <> · {t("order.reason", { reason: a.reason })}</>}
              </p>
              <OrderLines lines={a.list} struck={state === "declined"} />
            </div>
          );
        })}
        {order.comment && (
          <p className="ticket__comment">
            <bdi>“{order.comment}”</bdi>
          </p>
        )}
      </section>
      <BillAdjustments order={order} />
      {canAdjust && (
        <p>
          <button type="button" className="btn" onClick={() => setAdjusting(true)}>
            {t("adjust.open")}
          </button>
        </p>
      )}
      <ClientBlock order={detail} />
      <section aria-labelledby="od-totals">
        <h3 id="od-totals">{t("order.totals")}</h3>
        <dl className="totals">
          <div>
            <dt>{t("order.sum")}</dt>
            <dd>{money(order.sum)}</dd>
          </div>
          {order.discount > 0 && (
            <div>
              <dt>{t("order.discount")}</dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          )}
          {(order.delivery_fee ?? 0) > 0 && (
            <div>
              <dt>{t("order.deliveryFee")}</dt>
              <dd>{money(order.delivery_fee ?? 0)}</dd>
            </div>
          )}
          {order.tip_amount > 0 && (
            <div>
              <dt>{t("order.tip")}</dt>
              <dd>{money(order.tip_amount)}</dd>
            </div>
          )}
          <div className="totals__total">
            <dt>{t("order.total")}</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="od-payments">
        <h3 id="od-payments">{t("order.payments")}</h3>
        {detail.payments.length === 0 && <p className="muted">{t("order.noPayments")}</p>}
        <ul className="payments">
          {detail.payments.map((p) => (
            <li key={p.id} className="payments__row">
              <span className="payments__what">
                <strong>{money(p.total)}</strong> {t(`methods.${p.method}`)} ·{" "}
                <span className={`status status--${p.status}`}>{t(`paymentStatus.${p.status}`)}</span>
                {p.refunded_amount > 0 && <> · {t("order.refunded", { amount: money(p.refunded_amount) })}</>}
              </span>
              <span className="payments__actions">
                {canMoney && p.status === "requested" && (
                  <>
                    <button
                      type="button"
                      className="btn btn--danger-ghost"
                      disabled={action.isPending}
                      onClick={() => decided(p.id, "reject")}
                    >
                      {t("payments.reject")}
                    </button>
                    <button
                      type="button"
                      className="btn btn--primary"
                      disabled={action.isPending}
                      onClick={() => decided(p.id, "confirm")}
                    >
                      {t(`payments.confirm.${p.method === "card" ? "card" : "cash"}`)}
                    </button>
                  </>
                )}
                {canRefund && p.method === "online" && p.status === "paid" && p.refunded_amount < p.total && (
                  <button type="button" className="btn" onClick={() => setRefunding(p.id)}>
                    {t("refund.open")}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
        {action.isError && (
          <p className="ticket__error" role="alert">
            {t("errors.action", { message: action.error.message })}
          </p>
        )}
      </section>
      <OrderFiscal venueId={me.venue._id} orderId={order._id} />
      <OrderPos venueId={me.venue._id} orderId={order._id} />
      <section aria-labelledby="od-audit">
        <h3 id="od-audit">{t("order.audit")}</h3>
        {detail.audit.length === 0 ? (
          <p className="muted">{t("order.noAudit")}</p>
        ) : (
          <ol className="audit">
            {detail.audit.map((entry, i) => (
              <li key={i}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale, me.venue.time_zone)}</time>{" "}
                <strong>{entry.actor.name}</strong> ({t(`actorKind.${entry.actor.kind}`)}):{" "}
                {auditAction(t, entry.action)}
                {entry.amount !== undefined && <> · {money(entry.amount)}</>}
                {entry.reason && <> · “{entry.reason}”</>}
                {entry.approved_by && <> · {t("adjust.approvedBy", { name: entry.approved_by })}</>}
              </li>
            ))}
          </ol>
        )}
      </section>
      {adjusting && (
        <AdjustDialog
          order={order}
          pending={adjust.isPending}
          error={adjust.isError ? t("errors.action", { message: adjust.error.message }) : null}
          onClose={() => {
            adjust.reset();
            setAdjusting(false);
          }}
          onSubmit={(body) => adjust.mutate(body)}
        />
      )}
      {refundTarget && (
        <RefundDialog
          payment={refundTarget}
          onClose={() => setRefunding(null)}
          onRefund={(amount) => {
            setRefunding(null);
            decided(refundTarget.id, "refund", amount);
          }}
        />
      )}
    </div>
  );
}
