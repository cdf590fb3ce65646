import type { PayMethod } from "../contract/common";
import type { Modes, Venue, WeekSchedule } from "../contract/venue";
import { deliveryEstimateMinutes, takeawayEstimateMinutes } from "./order-estimate";

// The two systems a guest orders from without a table (SPEC §1: takeaway is also called preorder), named
// by their URL segment (SPEC §2 /{cafe_link}/{mode}).
export type PreorderSystem = "delivery" | "takeaway";

type SystemVenue = Pick<Venue, "schedule" | "delivery" | "preorder">;

// SPEC §6: visitors order only in modes enabled for the venue; takeaway is the "preorder" mode.
export function isSystemEnabled(modes: Modes, system: PreorderSystem): boolean {
  return system === "delivery" ? modes.delivery : modes.preorder;
}

// The hours the system hands orders over: its own schedule when it has one, else the venue's.
export function systemSchedule(venue: SystemVenue, system: PreorderSystem): WeekSchedule {
  const own = system === "delivery" ? venue.delivery.schedule : venue.preorder.schedule;
  return own ?? venue.schedule;
}

// SPEC §9 estimates: nothing can be ready (takeaway) or arrive (delivery) sooner than this.
export function systemLeadMinutes(venue: SystemVenue, system: PreorderSystem): number {
  return system === "delivery"
    ? deliveryEstimateMinutes(venue.delivery)
    : takeawayEstimateMinutes(venue.preorder);
}

// SPEC §3 Venue.delivery.pay_methods and Venue.preorder.pay_methods.
export function systemAcceptsPayMethod(
  venue: SystemVenue,
  system: PreorderSystem,
  method: PayMethod,
): boolean {
  const methods = system === "delivery" ? venue.delivery.pay_methods : venue.preorder.pay_methods;
  return methods[method];
}
