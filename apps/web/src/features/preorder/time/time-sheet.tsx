import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../ui/bottom-sheet";
import { useMenuSession } from "../../session/session-context";
import { DrumWheel } from "./drum-wheel";
import { usePreorder } from "../preorder-context";
import { findSlot, groupSlotsByDay } from "./time-groups";
import { useTimeText } from "./use-time-text";
import "../details.css";
import "./drum.css";

// SPEC §2/§4 order time modal: asap or scheduled; scheduled picks a slot on a drum picker grouped by
// day (Today, Tomorrow, weekday and date). While the venue is closed asap is unavailable.
export function TimeSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("preorder");
  const { cafe } = useMenuSession();
  const { timeslots, isClosed, draft, updateDraft } = usePreorder();
  const text = useTimeText();
  const groups = useMemo(
    () => groupSlotsByDay(timeslots, new Date(), cafe.timezone),
    [timeslots, cafe.timezone],
  );
  const initial = findSlot(groups, draft.targetDate);
  const [isScheduled, setScheduled] = useState(isClosed || draft.targetDate !== null);
  const [day, setDay] = useState(initial?.day ?? null);
  const [slot, setSlot] = useState(initial?.slot ?? null);
  const dayGroup = groups.find((g) => g.day === day);

  const handleDay = (next: string) => {
    setDay(next);
    // The same time on the new day when it has one, else its first slot.
    const slots = groups.find((g) => g.day === next)?.slots ?? [];
    const sameTime = slot ? slots.find((s) => text.clock(s) === text.clock(slot)) : undefined;
    setSlot(sameTime ?? slots[0] ?? null);
  };
  const canConfirm = !isScheduled || slot !== null;
  const handleConfirm = () => {
    updateDraft({ targetDate: isScheduled ? slot : null });
    onClose();
  };

  return (
    <BottomSheet title={t("time.title")} onClose={onClose} closeLabel={t("close")} testId="time-sheet">
      <div className="time-sheet" role="radiogroup" aria-label={t("time.title")}>
        <label className="choice" data-disabled={isClosed || undefined}>
          <input
            type="radio"
            name="time-mode"
            checked={!isScheduled}
            disabled={isClosed}
            onChange={() => setScheduled(false)}
            data-testid="time-asap"
          />
          <span className="choice__text">
            <span className="choice__title">{t("time.asap")}</span>
            <span className="choice__sub">{isClosed ? t("time.asap_closed") : text.asap}</span>
          </span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="time-mode"
            checked={isScheduled}
            onChange={() => setScheduled(true)}
            data-testid="time-scheduled"
          />
          <span className="choice__text">
            <span className="choice__title">{t("time.scheduled")}</span>
            <span className="choice__sub">{t("time.scheduled_hint")}</span>
          </span>
        </label>
      </div>
      {isScheduled &&
        (groups.length === 0 ? (
          <p className="time-sheet__empty" role="status" data-testid="time-none">
            {t("time.none")}
          </p>
        ) : (
          <div className="drum" data-testid="drum">
            <DrumWheel
              label={t("time.day")}
              options={groups.map((g) => ({ value: g.day, label: text.dayText(g.label) }))}
              value={day}
              onChange={handleDay}
              testId="drum-day"
            />
            <DrumWheel
              label={t("time.time")}
              options={(dayGroup?.slots ?? []).map((s) => ({ value: s, label: text.clock(s) }))}
              value={slot}
              onChange={setSlot}
              testId="drum-time"
            />
          </div>
        ))}
      <button
        type="button"
        className="btn btn--primary btn--block time-sheet__confirm"
        disabled={!canConfirm}
        onClick={handleConfirm}
        data-testid="time-confirm"
      >
        {t("time.confirm")}
      </button>
    </BottomSheet>
  );
}
