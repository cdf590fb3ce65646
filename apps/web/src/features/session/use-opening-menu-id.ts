import { useEffect, useRef, type RefObject } from "react";
import { useMatches } from "react-router";

// The menu a shell's route currently points at (its menu page or product page), read by the shell's load
// once its data arrives (preloadMenuImages); a ref, so the load does not rerun as the guest navigates.
export function useOpeningMenuId(): RefObject<string | undefined> {
  const matches = useMatches();
  const menuId = matches[matches.length - 1]?.params.menu_id;
  const ref = useRef<string | undefined>(menuId);
  useEffect(() => {
    ref.current = menuId;
  }, [menuId]);
  return ref;
}
