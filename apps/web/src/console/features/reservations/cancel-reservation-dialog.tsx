import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DayReservation } from "@tablewise/domain/contract/staff-reservations";
import { ModalDialog } from "../../ui/modal-dialog";
import { depositState } from "./reservation-facts";

// The venue's cancel needs a reason the guest reads on the receipt; a paid deposit goes back with it.
export function CancelReservationDialog({
  reservation,
  money,
  busy,
  error,
  onClose,
  onCancel,
}: {
  reservation: DayReservation;
  money: (n: number) => string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onCancel: (reason: string) => void;
}) {
  const { t } = useTranslation("reservations");
  const [reason, setReason] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onCancel(reason.trim());
  };
  const name = `${reservation.client_first_name} ${reservation.client_last_name}`;
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-note`} onClose={onClose}>
      <form onSubmit={submit} className="dialog__body">
        <h2 id={`${id}-title`} className="dialog__title">
          {t("cancel.title", { name })}
        </h2>
        <p id={`${id}-note`}>
          {depositState(reservation) === "paid"
            ? t("cancel.refundNote", { amount: money(reservation.deposit) })
            : t("cancel.note")}
        </p>
        <label className="field">
          <span className="field__label">{t("cancel.reason")}</span>
          <textarea
            className="field__input"
            name="reason"
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </label>
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t("actions.keep")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!reason.trim() || busy}>
            {t("cancel.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
