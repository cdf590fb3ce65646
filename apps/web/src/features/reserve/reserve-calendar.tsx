import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarDay } from "@tablewise/domain/rules/reservation-calendar";

type ReserveCalendarProps = {
  weeks: CalendarDay[][];
  value: string | null;
  onChange: (iso: string) => void;
};

const utcNoon = (d: CalendarDay) => new Date(Date.UTC(d.date.year, d.date.month - 1, d.date.day, 12));

// SPEC §2/§9 service page calendar: Monday-first weeks, days outside the bookable range disabled, the
// month named where it starts. Day names and dates follow the UI language.
export function ReserveCalendar({ weeks, value, onChange }: ReserveCalendarProps) {
  const { t, i18n } = useTranslation("reserve");
  const locale = i18n.language;
  const fmt = useMemo(
    () => ({
      weekday: new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }),
      full: new Intl.DateTimeFormat(locale, {
        weekday: "long",
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      }),
      month: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
      monthShort: new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }),
    }),
    [locale],
  );
  const firstSelectable = weeks.flat().find((d) => d.isSelectable);
  const months = [
    ...new Set(
      weeks
        .flat()
        .filter((d) => d.isSelectable)
        .map((d) => fmt.month.format(utcNoon(d))),
    ),
  ];
  return (
    <div className="calendar" data-testid="calendar">
      <p className="calendar__months">{months.join(" – ")}</p>
      <table className="calendar__grid">
        <caption className="visually-hidden">{t("service.date")}</caption>
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th key={d.iso} scope="col">
                {fmt.weekday.format(utcNoon(d))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((d) => (
                <td key={d.iso}>
                  <button
                    type="button"
                    className="calendar__day"
                    disabled={!d.isSelectable}
                    aria-pressed={value === d.iso}
                    data-today={d.isToday || undefined}
                    data-testid={`day-${d.iso}`}
                    onClick={() => onChange(d.iso)}
                  >
                    {/* The name is the full date; the grid shows the day and, where a month starts, its name. */}
                    <span aria-hidden="true">
                      {(d.date.day === 1 || d === firstSelectable) && (
                        <span className="calendar__month-mark">{fmt.monthShort.format(utcNoon(d))}</span>
                      )}
                      {d.date.day}
                    </span>
                    <span className="visually-hidden">{fmt.full.format(utcNoon(d))}</span>
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
