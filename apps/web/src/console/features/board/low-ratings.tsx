import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import type { StaffRating } from "@tablewise/domain/contract/rating";
import { readJson, writeJson } from "../../../lib/storage";
import { getLowRatings } from "../../lib/staff-calls";
import "./low-ratings.css";

export const lowRatingsQuery = (venueId: string) => ({
  queryKey: ["low-ratings", venueId],
  queryFn: ({ signal }: { signal: AbortSignal }) => getLowRatings(venueId, signal),
  // A "rating" hint refetches it at once (staff-socket.ts); a slow poll covers a lost hint.
  refetchInterval: 120_000,
});

const dismissedKey = "console_dismissed_ratings";
const readDismissed = (): string[] => {
  const v = readJson(dismissedKey);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};

const placeOf = (r: StaffRating) =>
  [r.section_name, r.table_name].filter((part) => part && part.length > 0).join(" · ");

// 1 to 3 stars reach the manager at once: a notice above the lanes with the table, the order, the stars
// and what the guest wrote, until someone on this device dismisses it (the day view keeps them all).
export function LowRatings({ venueId }: { venueId: string }) {
  const { t } = useTranslation("console");
  const { data } = useQuery(lowRatingsQuery(venueId));
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (data ?? []).filter((r) => !dismissed.includes(r._id));
  if (!shown.length) return null;
  const dismiss = (id: string) => {
    // The list is the last few hours' ratings: keeping the newest hundred ids is plenty.
    const next = [id, ...dismissed].slice(0, 100);
    writeJson(dismissedKey, next);
    setDismissed(next);
  };
  return (
    <section className="low-ratings" aria-labelledby="low-ratings-title" data-testid="low-ratings">
      <h2 id="low-ratings-title" className="low-ratings__title">
        {t("ratings.title")}
      </h2>
      <ul className="low-ratings__list">
        {shown.map((r) => (
          <li key={r._id} className="low-ratings__item" data-testid="low-rating">
            <p className="low-ratings__head">
              <span className="low-ratings__stars" aria-hidden="true">
                {"★".repeat(r.stars) + "☆".repeat(5 - r.stars)}
              </span>{" "}
              <strong>{t("ratings.star", { count: r.stars })}</strong>
              {placeOf(r) && <> · {t("ratings.table", { table: placeOf(r) })}</>} ·{" "}
              {t("ratings.order", { serial: r.order_serial })}
            </p>
            <p className="low-ratings__comment">
              {r.comment ? (
                <q dir="auto">{r.comment}</q>
              ) : (
                <span className="muted">{t("ratings.noComment")}</span>
              )}
            </p>
            <button type="button" className="btn" onClick={() => dismiss(r._id)}>
              {t("ratings.dismiss")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
