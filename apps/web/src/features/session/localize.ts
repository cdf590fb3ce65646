import type { Category, Menu, PriceGroup, Product } from "@tablewise/domain/contract/menu";

// SPEC §2: product, category and menu names use the menu's own translations when the guest's
// language has one; otherwise the original text.
const lang = (locale: string) => locale.split("-")[0];
const sameLang = (a: string, b: string) => lang(a) === lang(b);

// WCAG 3.1.2: a menu text shown in another language than the page's carries that language. The text is
// in its translation's locale when the guest's language has one, else in the menu's original_locale
// (SPEC §3); the attribute is left off when that is the page's language anyway.
export function langOf(
  translations: readonly { locale: string; value?: string }[],
  locale: string,
  originalLocale: string,
): string {
  return (
    translations.find((t) => sameLang(t.locale, locale) && t.value !== undefined)?.locale ?? originalLocale
  );
}
export const otherLang = (textLocale: string, pageLocale: string): string | undefined =>
  sameLang(textLocale, pageLocale) ? undefined : textLocale;

export function productNameLang(
  product: Product,
  locale: string,
  originalLocale: string,
): string | undefined {
  const translations = product.i18n.map((t) => ({ locale: t.locale, value: t.name }));
  return otherLang(langOf(translations, locale, originalLocale), locale);
}

export function productDescriptionLang(
  product: Product,
  locale: string,
  originalLocale: string,
): string | undefined {
  const translations = product.i18n.map((t) => ({ locale: t.locale, value: t.description }));
  return otherLang(langOf(translations, locale, originalLocale), locale);
}

export function categoryNameLang(
  category: Category,
  locale: string,
  originalLocale: string,
): string | undefined {
  const translations = category.i18n.map((t) => ({ locale: t.locale, value: t.name }));
  return otherLang(langOf(translations, locale, originalLocale), locale);
}

export function menuTitleLang(menu: Menu, locale: string): string | undefined {
  const translations = menu.title_i18n.map((t) => ({ locale: t.locale, value: t.title }));
  return otherLang(langOf(translations, locale, menu.original_locale), locale);
}

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

// A chosen option (a cart line keeps the original name) as the product page names it in
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
