import type { Product } from "@tablewise/domain/contract/menu";
import { Icon } from "../../ui/icon";
import { useDietaryWords } from "./dietary-words";
import "./dietary.css";

// The menu card's compact marks: diets and heat as words, what the dish contains as a short line, and,
// while the guest filters out allergens, "Allergens unknown" on a dish the venue has not declared.
export function DishMarks({ product, isUnknown }: { product: Product; isUnknown: boolean }) {
  const { t, diet, allergens } = useDietaryWords();
  const diets = product.diets ?? [];
  const level = product.spicy ?? (product.is_spicy ? 1 : 0);
  const declared = product.allergens;
  if (!diets.length && !level && !declared?.length && !isUnknown) return null;
  return (
    <div className="dish-marks" data-testid="dish-marks">
      {(diets.length > 0 || level > 0) && (
        <ul className="dish-marks__chips">
          {diets.map((code) => (
            <li key={code} className="dish-mark" data-diet={code}>
              {diet(code)}
            </li>
          ))}
          {level > 0 && (
            <li className="dish-mark dish-mark--spicy" data-testid="dish-spicy">
              {Array.from({ length: level }, (_, i) => (
                <Icon key={i} name="chili" size={13} />
              ))}
              <span className="visually-hidden">{t("spicy_level", { level })}</span>
            </li>
          )}
        </ul>
      )}
      {declared && declared.length > 0 && (
        <p className="dish-marks__contains" data-testid="dish-contains">
          {t("contains", { list: allergens(declared) })}
        </p>
      )}
      {isUnknown && (
        <p className="dish-mark dish-mark--unknown" data-testid="dish-unknown">
          <Icon name="alert" size={13} />
          {t("unknown_badge")}
        </p>
      )}
    </div>
  );
}
