import type { CloseRule } from "../contract/preorder";
import type { WeekSchedule } from "../contract/venue";
import { scheduleStatus } from "./schedule-status";

export type CloseRuleInput = {
  venueSchedule: WeekSchedule;
  systemSchedule: WeekSchedule; // systemSchedule(venue, system)
  timeZone: string;
  allowPreliminaryOrders: boolean;
  now: Date;
};

// SPEC §3 close rule and §4 time mode. The system (delivery or takeaway) closed now gives end_date, its
// next opening (null when none is known); the venue closed while the system works (a kitchen baking to
// order) leaves end_date null. Either way asap is unavailable; scheduled orders then need
// allow_preliminary_orders.
export type PreorderAvailability = {
  closeRule: CloseRule;
  isClosed: boolean;
  canOrderAsap: boolean;
  canOrderScheduled: boolean;
};

export function preorderAvailability(input: CloseRuleInput): PreorderAvailability {
  const { timeZone, now } = input;
  const venue = scheduleStatus(input.venueSchedule, timeZone, now);
  const system = scheduleStatus(input.systemSchedule, timeZone, now);
  const isClosed = !venue.isOpen || !system.isOpen;
  const endDate = system.isOpen ? null : system.opensAt;
  return {
    closeRule: {
      end_date: endDate ? endDate.toISOString() : null,
      allow_preliminary_orders: input.allowPreliminaryOrders,
    },
    isClosed,
    canOrderAsap: !isClosed,
    canOrderScheduled: !isClosed || input.allowPreliminaryOrders,
  };
}
