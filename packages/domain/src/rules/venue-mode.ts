import type { Modes } from "../contract/venue";

// SPEC §2 home page: the automatic mode choice and the bottom navbar's visibility.
export type OnlineMode = "delivery" | "takeaway" | "preview";

export function chooseDefaultMode(modes: Modes): OnlineMode | null {
  if (modes.delivery) return "delivery";
  if (modes.preorder) return "takeaway";
  if (modes.preview || modes.inside) return "preview";
  return null;
}

export function hasOnlineModes(modes: Modes): boolean {
  return modes.delivery || modes.preorder || modes.preview || modes.inside;
}

export function showsNavbar(modes: Modes, isInside: boolean): boolean {
  return isInside || hasOnlineModes(modes);
}

// Which modes a guest may switch between in the menu header (SPEC §2: only with more than one, not inside).
export function switchableModes(modes: Modes): OnlineMode[] {
  const list: OnlineMode[] = [];
  if (modes.delivery) list.push("delivery");
  if (modes.preorder) list.push("takeaway");
  if (modes.preview) list.push("preview");
  return list;
}

// SPEC §2 menu header: the mode switcher shows only with more than one mode and never inside.
export function showsModeSwitcher(modes: Modes, isInside: boolean): boolean {
  return !isInside && switchableModes(modes).length > 1;
}

// The venue's ordering systems as a guest meets them: delivery, takeaway, and the table's menu (preview
// and eat-in are one system: the same menus, read or ordered at the table).
export function activeSystemCount(modes: Modes): number {
  return [modes.delivery, modes.preorder, modes.preview || modes.inside].filter(Boolean).length;
}

// SPEC §2 lobby: "If there is exactly one menu and only one active system, it opens automatically the
// first time". Inside a table's session the table is the only system the guest can use.
export function autoOpensOnlyMenu(menuCount: number, modes: Modes, isInside: boolean): boolean {
  return menuCount === 1 && (isInside || activeSystemCount(modes) <= 1);
}
