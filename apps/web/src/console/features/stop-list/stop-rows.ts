import type { Menu } from "@tablewise/domain/contract/menu";
import type { StopList } from "@tablewise/domain/contract/staff";

// The stop list's rows: every product of the venue's menus with its variant items, stopped ones first
// (what the kitchen looks for is what it stopped), filtered by a search over product, category and item.
export type StopItemRow = { id: string; name: string; group: string; stopped: boolean };
export type StopRow = {
  productId: string;
  name: string;
  category: string;
  menu: string;
  stopped: boolean;
  items: StopItemRow[];
};

export function stopRows(menus: Menu[], list: StopList, search: string): StopRow[] {
  const stopped = new Set(list.entries.map((e) => `${e.product_id}:${e.variant_item_id ?? ""}`));
  const needle = search.trim().toLocaleLowerCase();
  const rows: StopRow[] = [];
  const seen = new Set<string>();
  for (const menu of menus) {
    for (const product of menu.products) {
      if (seen.has(product._id)) continue;
      seen.add(product._id);
      const items = product.price_groups.flatMap((g) =>
        g.items.map((i) => ({
          id: i._id,
          name: i.name,
          group: g.name,
          stopped: stopped.has(`${product._id}:${i._id}`),
        })),
      );
      const row: StopRow = {
        productId: product._id,
        name: product.name,
        category: product.category,
        menu: menu.title,
        stopped: stopped.has(`${product._id}:`),
        items,
      };
      const text = [row.name, row.category, ...items.map((i) => i.name)].join(" ").toLocaleLowerCase();
      if (!needle || text.includes(needle)) rows.push(row);
    }
  }
  const hasStop = (r: StopRow) => r.stopped || r.items.some((i) => i.stopped);
  return rows.sort((a, b) => Number(hasStop(b)) - Number(hasStop(a)));
}
