import { createHash } from "node:crypto";
import type { Menu } from "@tablewise/domain/contract/menu";

// Issue 23: the version of a menu without its products (header, categories and their order), the opaque
// digest the editor's saves send back (setupVersionSchema).
// merged with M1's menu version at integration (the editor must see the same digest from every call)
export function menuVersionOf(menu: Menu): string {
  const { products: _products, ...header } = menu;
  return createHash("sha256").update(JSON.stringify(header)).digest("hex").slice(0, 32);
}
