import { describe, expect, it } from "vitest";
import type { Product } from "@tablewise/domain/contract/menu";
import { choiceNames } from "./localize";

const product = {
  price_groups: [{ _id: "g1", name: "Coffee", items: [{ _id: "i1", name: "Espresso" }] }],
  i18n: [
    {
      locale: "uk",
      name: "Сніданок",
      price_groups: [{ _id: "g1", items: [{ _id: "i1", name: "Еспресо" }] }],
    },
  ],
} as unknown as Product;
const chosen = [{ group_id: "g1", item_id: "i1", name: "Espresso" }];

describe("choiceNames (a cart line's options as the product page names them)", () => {
  it("translates a chosen option into the guest's language", () => {
    expect(choiceNames(product, chosen, "uk-UA")).toEqual(["Еспресо"]);
  });
  it("keeps the original name without a translation or without the product", () => {
    expect(choiceNames(product, chosen, "ar")).toEqual(["Espresso"]);
    expect(choiceNames(undefined, chosen, "uk")).toEqual(["Espresso"]);
  });
});
