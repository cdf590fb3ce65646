import { useCallback, useEffect, useState } from "react";

// The category the guest is reading (SPEC §2 tab scroller follows the scroll) and a smooth jump to one
// (SPEC §9: 350 ms animation; the browser's smooth scroll is about that long on a phone). One observer
// watches every section.
export function useActiveSection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [activeId, setActiveId] = useState<string | null>(ids[0] ?? null);
  const key = ids.join("|");
  useEffect(() => {
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const id = (e.target as HTMLElement).dataset.sectionId ?? "";
          if (e.isIntersecting) visible.set(id, e.boundingClientRect.top);
          else visible.delete(id);
        }
        const first = key.split("|").find((id) => visible.has(id));
        if (first) setActiveId(first);
      },
      { rootMargin: "-120px 0px -55% 0px" },
    );
    const observe = () =>
      document.querySelectorAll<HTMLElement>("[data-section-id]").forEach((el) => observer.observe(el));
    observe();
    // Sections rendered later (the rest of a long menu) are observed as they appear.
    const mutations = new MutationObserver(observe);
    const list = document.querySelector(".menu-list");
    if (list) mutations.observe(list, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [key]);
  const scrollTo = useCallback((id: string) => {
    setActiveId(id);
    const el = document.getElementById(`cat-${id}`);
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - 112;
    window.scrollTo({ top, behavior: "smooth" });
  }, []);
  return [activeId, scrollTo];
}
