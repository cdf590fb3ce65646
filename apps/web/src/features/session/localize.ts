import type { Category, Menu, PriceGroup, Product } from "@tablewise/domain/contract/menu";

// SPEC §2 issue 3: product, category and menu names use the menu's own translations when the guest's
// language has one; otherwise the original text.
const lang = (locale: string) => locale.split("-")[0];
const sameLang = (a: string, b: string) => lang(a) === lang(b);

export function menuTitle(menu: Menu, locale: string): string {
  return menu.title_i18n.find((t) => sameLang(t.locale, locale))?.title ?? menu.title;
}

export function menuTag(menu: Menu, locale: string): string | undefined {
  return menu.tag_i18n.find((t) => sameLang(t.locale, locale))?.tag ?? menu.tag;
}

export function categoryName(category: Category, locale: string): string {
  return category.i18n.find((t) => sameLang(t.locale, locale))?.name ?? category.name;
}

const productTranslation = (product: Product, locale: string) =>
  product.i18n.find((t) => sameLang(t.locale, locale));

export function productName(product: Product, locale: string): string {
  return productTranslation(product, locale)?.name ?? product.name;
}

export function productDescription(product: Product, locale: string): string {
  return productTranslation(product, locale)?.description ?? product.description;
}

// Group and item names translated by _id; prices and rules are the original group's.
export function localizedGroups(product: Product, locale: string): PriceGroup[] {
  const t = productTranslation(product, locale)?.price_groups;
  if (!t) return product.price_groups;
  return product.price_groups.map((group) => {
    const tg = t.find((g) => g._id === group._id);
    if (!tg) return group;
    return {
      ...group,
      name: tg.name ?? group.name,
      items: group.items.map((item) => ({
        ...item,
        name: tg.items?.find((i) => i._id === item._id)?.name ?? item.name,
      })),
    };
  });
}

// Issue 18.9: a chosen option (a cart line keeps the original name) as the product page names it in
// the guest's language; the original name when the product or its translation is not at hand.
export function choiceNames(
  product: Product | undefined,
  choices: readonly { group_id: string; item_id: string; name: string }[],
  locale: string,
): string[] {
  const groups = product ? localizedGroups(product, locale) : [];
  return choices.map(
    (c) => groups.find((g) => g._id === c.group_id)?.items.find((i) => i._id === c.item_id)?.name ?? c.name,
  );
}
