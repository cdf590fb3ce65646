import { Activity, Fragment, useRef, type ReactNode } from "react";
import { useMatches, useOutlet } from "react-router";
import { routeHandleOf } from "../route-handle";

// SPEC §2: menu, lobby and cart pages are kept alive when navigated away from. Each kept page stays
// mounted under a hidden <Activity> (its state and DOM kept, its effects paused) keyed by its path, so
// two menus are two pages. The newest few are kept; the oldest is dropped first.
const keptLimit = 6;

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = leaf ? routeHandleOf(leaf) : null;
  const key = leaf?.pathname ?? "";
  // Insertion order stays fixed (no DOM moves); usedAt picks the page to drop.
  const kept = useRef(new Map<string, { element: ReactNode; usedAt: number }>());
  const clock = useRef(0);
  const isKept = handle?.keepAlive === true;
  if (isKept) {
    kept.current.set(key, { element: outlet, usedAt: ++clock.current });
    while (kept.current.size > keptLimit) {
      const oldest = [...kept.current].reduce((a, b) => (b[1].usedAt < a[1].usedAt ? b : a));
      kept.current.delete(oldest[0]);
    }
  }
  return (
    <>
      {[...kept.current].map(([path, { element }]) => (
        <Activity key={`kept:${path}`} mode={isKept && path === key ? "visible" : "hidden"}>
          {element}
        </Activity>
      ))}
      {!isKept && <Fragment key={`page:${key}`}>{outlet}</Fragment>}
    </>
  );
}
