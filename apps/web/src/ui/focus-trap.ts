import { useEffect, useRef, type RefObject } from "react";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// While a modal is open the page behind it is inert (out of reach for Tab and screen readers), Tab
// cycles inside the modal, and focus returns to where it was when the modal closes.
let openModals = 0;

export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape?: () => void) {
  // Held in a ref so a new handler on each render does not re-run the trap (and move focus).
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById("root");
    openModals += 1;
    root?.setAttribute("inert", "");
    // The dialog itself takes focus (its title is read first) unless a control asks for it.
    (node.querySelector<HTMLElement>("[data-autofocus]") ?? node).focus({ preventScroll: true });

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && escapeRef.current) {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(focusable));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (document.activeElement === node) {
        event.preventDefault();
        (event.shiftKey ? tail : head).focus();
      } else if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    node.addEventListener("keydown", handleKeyDown);
    return () => {
      node.removeEventListener("keydown", handleKeyDown);
      openModals -= 1;
      if (openModals === 0) root?.removeAttribute("inert");
      previous?.focus({ preventScroll: true });
    };
  }, [ref]);
}
