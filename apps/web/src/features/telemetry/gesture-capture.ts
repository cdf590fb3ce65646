import type { Gesture } from "@tablewise/domain/contract/telemetry";

// What a gesture says about the page, and nothing the guest typed or read: positions, distances, the kind
// of element touched (tag, role, id or data-telemetry name, never its text) and the route with ids masked.

const tapMaxMove = 10; // px: more is a swipe
const longPressMs = 500;
const scrollEndMs = 250; // a scroll is summarised into one gesture once it has rested this long
const interactive = "[data-telemetry], button, a, input, select, textarea, label, [role]";

// Route segments that carry ids (table codes, order and cart ids) are masked: they may open a bill.
export function maskRoute(pathname: string): string {
  return pathname
    .split("/")
    .map((seg) => (seg.length >= 20 || (/\d/.test(seg) && seg.length >= 4) ? ":id" : seg))
    .join("/")
    .slice(0, 300);
}

export function describeTarget(node: EventTarget | null): string | undefined {
  if (!(node instanceof Element)) return undefined;
  const el = node.closest(interactive) ?? node;
  const named = el.getAttribute("data-telemetry");
  if (named) return named.slice(0, 200);
  const role = el.getAttribute("role");
  const id = el.id && !/\d{4,}/.test(el.id) ? `#${el.id}` : "";
  return `${el.tagName.toLowerCase()}${role ? `[${role}]` : ""}${id}`.slice(0, 200);
}

type Capture = { stop: () => void };

export function captureGestures(
  doc: Document,
  emit: (g: Gesture) => void,
  now: () => number = Date.now,
): Capture {
  const win = doc.defaultView;
  const route = () => maskRoute(doc.location?.pathname ?? "/");
  let down: { x: number; y: number; at: number; target: EventTarget | null } | null = null;
  let scrollStart: { x: number; y: number } | null = null;
  // The page or the inner list that scrolls (the menu scrolls inside its own container).
  let scroller: Element | null = null;
  let scrollTimer: ReturnType<typeof setTimeout> | null = null;

  const onDown = (e: PointerEvent) => {
    if (!e.isPrimary) return;
    down = { x: e.clientX, y: e.clientY, at: now(), target: e.target };
  };
  const onUp = (e: PointerEvent) => {
    if (!e.isPrimary || !down) return;
    const dx = e.clientX - down.x;
    const dy = e.clientY - down.y;
    const moved = Math.hypot(dx, dy) > tapMaxMove;
    const type = moved ? "swipe" : now() - down.at >= longPressMs ? "long_press" : "tap";
    const target = describeTarget(down.target);
    emit({
      type,
      x: Math.round(down.x),
      y: Math.round(down.y),
      ...(moved ? { dx: Math.round(dx), dy: Math.round(dy) } : {}),
      ...(target ? { target } : {}),
      route: route(),
      timestamp: now(),
    });
    down = null;
  };
  const onCancel = () => {
    down = null;
  };
  const scrollPosition = () =>
    scroller
      ? { x: scroller.scrollLeft, y: scroller.scrollTop }
      : { x: win?.scrollX ?? 0, y: win?.scrollY ?? 0 };
  const onScroll = (e: Event) => {
    const el = e.target instanceof Element ? e.target : null;
    if (scrollStart && el !== scroller) endScroll();
    scroller = el;
    scrollStart ??= scrollPosition();
    if (scrollTimer) clearTimeout(scrollTimer);
    scrollTimer = setTimeout(endScroll, scrollEndMs);
  };
  function endScroll() {
    scrollTimer = null;
    if (!scrollStart) return;
    const end = scrollPosition();
    const start = scrollStart;
    scrollStart = null;
    // A scroll that came back to where it started (or a programmatic reset) says nothing.
    if (end.x === start.x && end.y === start.y) return;
    emit({
      type: "scroll",
      x: Math.round(end.x),
      y: Math.round(end.y),
      dx: Math.round(end.x - start.x),
      dy: Math.round(end.y - start.y),
      route: route(),
      timestamp: now(),
    });
  }

  const opts = { capture: true, passive: true } as const;
  doc.addEventListener("pointerdown", onDown, opts);
  doc.addEventListener("pointerup", onUp, opts);
  doc.addEventListener("pointercancel", onCancel, opts);
  doc.addEventListener("scroll", onScroll, opts);
  return {
    stop() {
      doc.removeEventListener("pointerdown", onDown, opts);
      doc.removeEventListener("pointerup", onUp, opts);
      doc.removeEventListener("pointercancel", onCancel, opts);
      doc.removeEventListener("scroll", onScroll, opts);
      if (scrollTimer) clearTimeout(scrollTimer);
    },
  };
}
