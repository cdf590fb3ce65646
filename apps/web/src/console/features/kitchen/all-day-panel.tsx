import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { StationBoard } from "@tablewise/domain/contract/kitchen";

// How many of each item are still to make across the open tickets (Toast's and Square's "all day").
export const AllDayPanel = memo(function AllDayPanel({ items }: { items: StationBoard["all_day"] }) {
  const { t } = useTranslation("kitchen");
  return (
    <aside className="kds-allday" aria-labelledby="kds-allday-title">
      <h2 id="kds-allday-title">{t("station.allDay")}</h2>
      {items.length === 0 ? (
        <p>{t("station.allDayEmpty")}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.name}>
              <span className="kds-allday__qty">{item.quantity}</span> <bdi>{item.name}</bdi>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
});
