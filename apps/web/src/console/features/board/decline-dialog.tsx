import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "../../ui/modal-dialog";

const presets = ["outOfStock", "closingSoon", "tooBusy", "cannotDeliver"] as const;

// Declining needs a reason the guest will read: a preset or free text, in the console's modal.
export function DeclineDialog({
  open,
  title,
  onClose,
  onDecline,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation("console");
  const [preset, setPreset] = useState<string>(presets[0]);
  const [text, setText] = useState("");
  const id = useId();
  const reason =
    preset === "other" ? text.trim() : t(`decline.presets.${preset as (typeof presets)[number]}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    onDecline(reason);
  };
  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} className="dialog__body">
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        <fieldset className="dialog__choices">
          <legend>{t("decline.reason")}</legend>
          {[...presets, "other" as const].map((p) => (
            <label key={p} className="choice">
              <input
                type="radio"
                name={`${id}-reason`}
                value={p}
                checked={preset === p}
                onChange={() => setPreset(p)}
              />
              {t(`decline.presets.${p}`)}
            </label>
          ))}
        </fieldset>
        {preset === "other" && (
          <label className="field">
            <span className="field__label">{t("decline.otherLabel")}</span>
            <textarea
              className="field__input"
              maxLength={500}
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              required
            />
          </label>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!reason}>
            {t("decline.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
