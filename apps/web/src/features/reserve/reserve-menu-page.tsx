import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buildPath } from "../../lib/route-paths";
import { Icon } from "../../ui/icon";
import { readTableLabel } from "../inside/table-label-store";
import { LanguageButton } from "../language/language-button";
import { CategoryTabs } from "../menu/category-tabs";
import { useActiveSection } from "../menu/use-active-section";
import { categoryName, menuTitle } from "../session/localize";
import { useReserve } from "./reserve-context";
import { ServiceCard } from "./service-card";
import "./reserve-menu.css";

type View = "grid" | "list";

// SPEC §2 reservation menu: category cards with service cards in a grid or a list (query `view`,
// default grid), the header with the mode title, menu title, back, language flag, and the category tab
// scroller (only with more than one category).
export function ReserveMenuPage() {
  const { t, i18n } = useTranslation("reserve");
  const { cafe, menu, currency, link } = useReserve();
  const [search, setSearch] = useSearchParams();
  const view: View = search.get("view") === "list" ? "list" : "grid";
  const locale = i18n.language;
  const sections = useMemo(() => {
    const byId = new Map(menu.products.map((p) => [p._id, p]));
    return menu.categories
      .map((c) => ({
        id: c._id,
        name: categoryName(c, locale),
        products: c.products.flatMap((id) => byId.get(id) ?? []),
      }))
      .filter((s) => s.products.length > 0);
  }, [menu, locale]);
  const [activeId, scrollTo] = useActiveSection(sections.map((s) => s.id));
  // SPEC §2: entered from a table, the header's mode line names its section and table.
  const [table] = useState(() => readTableLabel(link));
  useEffect(() => {
    document.title = `${menuTitle(menu, locale)} · ${cafe.name}`;
  }, [menu, locale, cafe.name]);

  const setView = (next: View) =>
    setSearch(
      (prev) => {
        const q = new URLSearchParams(prev);
        q.set("view", next);
        return q;
      },
      { replace: true },
    );

  return (
    <div className="reserve-menu" data-testid="reserve-menu">
      <header className="reserve-top">
        <Link
          to={buildPath("home", { cafe_link: link })}
          className="icon-btn"
          aria-label={t("back")}
          data-testid="back-button"
        >
          <Icon name="back" size={22} className="flip-rtl" />
        </Link>
        <div className="reserve-top__titles">
          <p className="reserve-top__mode" data-testid="reserve-mode-title">
            {table
              ? t("mode_title_table", { section: table.section_name, table: table.table_name })
              : t("mode_title")}
          </p>
          <h1 className="reserve-top__title">{menuTitle(menu, locale)}</h1>
        </div>
        <LanguageButton />
      </header>
      <div className="reserve-tools">
        <p className="reserve-tools__venue">{cafe.name}</p>
        <div className="view-toggle" role="group" aria-label={t("menu.view")}>
          {(["grid", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="view-toggle__btn"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              data-testid={`view-${v}`}
            >
              {t(`menu.view_${v}`)}
            </button>
          ))}
        </div>
      </div>
      <CategoryTabs
        tabs={sections.map((s) => ({ id: s.id, name: s.name }))}
        activeId={activeId}
        label={t("menu.categories")}
        onPick={scrollTo}
      />
      <main className="menu-list reserve-list">
        {sections.length === 0 && <p className="reserve-empty">{t("menu.empty")}</p>}
        {sections.map((section) => (
          <section
            key={section.id}
            id={`cat-${section.id}`}
            className="reserve-category"
            data-section-id={section.id}
            aria-labelledby={`rcat-${section.id}`}
            data-testid="reserve-category"
          >
            <h2 id={`rcat-${section.id}`} className="reserve-category__title">
              <bdi>{section.name}</bdi>
            </h2>
            <ul className={`service-list service-list--${view}`} data-view={view}>
              {section.products.map((product) => (
                <ServiceCard
                  key={product._id}
                  product={product}
                  to={buildPath("reserve_menu_product", { cafe_link: link, product_id: product._id })}
                  currency={currency}
                  view={view}
                />
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}
