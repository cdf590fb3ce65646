import { useTranslation } from "react-i18next";
import {
  emptyGroup,
  emptyItem,
  showForChoices,
  type GroupForm,
  type ItemForm,
  type ProductForm,
} from "./product-draft";
import { CheckField } from "../../ui/fields/check-field";
import { FieldFrame } from "../../ui/fields/field-frame";
import { InlineField } from "../../ui/fields/inline-field";
import { TextField } from "../../ui/fields/text-field";
import { ItemAllergens } from "./item-allergens";

// SPEC §5 variant (single select) and modifier groups of a product, each item with price and weight.
export function GroupsEditor({
  form,
  onChange,
}: {
  form: ProductForm;
  onChange: (groups: GroupForm[]) => void;
}) {
  const { t } = useTranslation("setup-menu");
  const groups = form.groups;
  const setGroup = (k: number, patch: Partial<GroupForm>) =>
    onChange(groups.map((g, i) => (i === k ? { ...g, ...patch } : g)));
  const setItem = (k: number, j: number, patch: Partial<ItemForm>) =>
    setGroup(k, { items: groups[k]!.items.map((it, i) => (i === j ? { ...it, ...patch } : it)) });
  return (
    <section className="sm-card" aria-labelledby="sm-groups-h">
      <h2 id="sm-groups-h">{t("groups.heading")}</h2>
      <p className="muted">{t("groups.hint")}</p>
      {groups.map((g, k) => {
        const at = `price_groups.${k}`;
        const label = g.name || t("groups.untitled", { position: k + 1 });
        const choices = showForChoices(form, k);
        return (
          <fieldset key={g._id} className="sm-fieldset sm-group">
            <legend>
              {g.single_select ? t("groups.variant") : t("groups.modifier")}: {label}
            </legend>
            <div className="sm-grid">
              <TextField
                path={`${at}.name`}
                label={t("groups.name")}
                value={g.name}
                onChange={(name) => setGroup(k, { name })}
              />
              <CheckField
                label={t("groups.single")}
                checked={g.single_select}
                onChange={(single_select) => setGroup(k, { single_select })}
              />
              <TextField
                path={`${at}.min_count`}
                label={t("groups.min")}
                inputMode="numeric"
                value={g.min}
                onChange={(min) => setGroup(k, { min })}
              />
              <TextField
                path={`${at}.max_count`}
                label={t("groups.max")}
                inputMode="numeric"
                placeholder={t("groups.any")}
                value={g.max}
                onChange={(max) => setGroup(k, { max })}
              />
              {choices.length > 0 && (
                <FieldFrame
                  path={`${at}.show_for.0`}
                  label={t("groups.showFor")}
                  hint={t("groups.showForHint")}
                >
                  {(a11y) => (
                    <select
                      {...a11y}
                      multiple
                      className="field__input sm-multi"
                      value={g.show_for}
                      onChange={(e) =>
                        setGroup(k, { show_for: [...e.target.selectedOptions].map((o) => o.value) })
                      }
                    >
                      {choices.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldFrame>
              )}
            </div>
            <table className="sm-items">
              <caption className="visually-hidden">{t("groups.items", { name: label })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("groups.itemName")}</th>
                  <th scope="col">{t("groups.itemPrice")}</th>
                  <th scope="col">{t("groups.itemWeight")}</th>
                  <th scope="col">{t("dietary.itemAllergens")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("groups.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.items.map((it, j) => {
                  const ip = `${at}.items.${j}`;
                  const itemLabel = it.name || t("groups.untitledItem", { position: j + 1 });
                  return (
                    <tr key={it._id}>
                      <td>
                        <InlineField path={`${ip}.name`}>
                          {(a11y) => (
                            <input
                              {...a11y}
                              className="field__input"
                              aria-label={t("groups.itemNameOf", { position: j + 1, group: label })}
                              value={it.name}
                              onChange={(e) => setItem(k, j, { name: e.target.value })}
                            />
                          )}
                        </InlineField>
                      </td>
                      <td>
                        <InlineField path={`${ip}.price`}>
                          {(a11y) => (
                            <input
                              {...a11y}
                              className="field__input sm-num"
                              inputMode="decimal"
                              aria-label={t("groups.itemPriceOf", { name: itemLabel })}
                              value={it.price}
                              onChange={(e) => setItem(k, j, { price: e.target.value })}
                            />
                          )}
                        </InlineField>
                      </td>
                      <td>
                        <InlineField path={`${ip}.weight`}>
                          {(a11y) => (
                            <input
                              {...a11y}
                              className="field__input sm-num"
                              inputMode="decimal"
                              aria-label={t("groups.itemWeightOf", { name: itemLabel })}
                              value={it.weight}
                              onChange={(e) => setItem(k, j, { weight: e.target.value })}
                            />
                          )}
                        </InlineField>
                      </td>
                      <td>
                        <ItemAllergens
                          name={itemLabel}
                          value={it.allergens ?? null}
                          onChange={(allergens) => setItem(k, j, { allergens })}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="btn btn--ghost"
                          disabled={g.items.length === 1}
                          onClick={() => setGroup(k, { items: g.items.filter((_, i) => i !== j) })}
                        >
                          {t("groups.removeItem", { name: itemLabel })}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <div className="sm-actions sm-actions--start">
              <button
                type="button"
                className="btn"
                onClick={() => setGroup(k, { items: [...g.items, emptyItem()] })}
              >
                {t("groups.addItem")}
              </button>
              <button
                type="button"
                className="btn btn--danger-ghost"
                onClick={() =>
                  onChange(
                    groups
                      .filter((_, i) => i !== k)
                      // show_for naming this group's items would point at nothing (SPEC §5).
                      .map((o) => ({
                        ...o,
                        show_for: o.show_for.filter((id) => !g.items.some((it) => it._id === id)),
                      })),
                  )
                }
              >
                {t("groups.remove", { name: label })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="sm-actions sm-actions--start">
        <button type="button" className="btn" onClick={() => onChange([...groups, emptyGroup(true)])}>
          {t("groups.addVariant")}
        </button>
        <button type="button" className="btn" onClick={() => onChange([...groups, emptyGroup(false)])}>
          {t("groups.addModifier")}
        </button>
      </div>
    </section>
  );
}
