import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { StaffPayment } from "@tablewise/domain/contract/staff";
import { formatMoney } from "../../../lib/format-money";
import { consoleLocale } from "../../i18n/console-i18n";
import { ModalDialog } from "../../ui/modal-dialog";
import { useMe } from "../session/use-me";

// A manager refunds an online payment in full or in part, then confirms it in a second step (money leaves
// the venue).
export function RefundDialog({
  payment,
  onClose,
  onRefund,
}: {
  payment: StaffPayment;
  onClose: () => void;
  onRefund: (amount: number | undefined) => void;
}) {
  const { t } = useTranslation("console");
  const me = useMe();
  const id = useId();
  const left = Math.round((payment.total - payment.refunded_amount) * 100) / 100;
  const [full, setFull] = useState(true);
  const [amount, setAmount] = useState("");
  const [confirming, setConfirming] = useState(false);
  const parsed = Number(amount.replace(",", "."));
  const valid = full || (Number.isFinite(parsed) && parsed > 0 && parsed <= left);
  const shown = formatMoney(full ? left : parsed || 0, me.venue.currency, consoleLocale());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (!confirming) return setConfirming(true);
    onRefund(full ? undefined : Math.round(parsed * 100) / 100);
  };
  return (
    <ModalDialog labelledBy={`${id}-t`} onClose={onClose}>
      <form className="dialog__body" onSubmit={submit}>
        <h2 id={`${id}-t`} className="dialog__title">
          {t("refund.title")}
        </h2>
        {confirming ? (
          <p>{t("refund.confirmText", { amount: shown })}</p>
        ) : (
          <fieldset className="dialog__choices">
            <legend>
              {t("refund.howMuch", { amount: formatMoney(left, me.venue.currency, consoleLocale()) })}
            </legend>
            <label className="choice">
              <input type="radio" name={`${id}-k`} checked={full} onChange={() => setFull(true)} />
              {t("refund.full")}
            </label>
            <label className="choice">
              <input type="radio" name={`${id}-k`} checked={!full} onChange={() => setFull(false)} />
              {t("refund.part")}
            </label>
            {!full && (
              <label className="field">
                <span className="field__label">{t("refund.amount")}</span>
                <input
                  className="field__input"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </label>
            )}
          </fieldset>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!valid}>
            {confirming ? t("refund.confirm", { amount: shown }) : t("refund.next")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
