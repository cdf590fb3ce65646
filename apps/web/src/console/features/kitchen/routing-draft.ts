import type { AutoAccept, StationRoute } from "@tablewise/domain/contract/kitchen";
import type { SetupMenuEntry } from "@tablewise/domain/contract/setup";

export type Choice = { id: string; name: string };

// Every category and product of the venue's menus, once each (a category id may appear in one menu only,
// but a venue may name two categories alike: the menu's name tells them apart).
export function menuChoices(menus: SetupMenuEntry[]): { categories: Choice[]; products: Choice[] } {
  const categories = new Map<string, Choice>();
  const products = new Map<string, Choice>();
  const many = menus.length > 1;
  for (const { menu } of menus) {
    for (const c of menu.categories)
      categories.set(c._id, { id: c._id, name: many ? `${c.name} (${menu.title})` : c.name });
    for (const p of menu.products) products.set(p._id, { id: p._id, name: p.name });
  }
  const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);
  return { categories: [...categories.values()], products: [...products.values()].sort(byName) };
}

// The routes as the form holds them: a station per category and per overriding product.
export type RoutingDraft = {
  categories: Record<string, string>;
  products: { productId: string; stationId: string }[];
  autoAccept: AutoAccept;
};

export function routingDraftOf(routes: StationRoute[], autoAccept: AutoAccept): RoutingDraft {
  const categories: Record<string, string> = {};
  const products: RoutingDraft["products"] = [];
  for (const r of routes)
    if (r.kind === "category") categories[r.key] = r.station_id;
    else products.push({ productId: r.key, stationId: r.station_id });
  return { categories, products, autoAccept };
}

// The routes to save: a category left on the first station needs none; one override per product.
export function routesOf(draft: RoutingDraft, stationIds: string[]): StationRoute[] {
  const live = new Set(stationIds);
  const routes: StationRoute[] = [];
  for (const [key, stationId] of Object.entries(draft.categories))
    if (live.has(stationId)) routes.push({ kind: "category", key, station_id: stationId });
  const seen = new Set<string>();
  for (const { productId, stationId } of draft.products)
    if (live.has(stationId) && !seen.has(productId)) {
      seen.add(productId);
      routes.push({ kind: "product", key: productId, station_id: stationId });
    }
  return routes;
}
