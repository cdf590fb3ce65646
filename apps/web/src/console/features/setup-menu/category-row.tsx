import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "@tablewise/domain/contract/menu";
import { CheckField } from "../../ui/fields/check-field";
import { TextField } from "../../ui/fields/text-field";
import { CategoryProducts } from "./category-products";
import type { CategoryDraft } from "./menu-draft";
import { dragProps, ReorderControls } from "./reorder-controls";

type Props = {
  menuId: string;
  index: number;
  categories: CategoryDraft[];
  products: ReadonlyMap<string, Product>;
  currency: string;
  onChange: (patch: Partial<CategoryDraft>) => void;
  onRemove: () => void;
  onReorder: (from: number, to: number) => void;
  onMoveProduct: (productId: string, to: number) => void;
};

// One category: its name, hidden flag, place in the order, products, and the way to add one.
export function CategoryRow({ menuId, index, categories, products, currency, ...on }: Props) {
  const { t } = useTranslation("setup-menu");
  const cat = categories[index]!;
  return (
    <li className="sm-cat" {...dragProps(index, "category", on.onReorder)}>
      <div className="sm-row">
        <span className="sm-grip" aria-hidden="true">
          ⠿
        </span>
        <TextField
          path={`categories.${index}.name`}
          label={t("categories.name", { position: index + 1 })}
          hiddenLabel
          className="sm-row__main"
          value={cat.name}
          onChange={(name) => on.onChange({ name })}
        />
        <CheckField
          label={t("categories.hide")}
          checked={cat.hidden ?? false}
          onChange={(hidden) => on.onChange({ hidden })}
        />
        <ReorderControls name={cat.name} index={index} count={categories.length} onMove={on.onReorder} />
        {cat.products.length === 0 && (
          <button type="button" className="btn btn--danger-ghost" onClick={on.onRemove}>
            {t("categories.remove", { name: cat.name })}
          </button>
        )}
      </div>
      <CategoryProducts
        category={cat}
        index={index}
        categories={categories}
        products={products}
        currency={currency}
        onMove={on.onMoveProduct}
      />
      {cat._id && (
        <Link
          className="btn"
          to={`/console/setup/menu/products/new?menu=${encodeURIComponent(menuId)}&category=${encodeURIComponent(cat._id)}`}
        >
          {t("products.add", { name: cat.name })}
        </Link>
      )}
    </li>
  );
}
