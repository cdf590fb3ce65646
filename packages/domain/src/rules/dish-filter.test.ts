import { describe, expect, it } from "vitest";
import { dishVerdict, emptyDishFilter, parseDishFilter } from "./dish-filter";

describe("dish filter", () => {
  it("shows every dish when nothing is filtered, declared or not", () => {
    expect(dishVerdict({}, emptyDishFilter)).toBe("shown");
    expect(dishVerdict({ allergens: ["milk"] }, emptyDishFilter)).toBe("shown");
  });

  it("hides a dish whose declared allergens include an avoided one", () => {
    expect(dishVerdict({ allergens: ["milk", "eggs"] }, { avoid: ["eggs"], diets: [] })).toBe("hidden");
    expect(dishVerdict({ allergens: ["milk"] }, { avoid: ["eggs"], diets: [] })).toBe("shown");
  });

  it("keeps an undeclared dish on the menu as unknown, never as safe", () => {
    expect(dishVerdict({}, { avoid: ["peanuts"], diets: [] })).toBe("unknown");
    expect(dishVerdict({ allergens: null }, { avoid: ["peanuts"], diets: [] })).toBe("unknown");
    // Declared as containing none of the 14 is a real answer.
    expect(dishVerdict({ allergens: [] }, { avoid: ["peanuts"], diets: [] })).toBe("shown");
  });

  it("shows only dishes marked with every wanted diet, a vegan dish counting as vegetarian", () => {
    const filter = { avoid: [], diets: ["vegetarian" as const] };
    expect(dishVerdict({ diets: ["vegan"] }, filter)).toBe("shown");
    expect(dishVerdict({ diets: ["halal"] }, filter)).toBe("hidden");
    expect(dishVerdict({}, { avoid: [], diets: ["vegan"] })).toBe("hidden");
    expect(dishVerdict({ diets: ["vegetarian"] }, { avoid: [], diets: ["vegan"] })).toBe("hidden");
  });

  it("drops a stored filter it cannot read instead of trusting it", () => {
    expect(parseDishFilter({ avoid: ["plutonium"] })).toEqual(emptyDishFilter);
    expect(parseDishFilter("x")).toEqual(emptyDishFilter);
    expect(parseDishFilter({ avoid: ["milk", "milk"], diets: ["vegan"] })).toEqual({
      avoid: ["milk"],
      diets: ["vegan"],
    });
  });
});
