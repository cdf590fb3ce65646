import type { Menu } from "../contract/menu";
import { addDays, fromLocal, toLocal, type LocalDate } from "./zoned-time";

// SPEC §2/§4: a menu's own daily time window ("HH:mm" to "HH:mm" in the venue's zone, end may be 24:00
// or before the start to run past midnight) and the add-to-cart state of SPEC §4.
export type MenuWindowStatus = { isOpen: true } | { isOpen: false; opensAt: Date };

const parseClock = (text: string) => {
  const [h, m] = text.split(":").map(Number);
  return { hour: h ?? 0, minute: m ?? 0 };
};

function windowOn(day: LocalDate, pair: NonNullable<Menu["schedule_pair"]>, timeZone: string) {
  const start = parseClock(pair.start);
  const end = parseClock(pair.end);
  const startMin = start.hour * 60 + start.minute;
  const endMin = end.hour * 60 + end.minute;
  const from = fromLocal(day, start.hour, start.minute, timeZone);
  // 24:00 and an end at or before the start both end on the next day.
  const endDay = endMin <= startMin || endMin >= 24 * 60 ? addDays(day, 1) : day;
  const to = fromLocal(endDay, end.hour % 24, end.minute, timeZone);
  return { from, to };
}

// A menu without a window follows the venue (its open state is the venue's).
export function menuWindowStatus(
  menu: Pick<Menu, "schedule_pair">,
  timeZone: string,
  now: Date,
): MenuWindowStatus {
  const pair = menu.schedule_pair;
  if (!pair) return { isOpen: true };
  const today = toLocal(now, timeZone);
  for (const offset of [-1, 0]) {
    const w = windowOn(addDays(today, offset), pair, timeZone);
    if (w.from <= now && now < w.to) return { isOpen: true };
  }
  const todays = windowOn(today, pair, timeZone);
  return {
    isOpen: false,
    opensAt: todays.from > now ? todays.from : windowOn(addDays(today, 1), pair, timeZone).from,
  };
}

export type SessionMode = "inside" | "preview" | "delivery" | "takeaway";
export type AddContext = {
  mode: SessionMode;
  hasRealInside: boolean;
  isVenueOpen: boolean;
  // Delivery/takeaway system open (the close rule of their prepare call); true for the other modes.
  isSystemOpen: boolean;
  isMenuWindowOpen: boolean;
  // Close rule: a closed venue still takes scheduled (advance) delivery and takeaway orders.
  allowsAdvanceOrders: boolean;
};
export type AddState = "hidden" | "disabled" | "enabled";

// SPEC §4: the menu is closed if the venue, the delivery/takeaway system or the menu itself is closed.
export function isMenuClosed(ctx: AddContext): boolean {
  const venueBlocks =
    !ctx.isVenueOpen && !(ctx.allowsAdvanceOrders && (ctx.mode === "delivery" || ctx.mode === "takeaway"));
  return venueBlocks || !ctx.isSystemOpen || !ctx.isMenuWindowOpen;
}

// SPEC §4: preview hides add-to-cart unless the venue has a real inside; adding is disabled when the venue
// is closed while inside and when the menu or system is closed. The alcohol gate is the product page's.
export function addState(ctx: AddContext): AddState {
  if (ctx.mode === "preview" && !ctx.hasRealInside) return "hidden";
  return isMenuClosed(ctx) ? "disabled" : "enabled";
}
