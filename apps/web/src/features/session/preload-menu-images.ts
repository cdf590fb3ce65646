import type { Menu } from "@tablewise/domain/contract/menu";

// The menu page loads its first cards' images eagerly: they are above the fold and the largest paint.
export const eagerImageCount = 4;

// The images of the first cards of `menu`, in the menu page's order (categories, then their products).
export function firstCardImages(menu: Menu, count = eagerImageCount): string[] {
  const byId = new Map(menu.products.map((p) => [p._id, p]));
  const cards = menu.categories.flatMap((c) => c.products.flatMap((id) => byId.get(id) ?? []));
  return cards.slice(0, count).flatMap((p) => (p.image ? [p.image] : []));
}

// A shell that opens straight onto a menu page starts these images as soon as its data arrives, while
// its loader is still up, instead of when the page renders (the page's largest paint).
export function preloadMenuImages(menus: readonly Menu[], menuId: string | undefined): void {
  const menu = menus.find((m) => m._id === menuId);
  if (!menu) return;
  for (const src of firstCardImages(menu)) {
    const image = new Image();
    image.fetchPriority = "high";
    image.src = src;
  }
}
