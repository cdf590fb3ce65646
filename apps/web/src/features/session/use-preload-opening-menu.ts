import { useCallback, useEffect, useRef } from "react";
import { useMatches } from "react-router";
import type { Menu } from "@tablewise/domain/contract/menu";
import { preloadMenuImages } from "./preload-menu-images";

// For an ordering shell's load: once its data arrives, preload the first card images of the menu its
// route points at (a menu or product page). The menu id is kept in a ref, so the returned function stays
// the same and the load does not rerun as the guest navigates.
export function usePreloadOpeningMenu(): (menus: readonly Menu[]) => void {
  const matches = useMatches();
  const menuId = matches[matches.length - 1]?.params.menu_id;
  const ref = useRef<string | undefined>(menuId);
  useEffect(() => {
    ref.current = menuId;
  }, [menuId]);
  return useCallback((menus) => preloadMenuImages(menus, ref.current), []);
}
