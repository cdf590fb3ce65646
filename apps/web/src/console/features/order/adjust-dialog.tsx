import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import type { AdjustBody } from "@tablewise/domain/contract/staff";
import { openUnits, planAdjustment, type AdjustmentKind } from "@tablewise/domain/rules/bill-adjustment";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";
import { formatMoney } from "../../../lib/format-money";
import { consoleLocale } from "../../i18n/console-i18n";
import { ModalDialog } from "../../ui/modal-dialog";
import { useMe } from "../session/use-me";

const kinds: readonly AdjustmentKind[] = ["void", "comp", "discount"];
const wholeOrder = "";

// A void, comp or discount of an accepted bill, per line or for the whole order, with a reason (SPEC §4
// bill). Only units neither paid nor held can change (the server refuses the rest: refund first). The
// amount shown is the domain rule's preview; the server computes it again. A waiter's dialog asks for a
// manager's login and password on the spot; the server checks them like a sign-in and records both.
export function AdjustDialog({
  order,
  error,
  pending,
  onClose,
  onSubmit,
}: {
  order: Order;
  error: string | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: AdjustBody) => void;
}) {
  const { t } = useTranslation("console");
  const me = useMe();
  const id = useId();
  const [kind, setKind] = useState<AdjustmentKind>("void");
  const [lineId, setLineId] = useState(wholeOrder);
  const [quantity, setQuantity] = useState(1);
  const [percent, setPercent] = useState(10);
  const [reason, setReason] = useState("");
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const needsApproval = me.role === "waiter";
  const lines = order.list.map((l) => ({ ...l, unitPrice: toMinorUnits(l.price) }));
  const line = lines.find((l) => l._id === lineId);
  const open = line ? openUnits(line) : 0;
  const plan = planAdjustment(lines, {
    kind,
    ...(line ? { line_id: line._id, quantity: Math.min(quantity, open) } : {}),
    ...(kind === "discount" ? { percent } : {}),
  });
  const amount = "amount" in plan ? fromMinorUnits(plan.amount) : 0;
  const money = (n: number) => formatMoney(n, me.venue.currency, consoleLocale());
  const valid =
    "amount" in plan && reason.trim().length > 0 && (!needsApproval || (login.trim() && password));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSubmit({
      kind,
      ...(line ? { line_id: line._id, quantity: Math.min(quantity, open) } : {}),
      ...(kind === "discount" ? { percent } : {}),
      reason: reason.trim(),
      ...(needsApproval ? { approval: { login: login.trim(), password } } : {}),
    });
  };
  return (
    <ModalDialog labelledBy={`${id}-t`} onClose={onClose}>
      <form className="dialog__body" onSubmit={submit}>
        <h2 id={`${id}-t`} className="dialog__title">
          {t("adjust.title", { serial: order.serial_order_id })}
        </h2>
        <fieldset className="dialog__choices">
          <legend>{t("adjust.kind")}</legend>
          {kinds.map((k) => (
            <label key={k} className="choice">
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(`adjust.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field__label">{t("adjust.what")}</span>
          <select className="field__input" value={lineId} onChange={(e) => setLineId(e.target.value)}>
            <option value={wholeOrder}>{t("adjust.wholeOrder")}</option>
            {lines.map((l) => (
              <option key={l._id} value={l._id} disabled={openUnits(l) === 0}>
                {t("adjust.lineOption", { name: l.name, count: openUnits(l) })}
              </option>
            ))}
          </select>
        </label>
        {line && open > 1 && (
          <label className="field">
            <span className="field__label">{t("adjust.quantity")}</span>
            <input
              className="field__input"
              type="number"
              min={1}
              max={open}
              value={quantity}
              onChange={(e) => setQuantity(Math.max(1, Math.min(open, Number(e.target.value) || 1)))}
            />
          </label>
        )}
        {kind === "discount" && (
          <label className="field">
            <span className="field__label">{t("adjust.percent")}</span>
            <input
              className="field__input"
              type="number"
              min={1}
              max={99}
              value={percent}
              onChange={(e) => setPercent(Math.max(1, Math.min(99, Math.trunc(Number(e.target.value)) || 1)))}
            />
          </label>
        )}
        <label className="field">
          <span className="field__label">{t("adjust.reason")}</span>
          <input
            className="field__input"
            maxLength={300}
            value={reason}
            required
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {needsApproval && (
          <fieldset className="dialog__choices">
            <legend>{t("adjust.approval")}</legend>
            <label className="field">
              <span className="field__label">{t("adjust.managerLogin")}</span>
              <input
                className="field__input"
                autoComplete="off"
                value={login}
                onChange={(e) => setLogin(e.target.value)}
              />
            </label>
            <label className="field">
              <span className="field__label">{t("adjust.managerPassword")}</span>
              <input
                className="field__input"
                type="password"
                autoComplete="off"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
          </fieldset>
        )}
        <p aria-live="polite">
          {"amount" in plan ? t("adjust.takesOff", { amount: money(amount) }) : t("adjust.nothingOpen")}
        </p>
        {error && (
          <p className="ticket__error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!valid || pending}>
            {t(`adjust.submit.${kind}`, { amount: money(amount) })}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
