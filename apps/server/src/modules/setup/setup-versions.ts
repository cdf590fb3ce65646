import { createHash } from "node:crypto";
import type { Menu, Product } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";

// A record's version is a digest of its stored content, so it moves exactly when the
// content does (whoever changed it: this editor, an import, another process) and needs no counter column.
// Keys are sorted, so two equal documents stored with a different key order have one version.
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

// 96 bits of sha256 in hex: enough that two contents never share a version by chance.
export const versionOf = (value: unknown) =>
  createHash("sha256").update(canonicalJson(value)).digest("hex").slice(0, 24);

// A menu's version covers its header, its categories and their product lists, not the products
// themselves (each has its own), so two managers editing two products of one menu do not collide.
export const menuVersion = (menu: Menu) => {
  const { products: _products, ...rest } = menu;
  return versionOf(rest);
};
export const productVersion = (product: Product) => versionOf(product);
export const venueVersion = (venue: Venue) => versionOf(venue);

export const productVersions = (menu: Menu): Record<string, string> =>
  Object.fromEntries(menu.products.map((p) => [p._id, productVersion(p)]));

export const menuEntry = (menu: Menu) => ({
  menu,
  version: menuVersion(menu),
  product_versions: productVersions(menu),
});
