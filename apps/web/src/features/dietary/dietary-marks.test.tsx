import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { productSchema, type Product } from "@tablewise/domain/contract/menu";
import { initI18n, loadNamespaces } from "../../i18n/setup";
import { AllergenDetails } from "./allergen-details";
import { DishFilterBar } from "./dish-filter-bar";
import { DishMarks } from "./dish-marks";

const product = (o: Partial<Product> = {}): Product =>
  productSchema.parse({
    _id: "p-caesar",
    name: "Caesar salad",
    category: "Salads",
    category_id: "c-salads",
    base_price: 180,
    menu_id: "demo-kitchen",
    price_groups: [
      {
        _id: "g-protein",
        name: "Protein",
        single_select: true,
        min_count: 1,
        max_count: 1,
        items: [
          { _id: "i-shrimp", name: "Tiger shrimp", price: 90, allergens: ["crustaceans"] },
          { _id: "i-none", name: "No protein", price: 0 },
        ],
      },
    ],
    ...o,
  });

describe("allergens and diets in words", () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(["dietary"]);
  });
  afterEach(() => cleanup());

  it("the product page lists declared allergens, what an option adds, diets and heat in words", () => {
    const p = product({ allergens: ["eggs", "fish", "milk"], diets: ["halal"], spicy: 2 });
    render(<AllergenDetails product={p} groups={p.price_groups} />);
    expect(screen.getByTestId("allergens-declared").textContent).toBe("Contains: Eggs, Fish, and Milk");
    expect(screen.getByText("Tiger shrimp: Crustaceans")).toBeTruthy();
    expect(screen.getByTestId("dish-diets").textContent).toBe("HalalSpicy, 2 of 3");
    expect(screen.queryByTestId("allergens-undeclared")).toBeNull();
  });

  it("says plainly when the venue has not declared them, and tells 'none' apart", () => {
    render(<AllergenDetails product={product()} groups={[]} />);
    expect(screen.getByTestId("allergens-undeclared").textContent).toBe(
      "The venue has not said which allergens this contains — ask the staff.",
    );
    cleanup();
    render(<AllergenDetails product={product({ allergens: [] })} groups={[]} />);
    expect(screen.getByTestId("allergens-declared").textContent).toBe(
      "Contains none of the 14 main allergens",
    );
  });

  it("the card marks an undeclared dish as unknown only while allergens are filtered", () => {
    render(<DishMarks product={product()} isUnknown={false} />);
    expect(screen.queryByTestId("dish-marks")).toBeNull();
    cleanup();
    render(<DishMarks product={product()} isUnknown />);
    expect(screen.getByTestId("dish-unknown").textContent).toBe("Allergens unknown");
  });

  it("counts hidden dishes with the language's plural forms", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DishFilterBar filter={{ avoid: ["milk"], diets: [] }} hiddenCount={1} onChange={onChange} />,
    );
    expect(screen.getByTestId("dish-filter-hidden").textContent).toBe("1 dish hidden by your filter");
    expect(screen.getByTestId("dish-filter-open").textContent).toBe("Filter, 1 set");
    rerender(<DishFilterBar filter={{ avoid: ["milk"], diets: [] }} hiddenCount={3} onChange={onChange} />);
    expect(screen.getByTestId("dish-filter-hidden").textContent).toBe("3 dishes hidden by your filter");
    fireEvent.click(screen.getByTestId("dish-filter-open"));
    fireEvent.click(await screen.findByTestId("avoid-peanuts"));
    expect(onChange).toHaveBeenCalledWith({ avoid: ["milk", "peanuts"], diets: [] });
  });
});
