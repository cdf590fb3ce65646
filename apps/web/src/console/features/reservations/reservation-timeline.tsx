import { useTranslation } from "react-i18next";
import type { DayReservation } from "@tablewise/domain/contract/staff-reservations";
import { hourMarks, timelineSpan } from "./reservation-facts";

// The day's reservations by time: the opening hours as a scale (in the venue's zone, starting at the
// inline start, so Arabic reads it right to left), one lane per reservation, its bar as long as its booking.
export function ReservationTimeline({
  rows,
  opensAt,
  closesAt,
  time,
}: {
  rows: DayReservation[];
  opensAt: string;
  closesAt: string;
  time: (iso: string) => string;
}) {
  const { t } = useTranslation("reservations");
  const marks = hourMarks(opensAt, closesAt);
  const at = (iso: string) => timelineSpan({ reservation_date: iso, ends_at: iso }, opensAt, closesAt).start;
  return (
    <figure className="timeline" aria-labelledby="timeline-caption">
      <figcaption id="timeline-caption" className="muted">
        {t("timeline.hours", { from: time(opensAt), to: time(closesAt) })}
      </figcaption>
      <div className="timeline__scale" aria-hidden="true">
        {marks.map((m) => (
          <span key={m} className="timeline__mark" style={{ insetInlineStart: `${at(m) * 100}%` }}>
            {time(m)}
          </span>
        ))}
      </div>
      <ol className="timeline__lanes">
        {rows.map((r) => {
          const span = timelineSpan(r, opensAt, closesAt);
          const label = t("timeline.bar", {
            name: `${r.client_first_name} ${r.client_last_name}`,
            from: time(r.reservation_date),
            to: time(r.ends_at),
            count: r.persons_count,
            status: t(`status.${r.status}`),
          });
          return (
            <li key={r._id} className="timeline__lane" data-testid="timeline-bar">
              <span
                aria-hidden="true"
                className={`timeline__bar timeline__bar--${r.status}`}
                style={{
                  insetInlineStart: `${span.start * 100}%`,
                  inlineSize: `${Math.max(span.size * 100, 1)}%`,
                }}
              />
              {/* The words start at the bar, or end at it when the bar is late in the day. */}
              <span
                className="timeline__label"
                style={
                  span.start > 0.55
                    ? { insetInlineEnd: `${(1 - span.start - span.size) * 100}%` }
                    : { insetInlineStart: `${span.start * 100}%` }
                }
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
