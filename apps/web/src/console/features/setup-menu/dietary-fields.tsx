import { useId } from "react";
import { useTranslation } from "react-i18next";
import { allergenCodes, dietCodes, type Allergen, type Diet } from "@tablewise/domain/contract/menu";
import { CheckField } from "../../ui/fields/check-field";
import { SelectField } from "../../ui/fields/select-field";
import type { ProductForm } from "./product-draft";

type Marks = Pick<ProductForm, "allergens" | "diets" | "spicy">;
const toggled = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

// A product's allergens (the EU's 14, Regulation (EU) No 1169/2011), diets and heat. "Declared" off
// keeps them unknown: guests are told to ask the staff, and an allergen filter never hides the dish.
export function DietaryFields({
  form,
  onChange,
}: {
  form: Marks;
  onChange: (marks: Partial<Marks>) => void;
}) {
  const { t } = useTranslation("setup-menu");
  const { t: words } = useTranslation("dietary");
  const id = useId();
  const declared = form.allergens !== null;
  return (
    <section className="sm-card" aria-labelledby={`${id}-title`} data-testid="dietary-fields">
      <h2 id={`${id}-title`}>{t("dietary.title")}</h2>
      <CheckField
        label={t("dietary.declared")}
        checked={declared}
        onChange={(on) => onChange({ allergens: on ? [] : null })}
        reason={declared ? t("dietary.declaredHint") : t("dietary.undeclaredHint")}
      />
      {declared && (
        <fieldset className="sm-fieldset">
          <legend>{t("dietary.contains")}</legend>
          <div className="sm-checks sm-checks--columns">
            {allergenCodes.map((code: Allergen) => (
              <CheckField
                key={code}
                label={words(`allergen.${code}`)}
                checked={form.allergens?.includes(code) ?? false}
                onChange={() => onChange({ allergens: toggled(form.allergens ?? [], code) })}
              />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="sm-fieldset">
        <legend>{t("dietary.diets")}</legend>
        <div className="sm-checks sm-checks--columns">
          {dietCodes.map((code: Diet) => (
            <CheckField
              key={code}
              label={words(`diet.${code}`)}
              checked={form.diets.includes(code)}
              onChange={() => onChange({ diets: toggled(form.diets, code) })}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        path="spicy"
        label={t("dietary.heat")}
        value={form.spicy}
        options={["0", "1", "2", "3"].map((value) => ({
          value,
          label: t(`dietary.heat${value}` as "dietary.heat0"),
        }))}
        onChange={(spicy) => onChange({ spicy })}
      />
    </section>
  );
}
