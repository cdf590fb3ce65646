import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import type { DayReservation } from "@tablewise/domain/contract/staff-reservations";
import { ModalDialog } from "../../ui/modal-dialog";
import { formatTime } from "../../lib/format";
import { getFreeSlots } from "./reservations-api";

// A confirmed reservation to another slot of its service: the day's bookable slots with room for its
// persons (as the guest's booking offers them); the server checks hours and capacity again (409).
export function MoveReservationDialog({
  reservation,
  venueId,
  day,
  locale,
  timeZone,
  busy,
  error,
  onClose,
  onMove,
}: {
  reservation: DayReservation;
  venueId: string;
  day: string;
  locale: string;
  timeZone: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onMove: (startsAt: string) => void;
}) {
  const { t } = useTranslation("reservations");
  const id = useId();
  const [date, setDate] = useState(day);
  const [start, setStart] = useState("");
  const slots = useQuery({
    queryKey: ["reservation-slots", reservation._id, date],
    queryFn: ({ signal }) => getFreeSlots(venueId, reservation, date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const fitting = (slots.data ?? []).filter(
    (s) => (s.free ?? 0) >= reservation.persons_count && s.start !== reservation.reservation_date,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start) onMove(start);
  };
  const name = `${reservation.client_first_name} ${reservation.client_last_name}`;
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} className="dialog__body">
        <h2 id={`${id}-title`} className="dialog__title">
          {t("move.title", { name })}
        </h2>
        <label className="field">
          <span className="field__label">{t("move.date")}</span>
          <input
            type="date"
            className="field__input"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setStart("");
            }}
            required
          />
        </label>
        <label className="field">
          <span className="field__label">{t("move.time")}</span>
          <select
            className="field__input"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            required
            disabled={fitting.length === 0}
          >
            <option value="">
              {slots.isPending ? t("loading") : fitting.length === 0 ? t("move.noSlots") : t("move.pick")}
            </option>
            {fitting.map((s) => (
              <option key={s.start} value={s.start}>
                {t("move.slot", { time: formatTime(s.start, locale, timeZone), count: s.free ?? 0 })}
              </option>
            ))}
          </select>
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
          <button type="submit" className="btn btn--primary" disabled={!start || busy}>
            {t("move.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
