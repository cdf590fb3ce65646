import { useTranslation } from "react-i18next";
import type { OrderLine, PaymentRequest } from "@tablewise/domain/contract/order";
import type { SelectedItem } from "@tablewise/domain/contract/order-calls";
import { formatMoney } from "../../../lib/format-money";
import { useNow } from "../../../lib/use-now";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { lineState, type HeldBy } from "./bill-line-state";
import { formatCountdown, pendingMsLeft } from "../../payment/countdown";
import { isMyPayment } from "../pay/my-payments";
import type { DeclinedAppend } from "./declined-appends";

type BillListProps = {
  lines: readonly OrderLine[];
  // Lines of appends the venue has not accepted yet, shown as waiting (not payable).
  waitingLines: readonly OrderLine[];
  // Additions the venue declined: struck through with its reason, never paid (SPEC §4).
  declined: readonly DeclinedAppend[];
  requests: readonly PaymentRequest[];
  selected: readonly SelectedItem[];
  currency: string;
  onChange: (selected: SelectedItem[]) => void;
  // Paying a share of the money, not items: the lines are shown, not chosen.
  isByAmount?: boolean;
};

// SPEC §2 eat-in bill: every line with a checkbox, a quantity to pay (1 up to what is still unpaid) once
// chosen. Each line says its state (waiting for the venue, to pay, being paid by you or by
// another guest with the time their hold has left, paid, "1 of 2 paid"), never a bare error.
export function BillList({
  lines,
  waitingLines,
  declined,
  requests,
  selected,
  currency,
  onChange,
  isByAmount = false,
}: BillListProps) {
  const { t, i18n } = useTranslation("order");
  const now = useNow(1000);
  const byId = new Map(selected.map((s) => [s.line_id, s.quantity]));
  const setLine = (lineId: string, quantity: number | null) => {
    const rest = selected.filter((s) => s.line_id !== lineId);
    onChange(quantity ? [...rest, { line_id: lineId, quantity }] : rest);
  };
  const heldText = (by: HeldBy | null, count: number) => {
    if (!by) return t("bill.held", { count });
    if (by.isMine) return t(`bill.held_mine_${by.status}`);
    if (by.status === "pending" && by.expiresAt)
      return t("bill.held_other", {
        time: formatCountdown(pendingMsLeft(by.expiresAt, now)),
      });
    return t("bill.held_other_requested");
  };
  return (
    <ul className="bill" data-testid="bill">
      {lines.map((line) => {
        const s = lineState(line, requests, isMyPayment);
        const chosen = byId.get(line._id);
        const choices = [...line.variants, ...line.modificators].map((c) => c.name).join(", ");
        const state = s.unpaid > 0 ? "open" : s.held > 0 ? "held" : "paid";
        return (
          <li
            key={line._id}
            className="bill-line"
            data-paid={String(state === "paid")}
            data-held={String(s.held > 0)}
            data-state={state}
            data-testid="bill-line"
          >
            <label className="bill-line__main">
              <input
                type="checkbox"
                className="bill-line__check"
                checked={chosen !== undefined}
                disabled={isByAmount || s.unpaid === 0}
                onChange={(e) => setLine(line._id, e.target.checked ? s.unpaid : null)}
              />
              <span className="bill-line__text">
                <span className="bill-line__name">
                  {line.quantity} × {line.name}
                </span>
                {choices && <span className="bill-line__choices">{choices}</span>}
                {s.paid > 0 && s.paid < line.quantity && (
                  <span className="bill-line__part" data-testid="bill-line-part">
                    {t("bill.part_paid", { paid: s.paid, total: line.quantity })}
                  </span>
                )}
                {s.held > 0 && (
                  <span
                    className="bill-line__held"
                    data-testid="bill-line-held"
                    data-mine={String(s.heldBy?.isMine ?? false)}
                  >
                    {heldText(s.heldBy, s.held)}
                  </span>
                )}
              </span>
              <span className="bill-line__sum">
                {s.unpaid > 0
                  ? formatMoney(line.price * s.unpaid, currency, i18n.language)
                  : s.held > 0
                    ? t(`payment_status.${s.heldBy?.status ?? "requested"}`)
                    : line.price === 0 && line.full_price > 0
                      ? t("changes.on_the_house")
                      : t("bill.paid")}
              </span>
            </label>
            {chosen !== undefined && s.unpaid > 1 && (
              <div className="bill-line__qty">
                <QuantityStepper
                  value={chosen}
                  min={1}
                  max={s.unpaid}
                  onChange={(q) => setLine(line._id, q)}
                  decreaseLabel={t("bill.decrease", { name: line.name })}
                  increaseLabel={t("bill.increase", { name: line.name })}
                  valueLabel={t("bill.quantity", { name: line.name })}
                />
              </div>
            )}
          </li>
        );
      })}
      {waitingLines.map((line) => (
        <li key={line._id} className="bill-line" data-state="waiting" data-testid="bill-line-waiting">
          <div className="bill-line__main">
            <span className="bill-line__check" aria-hidden="true" />
            <span className="bill-line__text">
              <span className="bill-line__name">
                {line.quantity} × {line.name}
              </span>
              <span className="bill-line__held">{t("bill.waiting")}</span>
            </span>
            <span className="bill-line__sum">{formatMoney(line.total, currency, i18n.language)}</span>
          </div>
        </li>
      ))}
      {declined.flatMap((append) =>
        append.list.map((line) => (
          <li key={line._id} className="bill-line" data-state="declined" data-testid="bill-line-declined">
            <div className="bill-line__main">
              <span className="bill-line__check" aria-hidden="true" />
              <span className="bill-line__text">
                <del className="bill-line__name">
                  {line.quantity} × {line.name}
                </del>
                <span className="bill-line__declined" data-testid="bill-line-declined-reason">
                  {/* The venue's own words keep their direction inside an Arabic sentence (isolated). */}
                  {append.reason
                    ? t("bill.declined", { reason: `\u2068${append.reason}\u2069` })
                    : t("bill.declined_no_reason")}
                </span>
              </span>
              <del className="bill-line__sum">{formatMoney(line.total, currency, i18n.language)}</del>
            </div>
          </li>
        )),
      )}
    </ul>
  );
}
