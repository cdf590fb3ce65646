import { useSyncExternalStore } from "react";

// One clock for the whole screen: a single interval ticks once a second while anything listens, and
// only the small age labels subscribe to it, so 60 memoised ticket cards do not re-render every second.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

// The current second, in this device's clock.
export function useScreenClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
