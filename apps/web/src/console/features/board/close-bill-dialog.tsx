import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  unpaidCloseReasonSchema,
  type CloseBody,
  type UnpaidCloseReason,
} from "@tablewise/domain/contract/staff";
import { ModalDialog } from "../../ui/modal-dialog";

// Closing a bill with money unpaid (SPEC §4): the dialog names the amount, asks why (walked out, paid
// elsewhere, on the house, other with a note) and asks once more before it closes; the server records
// the amount, the reason and who, and the day view counts it.
export function CloseBillDialog({
  serial,
  unpaid,
  onClose,
  onConfirm,
}: {
  serial: number;
  // The amount as the console shows it (formatted in the venue's currency).
  unpaid: string;
  onClose: () => void;
  onConfirm: (body: NonNullable<CloseBody>) => void;
}) {
  const { t } = useTranslation("console");
  const id = useId();
  const [reason, setReason] = useState<UnpaidCloseReason>("walked_out");
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState(false);
  const valid = reason !== "other" || note.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (!confirming) return setConfirming(true);
    onConfirm({ unpaid_reason: reason, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <ModalDialog labelledBy={`${id}-t`} onClose={onClose}>
      <form className="dialog__body" onSubmit={submit}>
        <h2 id={`${id}-t`} className="dialog__title">
          {t("closeBill.title", { serial })}
        </h2>
        <p className="banner banner--error">{t("closeBill.unpaid", { amount: unpaid })}</p>
        {confirming ? (
          <p>{t("closeBill.confirmText", { amount: unpaid, reason: t(`closeBill.reasons.${reason}`) })}</p>
        ) : (
          <>
            <fieldset className="dialog__choices">
              <legend>{t("closeBill.why")}</legend>
              {unpaidCloseReasonSchema.options.map((r) => (
                <label key={r} className="choice">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                  />
                  {t(`closeBill.reasons.${r}`)}
                </label>
              ))}
            </fieldset>
            <label className="field">
              <span className="field__label">
                {reason === "other" ? t("closeBill.noteRequired") : t("closeBill.note")}
              </span>
              <textarea
                className="field__input"
                maxLength={300}
                rows={2}
                value={note}
                required={reason === "other"}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
          </>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!valid}>
            {confirming ? t("closeBill.confirm", { amount: unpaid }) : t("closeBill.next")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
