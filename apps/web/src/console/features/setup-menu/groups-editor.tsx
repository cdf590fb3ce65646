import { useTranslation } from "react-i18next";
import {
  emptyGroup,
  emptyItem,
  showForChoices,
  type GroupForm,
  type ItemForm,
  type ProductForm,
} from "./product-draft";
import type { useFieldErrors } from "./field-error";

// SPEC §5 variant (single select) and modifier groups of a product, each item with price and weight.
export function GroupsEditor({
  form,
  onChange,
  errors,
}: {
  form: ProductForm;
  onChange: (groups: GroupForm[]) => void;
  errors: ReturnType<typeof useFieldErrors>;
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
              <label className="field">
                <span className="field__label">{t("groups.name")}</span>
                <input
                  className="field__input"
                  value={g.name}
                  onChange={(e) => setGroup(k, { name: e.target.value })}
                  {...errors.props(`${at}.name`)}
                />
                {errors.render(`${at}.name`)}
              </label>
              <label className="sm-check">
                <input
                  type="checkbox"
                  checked={g.single_select}
                  onChange={(e) => setGroup(k, { single_select: e.target.checked })}
                />
                {t("groups.single")}
              </label>
              <label className="field">
                <span className="field__label">{t("groups.min")}</span>
                <input
                  className="field__input"
                  inputMode="numeric"
                  value={g.min}
                  onChange={(e) => setGroup(k, { min: e.target.value })}
                  {...errors.props(`${at}.min_count`)}
                />
                {errors.render(`${at}.min_count`)}
              </label>
              <label className="field">
                <span className="field__label">{t("groups.max")}</span>
                <input
                  className="field__input"
                  inputMode="numeric"
                  value={g.max}
                  placeholder={t("groups.any")}
                  onChange={(e) => setGroup(k, { max: e.target.value })}
                  {...errors.props(`${at}.max_count`)}
                />
                {errors.render(`${at}.max_count`)}
              </label>
              {choices.length > 0 && (
                <label className="field">
                  <span className="field__label">{t("groups.showFor")}</span>
                  <select
                    multiple
                    className="field__input sm-multi"
                    value={g.show_for}
                    onChange={(e) =>
                      setGroup(k, { show_for: [...e.target.selectedOptions].map((o) => o.value) })
                    }
                    {...errors.props(`${at}.show_for.0`)}
                  >
                    {choices.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                  <span className="muted">{t("groups.showForHint")}</span>
                  {errors.render(`${at}.show_for.0`)}
                </label>
              )}
            </div>
            <table className="sm-items">
              <caption className="visually-hidden">{t("groups.items", { name: label })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("groups.itemName")}</th>
                  <th scope="col">{t("groups.itemPrice")}</th>
                  <th scope="col">{t("groups.itemWeight")}</th>
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
                        <input
                          className="field__input"
                          aria-label={t("groups.itemNameOf", { position: j + 1, group: label })}
                          value={it.name}
                          onChange={(e) => setItem(k, j, { name: e.target.value })}
                          {...errors.props(`${ip}.name`)}
                        />
                        {errors.render(`${ip}.name`)}
                      </td>
                      <td>
                        <input
                          className="field__input sm-num"
                          inputMode="decimal"
                          aria-label={t("groups.itemPriceOf", { name: itemLabel })}
                          value={it.price}
                          onChange={(e) => setItem(k, j, { price: e.target.value })}
                          {...errors.props(`${ip}.price`)}
                        />
                        {errors.render(`${ip}.price`)}
                      </td>
                      <td>
                        <input
                          className="field__input sm-num"
                          inputMode="decimal"
                          aria-label={t("groups.itemWeightOf", { name: itemLabel })}
                          value={it.weight}
                          onChange={(e) => setItem(k, j, { weight: e.target.value })}
                          {...errors.props(`${ip}.weight`)}
                        />
                        {errors.render(`${ip}.weight`)}
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
