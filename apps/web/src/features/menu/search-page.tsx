import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { searchMenus } from "@tablewise/domain/rules/search-menu";
import { formatMoney } from "../../lib/format-money";
import { useBack } from "../../lib/use-back";
import { DishFilterBar } from "../dietary/dish-filter-bar";
import { useDishFilter, useFilteredProducts } from "../dietary/use-dish-filter";
import { Icon } from "../../ui/icon";
import { productName } from "../session/localize";
import { useMenuSession } from "../session/session-context";
import "./search-page.css";

// SPEC §2/§5/§8 search: case-insensitive over product names, then category names, at most 50 results;
// a welcome state for an empty query and "nothing found" with a hint. The guest's allergen and diet filter
// (the menu page's, kept per venue) hides here what it hides there.
export function SearchPage() {
  const { t, i18n } = useTranslation("menu");
  const locale = i18n.language;
  const { cafe, menus, currency, paths } = useMenuSession();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchMenus(menus, deferred, locale), [menus, deferred, locale]);
  const { filter, setFilter } = useDishFilter(cafe._id);
  const foundProducts = useMemo(() => found.map((hit) => hit.product), [found]);
  const { hidden } = useFilteredProducts(foundProducts, filter);
  const hits = useMemo(() => found.filter((hit) => !hidden.has(hit.product._id)), [found, hidden]);
  const goBack = useBack(paths.lobby);
  const isEmptyQuery = deferred.trim() === "";
  return (
    <main className="search-page" data-testid="search-page">
      <header className="search-page__bar">
        <button
          type="button"
          className="icon-btn"
          onClick={goBack}
          aria-label={t("search.back")}
          data-testid="back-button"
        >
          <Icon name="back" size={22} className="flip-rtl" />
        </button>
        <h1 className="visually-hidden">{t("search.title")}</h1>
        <label className="search-page__field">
          <span className="visually-hidden">{t("search.label")}</span>
          <Icon name="search" size={20} />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("search.placeholder")}
            autoFocus
            enterKeyHint="search"
            data-testid="search-input"
          />
        </label>
        {query && (
          <button
            type="button"
            className="icon-btn"
            onClick={() => setQuery("")}
            aria-label={t("search.clear")}
          >
            <Icon name="close" size={20} />
          </button>
        )}
      </header>
      <DishFilterBar filter={filter} hiddenCount={isEmptyQuery ? 0 : hidden.size} onChange={setFilter} />
      <p className="visually-hidden" role="status">
        {isEmptyQuery ? "" : t("search.results", { count: hits.length })}
      </p>
      {isEmptyQuery ? (
        <div className="search-state" data-testid="search-welcome">
          <span className="search-state__icon" aria-hidden="true">
            <Icon name="search" size={36} />
          </span>
          <h2>{t("search.welcome_title")}</h2>
          <p>{t("search.welcome_hint")}</p>
        </div>
      ) : hits.length === 0 ? (
        <div className="search-state" data-testid="search-empty">
          <span className="search-state__icon" aria-hidden="true">
            <Icon name="search" size={36} />
          </span>
          <h2>{t("search.empty_title")}</h2>
          <p>{t("search.empty_hint")}</p>
        </div>
      ) : (
        <ul className="search-results">
          {hits.map((hit) => (
            <li key={`${hit.menu_id}/${hit.product._id}`}>
              <Link
                to={paths.product(hit.menu_id, hit.product._id)}
                className="search-result"
                data-testid="search-result"
              >
                {hit.product.image ? (
                  <img
                    src={hit.product.image}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="search-result__image"
                  />
                ) : (
                  <span className="search-result__image" aria-hidden="true" />
                )}
                <span className="search-result__text">
                  <span className="search-result__name">{productName(hit.product, locale)}</span>
                  <span className="search-result__category">{hit.product.category}</span>
                </span>
                <span className="search-result__price">
                  {formatMoney(hit.product.base_price, currency, locale)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
