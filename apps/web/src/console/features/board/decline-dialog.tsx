import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

const presets = ["outOfStock", "closingSoon", "tooBusy", "cannotDeliver"] as const;

// Declining needs a reason the guest will read (issue 19 point 3): a preset or free text, in a native
// <dialog> (focus moves in and is trapped by showModal, Escape closes, focus returns to the opener).
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
  const ref = useRef<HTMLDialogElement>(null);
  const [preset, setPreset] = useState<string>(presets[0]);
  const [text, setText] = useState("");
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const reason =
    preset === "other" ? text.trim() : t(`decline.presets.${preset as (typeof presets)[number]}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    onDecline(reason);
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
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
    </dialog>
  );
}
