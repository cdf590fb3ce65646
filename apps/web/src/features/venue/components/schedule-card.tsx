import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Venue } from "@tablewise/domain/contract/venue";
import { scheduleStatus } from "@tablewise/domain/rules/schedule-status";
import { toLocal } from "@tablewise/domain/rules/zoned-time";
import { useNow } from "../../../lib/use-now";
import { Icon } from "../../../ui/icon";
import { formatDuration } from "../format-duration";
import { scheduleRows, weekdayName } from "../schedule-rows";
import "./schedule-card.css";

const capitalise = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

// SPEC §2/§4 schedule dropdown: "Open · closes in X" / "Closed · opens in X", expanding to the week.
export function ScheduleCard({ venue }: { venue: Venue }) {
  const { t, i18n } = useTranslation();
  const now = useNow(30_000);
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const status = scheduleStatus(venue.schedule, venue.timezone, now);
  const today = toLocal(now, venue.timezone).weekday;
  const detail = status.isOpen
    ? status.minutesUntilClose === null
      ? t("schedule.allDay")
      : t("schedule.closesIn", { time: formatDuration(status.minutesUntilClose, t) })
    : status.minutesUntilOpen === null
      ? null
      : t("schedule.opensIn", { time: formatDuration(status.minutesUntilOpen, t) });

  return (
    <div className="schedule" data-open={status.isOpen} data-testid="schedule">
      <button
        type="button"
        className="schedule__toggle"
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        data-testid="schedule-toggle"
      >
        <Icon name="clock" size={20} className="schedule__clock" />
        <span className="schedule__summary">
          <span className="schedule__state">{t(status.isOpen ? "schedule.open" : "schedule.closed")}</span>
          {detail && (
            <>
              {" · "}
              <span className="schedule__detail">{detail}</span>
            </>
          )}
        </span>
        <Icon name="chevronDown" size={20} className="schedule__chevron" />
      </button>
      <div id={listId} className="schedule__panel" hidden={!isExpanded}>
        <h2 className="visually-hidden">{t("schedule.hours")}</h2>
        <ul className="schedule__list">
          {scheduleRows(venue.schedule).map((row) => {
            const isToday = row.index === today;
            return (
              <li
                key={row.key}
                className="schedule__row"
                data-today={isToday || undefined}
                data-testid={`schedule-${row.key}`}
              >
                <span className="schedule__day">
                  {capitalise(weekdayName(row.index, i18n.language), i18n.language)}
                  {isToday && <span className="schedule__today">{t("schedule.today")}</span>}
                </span>
                <span className="schedule__hours" dir={row.hours.includes(":") ? "ltr" : undefined}>
                  {row.hours === "day_off"
                    ? t("schedule.dayOff")
                    : row.hours === "all_day"
                      ? t("schedule.roundTheClock")
                      : row.hours}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
