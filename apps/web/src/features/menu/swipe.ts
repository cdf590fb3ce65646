// Product card swipes: right adds one, left removes one. A swipe is horizontal, beyond the
// threshold, and clearly more sideways than up or down, so scrolling the menu never adds anything.
export const swipeThreshold = 72;
export type SwipeResult = "add" | "remove" | null;

export function swipeResult(dx: number, dy: number, isRtl = false): SwipeResult {
  if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  // Right to left languages mirror the gesture as they mirror the layout.
  const towardsEnd = isRtl ? dx < 0 : dx > 0;
  return towardsEnd ? "add" : "remove";
}

// Whether a drag has become a horizontal swipe (then the card follows the finger).
export function isHorizontalDrag(dx: number, dy: number): boolean {
  return Math.abs(dx) > 10 && Math.abs(dx) > Math.abs(dy) * 1.5;
}
