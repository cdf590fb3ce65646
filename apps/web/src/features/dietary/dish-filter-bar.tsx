import { lazy, Suspense, useState } from "react";
import { isFilterActive, type DishFilter } from "@tablewise/domain/rules/dish-filter";
import { useDietaryWords } from "./dietary-words";
import "./dietary.css";

// Only guests who open the filter download its sheet.
const DishFilterSheet = lazy(() =>
  import("./dish-filter-sheet").then((m) => ({ default: m.DishFilterSheet })),
);

// The menu's filter button and how many dishes the filter hides (SPEC §2 Menu page).
export function DishFilterBar(props: {
  filter: DishFilter;
  hiddenCount: number;
  onChange: (filter: DishFilter) => void;
}) {
  const { filter, hiddenCount, onChange } = props;
  const { t } = useDietaryWords();
  const [isOpen, setOpen] = useState(false);
  const count = filter.avoid.length + filter.diets.length;
  const isActive = isFilterActive(filter);
  return (
    <div className="dish-filter-bar">
      <button
        type="button"
        className={
          isActive ? "dish-filter-bar__button dish-filter-bar__button--active" : "dish-filter-bar__button"
        }
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="dish-filter-open"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16l-6 8v6l-4-2v-4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {isActive ? t("filter.open_active", { count }) : t("filter.open")}
      </button>
      {hiddenCount > 0 && (
        <p className="dish-filter-bar__hidden" role="status" data-testid="dish-filter-hidden">
          {t("filter.hidden", { count: hiddenCount })}
        </p>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <DishFilterSheet filter={filter} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
