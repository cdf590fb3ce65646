import { useTranslation } from "react-i18next";
import type { AddressSearchResult } from "@tablewise/domain/contract/address";
import { Icon } from "../../../ui/icon";
import type { AddressSearch } from "./use-address-search";

type AddressResultsProps = {
  search: AddressSearch;
  // Which part of a result names it: the street (street search) or the house number (house search).
  show: "street" | "house";
  emptyHint: string;
  onPick: (result: AddressSearchResult) => void;
  testId: string;
};

const keyOf = (r: AddressSearchResult) => `${r.street}|${r.house_number}|${r.location.lat}|${r.location.lon}`;

// SPEC §5/§8 address search results: only reachable ones can be chosen, the others say "Out of
// delivery range"; an empty query shows a hint and no match a no-results message.
export function AddressResults({ search, show, emptyHint, onPick, testId }: AddressResultsProps) {
  const { t } = useTranslation("preorder");
  if (search.status === "empty") return <p className="address-hint">{emptyHint}</p>;
  if (search.status === "error")
    return (
      <p className="address-hint address-hint--error" role="alert">
        {t("address.search_failed")}
      </p>
    );
  if (search.status === "loading")
    return (
      <p className="address-hint" role="status" aria-busy="true">
        {t("address.searching")}
      </p>
    );
  if (search.results.length === 0)
    return (
      <p className="address-hint" role="status" data-testid={`${testId}-none`}>
        {t("address.no_results")}
      </p>
    );
  return (
    <ul className="address-results" data-testid={testId}>
      {search.results.map((r) => {
        const title =
          show === "house"
            ? r.house_number
            : [r.street_name || r.street, r.house_number].filter(Boolean).join(" ");
        return (
          <li key={keyOf(r)}>
            <button
              type="button"
              className="address-result"
              disabled={!r.is_reachable}
              onClick={() => onPick(r)}
              data-testid="address-result"
              data-reachable={r.is_reachable}
            >
              <Icon name="pin" size={20} />
              <span className="address-result__text">
                <span className="address-result__title" dir="auto">
                  {title}
                </span>
                <span className="address-result__sub">
                  {r.is_reachable ? [r.street, r.city].filter(Boolean).join(", ") : t("address.out_of_range")}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
