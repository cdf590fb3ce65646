import { useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Product } from "@tablewise/domain/contract/menu";
import { showsModeSwitcher } from "@tablewise/domain/rules/venue-mode";
import { useNow } from "../../lib/use-now";
import { Icon } from "../../ui/icon";
import { LanguageButton } from "../language/language-button";
import { categoryName, categoryNameLang, menuTag, menuTitle, menuTitleLang } from "../session/localize";
import { eagerImageCount } from "../session/preload-menu-images";
import { useMenuSession } from "../session/session-context";
import { CartSummary } from "./cart-summary";
import { CategoryTabs } from "./category-tabs";
import { ClosedBanner } from "./closed-banner";
import { useHeaderCollapse } from "./header-collapse";
import { menuStatus } from "../session/menu-status";
import { ModeSwitcher } from "./mode-switcher";
import { ProductCard } from "./product-card";
import { StatusCarousel, type StatusSlide } from "./status-carousel";
import { countInCart, useQuickCart } from "./use-quick-cart";
import { markMenuOpened } from "./lobby-auto-open";
import { guestEvents } from "../telemetry/guest-events";
import { useActiveSection } from "./use-active-section";
import { useNearSections } from "./use-near-sections";
import { DishFilterBar } from "../dietary/dish-filter-bar";
import { useDishFilter, useFilteredProducts } from "../dietary/use-dish-filter";
import "./menu-page.css";

const noProducts: readonly Product[] = [];
// Categories rendered at once; the others as the guest scrolls near them (use-near-sections).
const firstCategories = 1;
// Placeholder height per product until a category renders (a card is about this tall).
const estimatedCardPx = 145;

// SPEC §2 Menu page: search, categories with products, closed banner, collapsing header, mode switcher
// and the bottom carousel of status bars. A shell may add its own banner under the header (the
// delivery/takeaway closed banners).
export function MenuPage({ slides = [], banner }: { slides?: readonly StatusSlide[]; banner?: ReactNode }) {
  const { menu_id = "" } = useParams();
  const { t, i18n } = useTranslation("menu");
  const locale = i18n.language;
  const { cafe, menus, mode, cart, currency, paths, isSystemOpen } = useMenuSession();
  const menu = menus.find((m) => m._id === menu_id);
  const now = useNow(60_000);
  const isCollapsed = useHeaderCollapse();
  const { quickAdd, quickRemove } = useQuickCart(menu_id);
  // A guest who reached a menu (by a link or a reload) has had their first time.
  useEffect(() => markMenuOpened(cafe._id), [cafe._id]);
  // Which menu was opened, in which mode (telemetry event, fire-and-forget).
  useEffect(() => {
    if (menu_id) guestEvents.menuOpened(menu_id, mode);
  }, [menu_id, mode]);
  const counts = useMemo(() => countInCart(cart.items, menu_id), [cart.items, menu_id]);
  // The guest's allergen and diet filter, kept per venue (SPEC §2 Menu page).
  const { filter, setFilter } = useDishFilter(cafe._id);
  const { hidden, unknown } = useFilteredProducts(menu?.products ?? noProducts, filter);
  const sections = useMemo(() => {
    if (!menu) return [];
    const byId = new Map(menu.products.map((p) => [p._id, p]));
    return menu.categories
      .map((c) => ({
        id: c._id,
        name: categoryName(c, locale),
        lang: categoryNameLang(c, locale, menu.original_locale),
        products: c.products.flatMap((id) => (hidden.has(id) ? [] : (byId.get(id) ?? []))),
      }))
      .filter((c) => c.products.length > 0);
  }, [menu, locale, hidden]);
  const sectionIds = useMemo(() => sections.map((s) => s.id), [sections]);
  const { rendered, renderNow } = useNearSections(sectionIds, firstCategories);
  const [activeId, scrollToSection] = useActiveSection(sectionIds);
  const handlePickCategory = (id: string) => {
    renderNow(id);
    // After the category has rendered, so the jump lands on its real position.
    window.requestAnimationFrame(() => scrollToSection(id));
  };

  useEffect(() => {
    if (menu) document.title = `${menuTitle(menu, locale)} · ${cafe.name}`;
  }, [menu, locale, cafe.name]);

  if (!menu) {
    return (
      <main className="menu-missing" data-testid="menu-page">
        <h1>{t("menu.missing")}</h1>
        <Link to={paths.lobby} className="btn btn--primary">
          {t("menu.back")}
        </Link>
      </main>
    );
  }
  const status = menuStatus(menu, cafe, mode, isSystemOpen, now);
  const tag = menuTag(menu, locale);
  const hasCart = cart.items.some((i) => i.available);
  let eager = eagerImageCount; // above the fold: no lazy-loading delay for the page's largest paint
  return (
    <div
      className={hasCart || slides.length > 0 ? "menu-page menu-page--carousel" : "menu-page"}
      data-testid="menu-page"
    >
      <header className="menu-top" data-testid="menu-header" data-collapsed={String(isCollapsed)}>
        <Link to={paths.lobby} className="icon-btn" aria-label={t("menu.back")} data-testid="back-button">
          <Icon name="back" size={22} className="flip-rtl" />
        </Link>
        <p className="menu-top__title" aria-hidden={!isCollapsed}>
          {menuTitle(menu, locale)}
        </p>
        <Link to={paths.search} className="icon-btn" aria-label={t("menu.search")} data-testid="menu-search">
          <Icon name="search" size={22} />
        </Link>
        <LanguageButton />
      </header>
      <section className="menu-hero">
        <p className="menu-hero__venue">
          <bdi>{cafe.name}</bdi>
        </p>
        <h1 className="menu-hero__title">
          <bdi lang={menuTitleLang(menu, locale)}>{menuTitle(menu, locale)}</bdi>
        </h1>
        {/* The menu's own text keeps its direction in a right-to-left page ("500 dishes", not "dishes 500"). */}
        {tag && (
          <p className="menu-hero__tag">
            <bdi>{tag}</bdi>
          </p>
        )}
        {showsModeSwitcher(cafe.modes, mode === "inside") && <ModeSwitcher />}
      </section>
      {status.closedReason && <ClosedBanner status={status} />}
      {banner}
      <DishFilterBar filter={filter} hiddenCount={hidden.size} onChange={setFilter} />
      <CategoryTabs
        tabs={sections.map((s) => ({ id: s.id, name: s.name }))}
        activeId={activeId}
        label={t("menu.categories")}
        onPick={handlePickCategory}
      />
      <main className="menu-list">
        {sections.map((section) => {
          const isRendered = rendered.has(section.id);
          return (
            <section
              key={section.id}
              id={`cat-${section.id}`}
              className="menu-section"
              data-testid="category-section"
              data-section-id={section.id}
              data-placeholder={isRendered ? undefined : "true"}
              aria-labelledby={`cat-title-${section.id}`}
              style={
                isRendered ? undefined : { minBlockSize: `${section.products.length * estimatedCardPx}px` }
              }
            >
              <h2 id={`cat-title-${section.id}`} className="menu-section__title">
                <bdi lang={section.lang}>{section.name}</bdi>
              </h2>
              {isRendered &&
                section.products.map((product) => (
                  <ProductCard
                    key={product._id}
                    product={product}
                    menuLocale={menu.original_locale}
                    to={paths.product(menu._id, product._id)}
                    currency={currency}
                    locale={locale}
                    addState={status.addState}
                    inCart={counts.get(product._id) ?? 0}
                    isEager={eager-- > 0}
                    onAdd={quickAdd}
                    onRemove={quickRemove}
                    isAllergenUnknown={unknown.has(product._id)}
                  />
                ))}
            </section>
          );
        })}
      </main>
      <StatusCarousel slides={hasCart ? [{ key: "cart", content: <CartSummary /> }, ...slides] : slides} />
    </div>
  );
}
