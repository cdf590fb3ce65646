import { useEffect, useRef } from "react";
import "./category-tabs.css";

type Tab = { id: string; name: string };
type CategoryTabsProps = {
  tabs: readonly Tab[];
  activeId: string | null;
  label: string;
  onPick: (id: string) => void;
};

// The sticky category scroller: tapping scrolls to the category; the active tab follows the page.
export function CategoryTabs({ tabs, activeId, label, onPick }: CategoryTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(activeId ?? "")}"]`);
    el?.scrollIntoView({ block: "nearest", inline: "center", behavior: "smooth" });
  }, [activeId]);
  if (tabs.length < 2) return null;
  return (
    <nav className="category-tabs" aria-label={label} data-testid="category-tabs">
      <div className="category-tabs__list" ref={list}>
        {tabs.map((tab) => (
          <a
            key={tab.id}
            href={`#cat-${tab.id}`}
            className="category-tabs__tab"
            aria-current={tab.id === activeId ? "true" : undefined}
            data-tab-id={tab.id}
            onClick={(e) => {
              e.preventDefault();
              onPick(tab.id);
            }}
          >
            {tab.name}
          </a>
        ))}
      </div>
    </nav>
  );
}
