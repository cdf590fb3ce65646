import { describe, expect, it } from "vitest";
import { productSchema } from "@tablewise/domain/contract/menu";
import { checkForm, draftOf, formOf } from "./product-draft";

const stored = productSchema.parse({
  _id: "p-caesar",
  name: "Caesar salad",
  category: "Salads",
  category_id: "c-salads",
  base_price: 180,
  menu_id: "demo-kitchen",
  allergens: ["eggs", "fish"],
  diets: ["halal"],
  spicy: 2,
  is_spicy: true,
  price_groups: [
    {
      _id: "g-protein",
      name: "Protein",
      single_select: true,
      min_count: 1,
      max_count: 1,
      items: [{ _id: "i-shrimp", name: "Tiger shrimp", price: 90, allergens: ["crustaceans"] }],
    },
  ],
});

describe("the product form's allergens, diets and heat", () => {
  it("round-trips them, the add-on items' allergens included (a save never drops what the import set)", () => {
    const { draft } = checkForm(formOf(stored));
    expect(draft).toMatchObject({ allergens: ["eggs", "fish"], diets: ["halal"], spicy: 2, is_spicy: true });
    expect(draft!.price_groups[0]!.items[0]!.allergens).toEqual(["crustaceans"]);
  });

  it("sends null for 'not declared', [] for 'declared: none', and no heat as not spicy", () => {
    const form = formOf(
      productSchema.parse({ ...stored, allergens: undefined, spicy: undefined, is_spicy: false }),
    );
    expect(draftOf(form)).toMatchObject({ allergens: null, is_spicy: false });
    expect(draftOf(form)).not.toHaveProperty("spicy");
    expect(draftOf({ ...form, allergens: [] }).allergens).toEqual([]);
  });
});
