import type { PriceGroup, Product } from "@tablewise/domain/contract/menu";
import { Icon } from "../../ui/icon";
import { useDietaryWords } from "./dietary-words";
import "./dietary.css";

// The product page's allergens and diets in words (Regulation (EU) No 1169/2011 allergens), with what
// its options add. An undeclared dish says so plainly: the guest must ask, never assume it is safe.
export function AllergenDetails({ product, groups }: { product: Product; groups: readonly PriceGroup[] }) {
  const { t, diet, allergens } = useDietaryWords();
  const declared = product.allergens;
  const diets = product.diets ?? [];
  const level = product.spicy ?? (product.is_spicy ? 1 : 0);
  const options = groups.flatMap((g) =>
    g.items.flatMap((item) => (item.allergens?.length ? [{ name: item.name, codes: item.allergens }] : [])),
  );
  return (
    <section
      className="allergen-details"
      aria-labelledby="allergen-details-title"
      data-testid="allergen-details"
    >
      <h2 id="allergen-details-title" className="allergen-details__title">
        {t("allergens_title")}
      </h2>
      {declared == null ? (
        <p className="allergen-details__undeclared" data-testid="allergens-undeclared">
          <Icon name="alert" size={18} />
          <span>{t("undeclared")}</span>
        </p>
      ) : (
        <p data-testid="allergens-declared">
          {declared.length ? t("contains", { list: allergens(declared) }) : t("contains_none")}
        </p>
      )}
      {options.length > 0 && (
        <>
          <h3 className="allergen-details__subtitle">{t("options_title")}</h3>
          <ul className="allergen-details__options">
            {options.map((o) => (
              <li key={o.name}>{t("option_contains", { name: o.name, list: allergens(o.codes) })}</li>
            ))}
          </ul>
        </>
      )}
      {(diets.length > 0 || level > 0) && (
        <>
          <h3 className="allergen-details__subtitle">{t("diets_title")}</h3>
          <ul className="dish-marks__chips" data-testid="dish-diets">
            {diets.map((code) => (
              <li key={code} className="dish-mark">
                {diet(code)}
              </li>
            ))}
            {level > 0 && (
              <li className="dish-mark dish-mark--spicy">
                {Array.from({ length: level }, (_, i) => (
                  <Icon key={i} name="chili" size={13} />
                ))}
                {t("spicy_level", { level })}
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
