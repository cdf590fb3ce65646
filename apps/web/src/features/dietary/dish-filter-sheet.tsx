import { allergenCodes, dietCodes, type Allergen, type Diet } from "@tablewise/domain/contract/menu";
import { emptyDishFilter, type DishFilter } from "@tablewise/domain/rules/dish-filter";
import { BottomSheet } from "../../ui/bottom-sheet";
import { useDietaryWords } from "./dietary-words";

const toggled = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

// "Hide dishes containing: …" and "Only show dishes that are: …". Each change applies at once (the menu
// behind shows it); undeclared dishes are never hidden by an allergen, and the sheet says so.
export function DishFilterSheet(props: {
  filter: DishFilter;
  onChange: (filter: DishFilter) => void;
  onClose: () => void;
}) {
  const { filter, onChange, onClose } = props;
  const { t, allergen, diet } = useDietaryWords();
  return (
    <BottomSheet
      title={t("filter.title")}
      onClose={onClose}
      closeLabel={t("filter.done")}
      describedBy="dish-filter-note"
      testId="dish-filter-sheet"
    >
      <fieldset className="dish-filter__group">
        <legend className="dish-filter__legend">{t("filter.avoid")}</legend>
        <div className="dish-filter__options">
          {allergenCodes.map((code: Allergen) => (
            <label key={code} className="dish-filter__option">
              <input
                type="checkbox"
                checked={filter.avoid.includes(code)}
                onChange={() => onChange({ ...filter, avoid: toggled(filter.avoid, code) })}
                data-testid={`avoid-${code}`}
              />
              <span>{allergen(code)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id="dish-filter-note" className="dish-filter__note">
        {t("filter.unknown_note")}
      </p>
      <fieldset className="dish-filter__group">
        <legend className="dish-filter__legend">{t("filter.diets")}</legend>
        <div className="dish-filter__options">
          {dietCodes.map((code: Diet) => (
            <label key={code} className="dish-filter__option">
              <input
                type="checkbox"
                checked={filter.diets.includes(code)}
                onChange={() => onChange({ ...filter, diets: toggled(filter.diets, code) })}
                data-testid={`diet-${code}`}
              />
              <span>{diet(code)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="dish-filter__kept">{t("filter.kept")}</p>
      <div className="dish-filter__actions">
        <button type="button" className="btn btn--outline" onClick={() => onChange(emptyDishFilter)}>
          {t("filter.clear")}
        </button>
        <button type="button" className="btn btn--primary" onClick={onClose} data-testid="dish-filter-done">
          {t("filter.done")}
        </button>
      </div>
    </BottomSheet>
  );
}
