import { useTranslation } from "react-i18next";
import { allergenCodes, type Allergen } from "@tablewise/domain/contract/menu";

// What an add-on item adds to the dish (Regulation (EU) No 1169/2011's 14), folded under its row so the
// items table stays one line per item; the guest's product page lists it beside the item's name.
export function ItemAllergens(props: {
  name: string;
  value: Allergen[] | null;
  onChange: (allergens: Allergen[] | null) => void;
}) {
  const { name, value, onChange } = props;
  const { t } = useTranslation("setup-menu");
  const { t: words } = useTranslation("dietary");
  const chosen = value ?? [];
  const toggle = (code: Allergen) => {
    const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code];
    // Nothing ticked is stored as nothing said, as before the item had any.
    onChange(next.length ? next : null);
  };
  return (
    <details className="sm-item-allergens">
      <summary>
        <span className="visually-hidden">{t("dietary.itemAllergensOf", { name })}: </span>
        {chosen.length ? chosen.map((c) => words(`allergen.${c}`)).join(", ") : t("dietary.itemNone")}
      </summary>
      <fieldset className="sm-item-allergens__list">
        <legend className="visually-hidden">{t("dietary.itemAllergensOf", { name })}</legend>
        {allergenCodes.map((code) => (
          <label key={code} className="sm-check">
            <input type="checkbox" checked={chosen.includes(code)} onChange={() => toggle(code)} />
            <span>{words(`allergen.${code}`)}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
