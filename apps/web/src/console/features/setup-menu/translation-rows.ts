import type { Menu } from "@tablewise/domain/contract/menu";
import type { TranslationTarget } from "@tablewise/domain/contract/setup";

// Every text of a menu in one locale, the original beside its translation.
export type TranslationRow = {
  key: string;
  target: TranslationTarget;
  section: "menu" | "category" | "product" | "group" | "item";
  context: string; // where the text sits (the product of a group), for the reader
  original: string;
  translation: string;
};

export const rowKey = (target: TranslationTarget) => JSON.stringify(target);

export function translationRows(menu: Menu, locale: string): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const add = (
    target: TranslationTarget,
    original: string,
    translation: string | undefined,
    context = "",
  ) => {
    if (!original) return;
    rows.push({
      key: rowKey(target),
      target,
      section: target.kind,
      context,
      original,
      translation: translation ?? "",
    });
  };
  add({ kind: "menu", field: "title" }, menu.title, menu.title_i18n.find((x) => x.locale === locale)?.title);
  if (menu.tag)
    add({ kind: "menu", field: "tag" }, menu.tag, menu.tag_i18n.find((x) => x.locale === locale)?.tag);
  for (const c of menu.categories)
    add({ kind: "category", id: c._id }, c.name, c.i18n.find((x) => x.locale === locale)?.name);
  for (const p of menu.products) {
    const tr = p.i18n.find((x) => x.locale === locale);
    add({ kind: "product", id: p._id, field: "name" }, p.name, tr?.name);
    add({ kind: "product", id: p._id, field: "description" }, p.description, tr?.description, p.name);
    for (const g of p.price_groups) {
      const gt = tr?.price_groups?.find((x) => x._id === g._id);
      add({ kind: "group", product_id: p._id, id: g._id }, g.name, gt?.name, p.name);
      for (const it of g.items)
        add(
          { kind: "item", product_id: p._id, group_id: g._id, id: it._id },
          it.name,
          gt?.items?.find((x) => x._id === it._id)?.name,
          `${p.name} · ${g.name}`,
        );
    }
  }
  return rows;
}

// The body's texts: only what the manager changed; which versions the server must check.
export function changedTexts(rows: TranslationRow[], edits: Record<string, string>) {
  const texts = rows
    .filter((r) => r.key in edits && (edits[r.key] ?? "").trim() !== r.translation)
    .map((r) => ({ target: r.target, text: (edits[r.key] ?? "").trim() }));
  const menuTouched = texts.some((x) => x.target.kind === "menu" || x.target.kind === "category");
  const products = new Set(
    texts.flatMap((x) =>
      x.target.kind === "product" ? [x.target.id] : "product_id" in x.target ? [x.target.product_id] : [],
    ),
  );
  return { texts, menuTouched, products: [...products] };
}
