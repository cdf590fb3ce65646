import type { Menu, Product } from "@tablewise/domain/contract/menu";
import { offeredSuggestions } from "@tablewise/domain/rules/suggestions";
import { useNow } from "../../lib/use-now";
import { menuStatus } from "../session/menu-status";
import { useMenuSession } from "../session/session-context";

// The suggestions of `product` a guest can add now (rules/suggestions.ts with SPEC §4's add state for this
// session's mode). Empty: the product page goes on as if there were none.
export function useOfferedSuggestions(product: Product | undefined): ReturnType<typeof offeredSuggestions> {
  const { cafe, menus, mode, isSystemOpen } = useMenuSession();
  const now = useNow(60_000);
  if (!product?.suggestions?.length) return [];
  return offeredSuggestions(
    product,
    menus,
    (menu: Menu) => menuStatus(menu, cafe, mode, isSystemOpen, now).addState === "enabled",
  );
}
