import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Product } from "@tablewise/domain/contract/menu";
import { TextField } from "../../ui/fields/text-field";
import { CategoryRow } from "./category-row";
import { newCategoryDraft, type CategoryDraft } from "./menu-draft";
import { moveItem } from "./reorder";

type Props = {
  id: string;
  menuId: string;
  categories: CategoryDraft[];
  products: ReadonlyMap<string, Product>;
  currency: string;
  onChange: (categories: CategoryDraft[]) => void;
  announce: (text: string) => void;
};

// A menu's categories in display order; every product is listed in exactly one (contract/setup.ts).
export function CategoryList({
  id,
  menuId,
  categories: cats,
  products,
  currency,
  onChange,
  announce,
}: Props) {
  const { t } = useTranslation("setup-menu");
  const [newName, setNewName] = useState("");
  const reorder = (from: number, to: number) => {
    const moved = cats[from];
    onChange(moveItem(cats, from, to));
    if (moved && from !== to)
      announce(t("reorder.moved", { name: moved.name, position: to + 1, count: cats.length }));
  };
  const moveProduct = (productId: string, to: number) =>
    onChange(
      cats.map((c, k) => ({
        ...c,
        products:
          k === to
            ? [...c.products.filter((p) => p !== productId), productId]
            : c.products.filter((p) => p !== productId),
      })),
    );
  return (
    <section className="sm-card" aria-labelledby={`${id}-cats`}>
      <h2 id={`${id}-cats`}>{t("categories.heading")}</h2>
      {cats.length === 0 && <p className="muted">{t("categories.none")}</p>}
      <ol className="sm-cats">
        {cats.map((cat, index) => (
          <CategoryRow
            key={cat.key}
            menuId={menuId}
            index={index}
            categories={cats}
            products={products}
            currency={currency}
            onChange={(patch) => onChange(cats.map((c, k) => (k === index ? { ...c, ...patch } : c)))}
            onRemove={() => onChange(cats.filter((_, k) => k !== index))}
            onReorder={reorder}
            onMoveProduct={moveProduct}
          />
        ))}
      </ol>
      <div className="sm-inline-form">
        <TextField
          path="new-category"
          label={t("categories.newName")}
          value={newName}
          onChange={setNewName}
        />
        <button
          type="button"
          className="btn"
          disabled={!newName.trim()}
          onClick={() => {
            onChange([...cats, newCategoryDraft(newName.trim())]);
            setNewName("");
          }}
        >
          {t("categories.add")}
        </button>
      </div>
    </section>
  );
}
