import type { Product } from "@tablewise/domain/contract/menu";
import { roundMoney } from "@tablewise/domain/rules/money";

// SPEC §2 service card "starting price": the least a guest can pay for the service, i.e. the base price
// plus the cheapest items each group requires (an optional group adds nothing).
export function startingPrice(product: Pick<Product, "base_price" | "price_groups">): number {
  let price = product.base_price;
  for (const group of product.price_groups) {
    const needed = Math.max(group.min_count, 0);
    if (needed === 0) continue;
    const cheapest = group.items.map((i) => i.price).sort((a, b) => a - b);
    price += cheapest.slice(0, needed).reduce((sum, p) => sum + p, 0);
  }
  return roundMoney(price);
}
