import { useEffect, useState } from "react";

// SPEC §2/§9: the menu header collapses past 187 px of scroll and expands again only above 20 px, so it
// does not flicker around one threshold.
export const collapseAt = 187;
export const expandAt = 20;

export function nextCollapsed(isCollapsed: boolean, scrollY: number): boolean {
  if (!isCollapsed && scrollY > collapseAt) return true;
  if (isCollapsed && scrollY < expandAt) return false;
  return isCollapsed;
}

export function useHeaderCollapse(): boolean {
  const [isCollapsed, setCollapsed] = useState(() => nextCollapsed(false, window.scrollY));
  useEffect(() => {
    const handleScroll = () => setCollapsed((current) => nextCollapsed(current, window.scrollY));
    handleScroll();
    window.addEventListener("scroll", handleScroll, { passive: true });
    return () => window.removeEventListener("scroll", handleScroll);
  }, []);
  return isCollapsed;
}
