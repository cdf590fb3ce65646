import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "../../../lib/use-now";
import { Icon } from "../../../ui/icon";
import { usePreorder } from "../preorder-context";
import { TimeSheet } from "./time-sheet";
import { useTimeText } from "./use-time-text";

// SPEC §2 delivery/takeaway details: the estimated (asap) or scheduled time; tapping opens the time modal.
export function TimeRow() {
  const { t } = useTranslation("preorder");
  const { mode, draft, isClosed } = usePreorder();
  const text = useTimeText();
  const now = useNow(60_000);
  const [isOpen, setOpen] = useState(false);
  const isMissing = isClosed && !draft.targetDate;
  const value = draft.targetDate
    ? text.scheduled(draft.targetDate, now)
    : isClosed
      ? t("time.pick")
      : `${t("time.asap")} · ${text.asap}`;
  return (
    <>
      <button
        type="button"
        className="detail-row"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-invalid={isMissing || undefined}
        data-testid="time-row"
      >
        <span className="detail-row__icon" aria-hidden="true">
          <Icon name="clock" size={20} />
        </span>
        <span className="detail-row__text">
          <span className="detail-row__label">{t(`time.label_${mode}`)}</span>
          <span className="detail-row__value" data-testid="time-value">
            {value}
          </span>
        </span>
        <span className="detail-row__action">{t("change")}</span>
      </button>
      {isOpen && <TimeSheet onClose={() => setOpen(false)} />}
    </>
  );
}
