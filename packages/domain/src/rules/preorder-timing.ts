import type { TimeslotsByDate } from "../contract/preorder";
import type { Venue } from "../contract/venue";
import { preorderAvailability, type PreorderAvailability } from "./preorder-close-rule";
import { preorderSlots } from "./preorder-slots";
import { systemLeadMinutes, systemSchedule, type PreorderSystem } from "./preorder-system";

export type PreorderTiming = PreorderAvailability & { timeslots: TimeslotsByDate };

type TimingVenue = Pick<Venue, "schedule" | "timezone" | "delivery" | "preorder" | "close_rule">;

// The close rule and the time slots of a venue's delivery or takeaway at `now` (SPEC §3, §4, §9). While
// no scheduled order may be placed (closed without allow_preliminary_orders) no slot is offered.
export function preorderTiming(venue: TimingVenue, system: PreorderSystem, now: Date): PreorderTiming {
  const schedule = systemSchedule(venue, system);
  const availability = preorderAvailability({
    venueSchedule: venue.schedule,
    systemSchedule: schedule,
    timeZone: venue.timezone,
    allowPreliminaryOrders: venue.close_rule.allow_preliminary_orders,
    now,
  });
  const timeslots = availability.canOrderScheduled
    ? preorderSlots({
        schedule,
        timeZone: venue.timezone,
        leadMinutes: systemLeadMinutes(venue, system),
        now,
      })
    : {};
  return { ...availability, timeslots };
}
