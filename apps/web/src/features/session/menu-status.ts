import type { Menu } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import {
  addState,
  menuWindowStatus,
  type AddState,
  type SessionMode,
} from "@tablewise/domain/rules/menu-availability";
import { scheduleStatus } from "@tablewise/domain/rules/schedule-status";

export type MenuClosedReason = "window" | "venue" | "system" | null;
export type MenuStatus = { addState: AddState; closedReason: MenuClosedReason; opensAt: Date | null };

// SPEC §4 for one menu at `now`: whether adding is hidden, disabled or enabled, and why it is closed.
export function menuStatus(
  menu: Pick<Menu, "schedule_pair">,
  venue: Venue,
  mode: SessionMode,
  isSystemOpen: boolean,
  now: Date,
): MenuStatus {
  const window = menuWindowStatus(menu, venue.timezone, now);
  const venueStatus = scheduleStatus(venue.schedule, venue.timezone, now);
  const state = addState({
    mode,
    hasRealInside: venue.has_real_inside,
    isVenueOpen: venueStatus.isOpen,
    isSystemOpen,
    isMenuWindowOpen: window.isOpen,
    allowsAdvanceOrders: venue.close_rule.allow_preliminary_orders,
  });
  const isVenueBlocking =
    !venueStatus.isOpen &&
    !(venue.close_rule.allow_preliminary_orders && (mode === "delivery" || mode === "takeaway"));
  const closedReason: MenuClosedReason = isVenueBlocking
    ? "venue"
    : !isSystemOpen
      ? "system"
      : !window.isOpen
        ? "window"
        : null;
  const opensAt = !window.isOpen ? window.opensAt : !venueStatus.isOpen ? venueStatus.opensAt : null;
  return { addState: state, closedReason, opensAt };
}

// "12:00" in the venue's zone, for time windows and "opens at".
// Formatters are costly to build (ICU set-up) and every menu card of the lobby asks for one: kept per
// zone and language.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

export function formatClock(date: Date, timeZone: string, locale: string): string {
  const key = `${timeZone}|${locale}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(key, format);
  }
  return format.format(date);
}
