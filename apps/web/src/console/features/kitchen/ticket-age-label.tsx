import { useTranslation } from "react-i18next";
import type { Station } from "@tablewise/domain/contract/kitchen";
import { useScreenClock } from "./screen-clock";
import { ageLevel, ageText } from "./ticket-age";

const marks = { ok: "", warn: "▲", late: "■" } as const;

// The only part of a ticket that changes every second: it alone subscribes to the screen's clock.
// Colour plus a mark and a word, never colour alone (DESIGN.md §7). `offsetMs` is the server's clock
// minus this device's, so a tablet with a wrong clock still shows true ages.
export function TicketAgeLabel({
  since,
  offsetMs,
  station,
}: {
  since: string;
  offsetMs: number;
  station: Pick<Station, "warn_after_s" | "late_after_s">;
}) {
  const { t } = useTranslation("kitchen");
  const now = useScreenClock() + offsetMs;
  const age = (now - Date.parse(since)) / 1000;
  const level = ageLevel(age, station);
  return (
    <span className={`kt-age kt-age--${level}`}>
      {marks[level] && <span aria-hidden="true">{marks[level]} </span>}
      <span className="kt-age__time">{ageText(age)}</span>
      <span className={level === "ok" ? "visually-hidden" : "kt-age__word"}>
        {" "}
        {t(`station.age.${level}`)}
      </span>
    </span>
  );
}
