import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TimeSlot } from "@tablewise/domain/contract/reservation";

type TimeSlotsProps = {
  slots: TimeSlot[];
  status: "idle" | "loading" | "ready" | "error";
  persons: number;
  timeZone: string;
  value: string | null;
  onChange: (start: string) => void;
};

// SPEC §2 service page time slots for the chosen date: times on the venue's clock; a slot without room
// for the party is shown but cannot be picked.
export function TimeSlots({ slots, status, persons, timeZone, value, onChange }: TimeSlotsProps) {
  const { t, i18n } = useTranslation("reserve");
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
      }),
    [i18n.language, timeZone],
  );
  if (status === "idle") return <p className="slots__hint">{t("service.pick_date")}</p>;
  if (status === "loading" && slots.length === 0)
    return (
      <p className="slots__hint" role="status">
        {t("service.loading_slots")}
      </p>
    );
  if (slots.length === 0)
    return (
      <p className="slots__hint" role="status" data-testid="no-slots">
        {t("service.no_slots")}
      </p>
    );
  return (
    <ul className="slots" aria-busy={status === "loading"} data-testid="time-slots">
      {slots.map((slot) => {
        const isFull = slot.free !== undefined && slot.free < persons;
        return (
          <li key={slot.start}>
            <button
              type="button"
              className="slots__slot"
              aria-pressed={value === slot.start}
              disabled={isFull}
              onClick={() => onChange(slot.start)}
              data-testid="time-slot"
            >
              {time.format(new Date(slot.start))}
              {isFull && <span className="visually-hidden"> {t("service.full")}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
