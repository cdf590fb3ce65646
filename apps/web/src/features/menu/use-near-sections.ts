import { startTransition, useCallback, useEffect, useState } from "react";

// A long menu (demo-large: 500 products) renders only the categories near the screen; the others are
// placeholders of their estimated height until the guest scrolls within reach, so opening the menu
// costs the work of one screen, not of the whole menu. Rendered categories stay rendered.
const reachPx = 400;

export function useNearSections(ids: readonly string[], initially: number) {
  const [rendered, setRendered] = useState<ReadonlySet<string>>(() => new Set(ids.slice(0, initially)));
  const key = ids.join("|");
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((e) => e.isIntersecting)
          .map((e) => (e.target as HTMLElement).dataset.sectionId ?? "");
        // Categories coming near are rendered in a transition, in slices that keep scrolling smooth.
        if (near.length)
          startTransition(() =>
            setRendered((current) =>
              near.every((id) => current.has(id)) ? current : new Set([...current, ...near]),
            ),
          );
      },
      { rootMargin: `${reachPx}px 0px` },
    );
    document.querySelectorAll<HTMLElement>("[data-placeholder='true']").forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key, rendered]);
  const renderNow = useCallback((id: string) => {
    setRendered((current) => (current.has(id) ? current : new Set([...current, id])));
  }, []);
  return { rendered, renderNow };
}
