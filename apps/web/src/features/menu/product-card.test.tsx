import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { productSchema, type Product } from "@tablewise/domain/contract/menu";
import { initI18n, loadNamespaces } from "../../i18n/setup";
import { PriceGroupFieldset } from "../product/price-group-fieldset";
import { ProductCard } from "./product-card";

// A product or variant item on the venue's stop list (available: false in the menu).
const product = (o: Partial<Product> = {}): Product =>
  productSchema.parse({
    _id: "p-napoleon",
    name: "Napoleon cake",
    category: "Desserts",
    category_id: "c-desserts",
    base_price: 95,
    menu_id: "demo-kitchen",
    price_groups: [
      {
        _id: "g-size",
        name: "Size",
        single_select: true,
        min_count: 1,
        max_count: 1,
        items: [
          { _id: "i-small", name: "Small", price: 0, available: false },
          { _id: "i-large", name: "Large", price: 20 },
        ],
      },
    ],
    ...o,
  });

function renderCard(p: Product, locale = "en", menuLocale = "en") {
  render(
    <MemoryRouter>
      <ProductCard
        product={p}
        menuLocale={menuLocale}
        to="/demo/menu/demo-kitchen/p-napoleon"
        currency="₴"
        locale={locale}
        addState="enabled"
        inCart={0}
        isEager={false}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />
    </MemoryRouter>,
  );
}

describe("stopped products and items", () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(["menu", "product"]);
  });
  afterEach(() => cleanup());

  it("shows a stopped product as not available, readable, without an add button", () => {
    renderCard(product({ available: false }));
    expect(screen.getByTestId("product-unavailable").textContent).toBe("Not available now");
    expect(screen.getByText("Napoleon cake")).toBeTruthy();
    expect(screen.queryByTestId("product-add")).toBeNull();
    cleanup();
    renderCard(product());
    expect(screen.queryByTestId("product-unavailable")).toBeNull();
    expect(screen.getByTestId("product-add")).toBeTruthy();
  });

  it("disables a stopped variant item and says why", () => {
    const group = product().price_groups[0]!;
    render(
      <PriceGroupFieldset
        group={group}
        selection={{ "g-size": ["i-large"] }}
        currency="₴"
        onToggle={vi.fn()}
      />,
    );
    const [small, large] = screen.getAllByTestId("group-item") as HTMLInputElement[];
    expect(small!.disabled).toBe(true);
    expect(large!.disabled).toBe(false);
    expect(small!.closest("label")!.textContent).toContain("Not available now");
  });
});

describe("the card's name and languages", () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(["menu", "product"]);
  });
  afterEach(() => cleanup());
  const described = (o: Partial<Product> = {}) => product({ description: "Layers and custard", ...o });

  it("is an article named by its product's name", () => {
    renderCard(described());
    expect(screen.getByRole("article", { name: "Napoleon cake" })).toBeTruthy();
  });

  it("marks an English menu's texts in the Arabic page with lang=en (no Arabic translation)", () => {
    renderCard(described(), "ar", "en");
    expect(screen.getByRole("heading", { name: "Napoleon cake" }).getAttribute("lang")).toBe("en");
    expect(screen.getByText("Layers and custard").getAttribute("lang")).toBe("en");
  });

  it("leaves a translated name unmarked and marks the untranslated description by the menu's language", () => {
    renderCard(described({ i18n: [{ locale: "ar", name: "نابليون" }] }), "ar", "en");
    expect(screen.getByRole("heading", { name: "نابليون" }).getAttribute("lang")).toBeNull();
    expect(screen.getByText("Layers and custard").getAttribute("lang")).toBe("en");
  });

  it("marks the translation's own locale when it is not the menu's", () => {
    renderCard(described({ i18n: [{ locale: "uk", name: "Наполеон" }] }), "uk-UA", "en");
    expect(screen.getByRole("heading", { name: "Наполеон" }).getAttribute("lang")).toBeNull();
    cleanup();
    renderCard(described(), "en", "uk");
    expect(screen.getByRole("heading", { name: "Napoleon cake" }).getAttribute("lang")).toBe("uk");
  });
});
