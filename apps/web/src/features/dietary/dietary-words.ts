import { useTranslation } from "react-i18next";
import type { Allergen, Diet } from "@tablewise/domain/contract/menu";

// Allergen and diet codes as words in the guest's language, lists joined as the language joins them
// ("milk, eggs and fish"): the marks are always words, never colour or an icon alone.
export function useDietaryWords() {
  const { t, i18n } = useTranslation("dietary");
  const list = new Intl.ListFormat(i18n.language, { style: "long", type: "conjunction" });
  const allergen = (code: Allergen) => t(`allergen.${code}`);
  const diet = (code: Diet) => t(`diet.${code}`);
  const allergens = (codes: readonly Allergen[]) => list.format(codes.map(allergen));
  return { t, allergen, diet, allergens };
}
