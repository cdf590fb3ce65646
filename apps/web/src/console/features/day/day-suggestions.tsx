import { useTranslation } from "react-i18next";
import type { StaffDay } from "@tablewise/domain/contract/staff";

// "Goes well with" taken in the day's placed orders (cancelled ones left out): how many lines guests
// added from a suggestion sheet, and the pairs most taken.
export function DaySuggestions({ day }: { day: StaffDay }) {
  const { t } = useTranslation("day");
  const data = day.suggestions;
  if (!data) return null;
  return (
    <section aria-labelledby="day-suggestions" className="card-section" data-testid="day-suggestions">
      <h2 id="day-suggestions">{t("suggestions.title")}</h2>
      <p>{t("suggestions.taken", { count: data.taken })}</p>
      {data.pairs.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t("suggestions.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("suggestions.from")}</th>
                <th scope="col">{t("suggestions.to")}</th>
                <th scope="col">{t("suggestions.count")}</th>
              </tr>
            </thead>
            <tbody>
              {data.pairs.map((p) => (
                <tr key={`${p.from_id}:${p.to_id}`}>
                  <td>
                    <bdi>{p.from_name}</bdi>
                  </td>
                  <td>
                    <bdi>{p.to_name}</bdi>
                  </td>
                  <td>{p.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
