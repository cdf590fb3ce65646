import { useCallback, useMemo, useState } from "react";
import type { Product } from "@tablewise/domain/contract/menu";
import { dishVerdict, parseDishFilter, type DishFilter } from "@tablewise/domain/rules/dish-filter";
import { readJson, writeJson } from "../../lib/storage";

// The guest's menu filter, kept on the phone per venue (a guest avoiding peanuts at one cafe avoids them
// at its next visit, and another venue starts clean).
const keyOf = (venueId: string) => `dish_filter:${venueId}`;

export function useDishFilter(venueId: string) {
  const [filter, setFilterState] = useState<DishFilter>(() => parseDishFilter(readJson(keyOf(venueId))));
  const setFilter = useCallback(
    (next: DishFilter) => {
      writeJson(keyOf(venueId), next);
      setFilterState(next);
    },
    [venueId],
  );
  return { filter, setFilter };
}

// Which of these products the filter hides, and which it can only mark as unknown.
export function useFilteredProducts(products: readonly Product[], filter: DishFilter) {
  return useMemo(() => {
    const hidden = new Set<string>();
    const unknown = new Set<string>();
    for (const p of products) {
      const verdict = dishVerdict(p, filter);
      if (verdict === "hidden") hidden.add(p._id);
      else if (verdict === "unknown") unknown.add(p._id);
    }
    return { hidden, unknown };
  }, [products, filter]);
}
