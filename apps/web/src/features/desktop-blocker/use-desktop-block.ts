import { useSyncExternalStore } from "react";
import { readDevice, shouldBlockDesktop } from "./should-block";

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.("(pointer: coarse)");
  window.addEventListener("resize", onChange);
  query?.addEventListener("change", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    query?.removeEventListener("change", onChange);
  };
}

// Re-evaluated on resize, so rotating a tablet or resizing a window updates the decision.
export function useDesktopBlock(): boolean {
  return useSyncExternalStore(subscribe, () => shouldBlockDesktop(readDevice()));
}
