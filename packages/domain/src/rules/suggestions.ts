import type { Menu, Product } from "../contract/menu";

// "Goes well with": a product names up to 6 others of the same venue's menus (a side, a drink) that the
// guest is offered in one sheet after adding it.
export const maxSuggestions = 6;

// What a manager's save keeps: known ids of the venue's products, never the product itself, each once,
// in the given order, at most 6. Unknown or deleted ids are dropped rather than refused, so a product
// removed since never blocks saving the one that named it.
export function cleanSuggestions(
  ids: readonly string[] | undefined,
  selfId: string,
  knownIds: ReadonlySet<string>,
): string[] {
  const kept: string[] = [];
  for (const id of ids ?? []) {
    if (id === selfId || !knownIds.has(id) || kept.includes(id)) continue;
    kept.push(id);
    if (kept.length === maxSuggestions) break;
  }
  return kept;
}

// Whether `suggester` really offers `productId` (the server checks a cart line's "from a suggestion of X"
// mark with it, and ignores a mark X does not back).
export const isSuggestedBy = (suggester: Pick<Product, "_id" | "suggestions">, productId: string): boolean =>
  suggester._id !== productId && (suggester.suggestions ?? []).includes(productId);

// A product a single tap cannot add: a group needs a choice (SPEC §5 min_count), or it is alcohol and needs
// the age confirmation (SPEC §4), so the guest is taken to its page instead.
export const needsChoice = (product: Pick<Product, "is_excise" | "price_groups">): boolean =>
  product.is_excise || product.price_groups.some((g) => g.min_count > 0);

export type OfferedSuggestion = { menu: Menu; product: Product; needsChoice: boolean };

// The suggestions a guest is offered now: those found in the menus the guest sees, not on the stop list,
// whose menu takes an add now (`canAdd`: the menu availability rules of SPEC §4 for the session's mode,
// rules/menu-availability.ts), in the manager's order.
export function offeredSuggestions(
  product: Pick<Product, "_id" | "suggestions">,
  menus: readonly Menu[],
  canAdd: (menu: Menu) => boolean,
): OfferedSuggestion[] {
  const offered: OfferedSuggestion[] = [];
  for (const id of product.suggestions ?? []) {
    if (id === product._id) continue;
    const menu = menus.find((m) => m.products.some((p) => p._id === id));
    const found = menu?.products.find((p) => p._id === id);
    if (!menu || !found || found.available === false || !canAdd(menu)) continue;
    offered.push({ menu, product: found, needsChoice: needsChoice(found) });
  }
  return offered;
}
