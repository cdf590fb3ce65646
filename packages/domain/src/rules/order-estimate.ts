import type { DeliverySettings, PreorderSettings } from "../contract/venue";

// SPEC §9 time estimates, in minutes.
export const defaultTakeawayMinutes = 10;
export const asapWindowMinutes = 10;

// Delivery estimate is shipping_time plus min_order_time.
export function deliveryEstimateMinutes(
  settings: Pick<DeliverySettings, "shipping_time" | "min_order_time">,
): number {
  return settings.shipping_time + settings.min_order_time;
}

// Takeaway: min_order_time, or 10 when none is configured (0 counts as none: nothing is ready at once).
export function takeawayEstimateMinutes(settings: Pick<PreorderSettings, "min_order_time">): number {
  return settings.min_order_time || defaultTakeawayMinutes;
}

// Asap shows min time to min time plus 10 minutes.
export function asapWindow(minMinutes: number): { from: number; to: number } {
  return { from: minMinutes, to: minMinutes + asapWindowMinutes };
}
