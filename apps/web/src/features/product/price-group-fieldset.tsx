import { useTranslation } from "react-i18next";
import type { PriceGroup } from "@tablewise/domain/contract/menu";
import {
  canDeselectSingle,
  isItemDisabled,
  isItemStopped,
  isSingleSelect,
  maxCount,
  type Selection,
} from "@tablewise/domain/rules/variant-groups";
import { formatMoney } from "../../lib/format-money";

type PriceGroupFieldsetProps = {
  group: PriceGroup;
  selection: Selection;
  currency: string;
  onToggle: (groupId: string, itemId: string) => void;
};

// One SPEC §5 group: radios for a required single-select group (cannot be deselected), checkboxes
// otherwise, items disabled at max. An optional single-select group starts empty and can be emptied again,
// which a radio cannot do: its checkboxes swap the one choice.
export function PriceGroupFieldset({ group, selection, currency, onToggle }: PriceGroupFieldsetProps) {
  const { t, i18n } = useTranslation("product");
  const single = isSingleSelect(group);
  const isRadio = single && !canDeselectSingle(group);
  const max = maxCount(group);
  const chosen = selection[group._id] ?? [];
  const hint = isRadio
    ? t("group.single")
    : single
      ? t("group.up_to", { count: 1 })
      : Number.isFinite(max)
        ? group.min_count === 0
          ? t("group.up_to", { count: max })
          : group.min_count === max
            ? t("group.exactly", { count: max })
            : t("group.between", { min: group.min_count, max })
        : group.min_count > 0
          ? t("group.at_least", { count: group.min_count })
          : t("group.optional");
  return (
    <fieldset className="price-group" data-testid="price-group" data-group-id={group._id}>
      <legend className="price-group__legend">
        <span className="price-group__name">
          <bdi>{group.name}</bdi>
        </span>
        <span className="price-group__hint">
          {hint}
          {group.min_count > 0 && <span className="price-group__required"> · {t("group.required")}</span>}
        </span>
      </legend>
      {group.items.map((item) => {
        const isChosen = chosen.includes(item._id);
        const isStopped = isItemStopped(group, item._id);
        return (
          <label key={item._id} className={isStopped ? "price-item price-item--unavailable" : "price-item"}>
            <input
              type={isRadio ? "radio" : "checkbox"}
              name={`group-${group._id}`}
              checked={isChosen}
              disabled={isItemDisabled(group, selection, item._id)}
              onChange={() => onToggle(group._id, item._id)}
              data-testid="group-item"
              data-item-id={item._id}
            />
            <span className="price-item__name">
              {/* The venue's text keeps its own direction, the row the page's alignment. */}
              <bdi>{item.name}</bdi>
              {isStopped && <span className="price-item__unavailable"> · {t("unavailable")}</span>}
            </span>
            {item.price > 0 && (
              <span className="price-item__price">+{formatMoney(item.price, currency, i18n.language)}</span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
