import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mediaVariant } from "@tablewise/domain/contract/setup";
import type { Product } from "@tablewise/domain/contract/menu";
import type { CategoryDraft } from "./menu-draft";
import { priceText } from "./use-setup";

type Props = {
  category: CategoryDraft;
  index: number;
  categories: CategoryDraft[];
  products: ReadonlyMap<string, Product>;
  currency: string;
  onMove: (productId: string, to: number) => void;
};

// The products of one category, each with a link to its form and a picker that moves it to another.
export function CategoryProducts({ category, index, categories, products, currency, onMove }: Props) {
  const { t } = useTranslation("setup-menu");
  return (
    <ul className="sm-products" aria-label={t("categories.products", { name: category.name })}>
      {category.products.map((pid) => {
        const product = products.get(pid);
        if (!product) return null;
        return (
          <li key={pid} className="sm-product">
            {product.image ? (
              <img className="sm-thumb" src={mediaVariant(product.image, 320)} alt="" />
            ) : (
              <span className="sm-thumb sm-thumb--empty" aria-hidden="true" />
            )}
            <Link className="sm-product__name" to={`/console/setup/menu/products/${encodeURIComponent(pid)}`}>
              {product.name}
            </Link>
            <span className="sm-price">{priceText(product.base_price, currency)}</span>
            {categories.length > 1 && (
              <label className="sm-move">
                <span className="visually-hidden">{t("categories.moveTo", { name: product.name })}</span>
                <select
                  className="field__input"
                  value={index}
                  onChange={(e) => onMove(pid, Number(e.target.value))}
                >
                  {categories.map((c, k) => (
                    <option key={c.key} value={k}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
