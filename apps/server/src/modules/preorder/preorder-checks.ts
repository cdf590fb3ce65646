import type { PayMethod } from "@tablewise/domain/contract/common";
import type { Venue } from "@tablewise/domain/contract/venue";
import { deliveryPrice } from "@tablewise/domain/rules/delivery-price";
import { meetsMinimumCheck, minimumCheck } from "@tablewise/domain/rules/minimum-check";
import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { isOfferedSlot } from "@tablewise/domain/rules/preorder-slots";
import {
  isSystemEnabled,
  systemAcceptsPayMethod,
  type PreorderSystem,
} from "@tablewise/domain/rules/preorder-system";
import { preorderTiming } from "@tablewise/domain/rules/preorder-timing";
import { HttpError } from "../../http/errors";

// A slot picked on a prepare answered a few minutes ago still counts.
export const slotGraceMs = 5 * 60_000;

const label = (system: PreorderSystem) => (system === "delivery" ? "delivery" : "takeaway");

// SPEC §6: only modes enabled for the venue; SPEC §3: the mode's own pay methods.
export function checkModeAndPayMethod(venue: Venue, system: PreorderSystem, method: PayMethod) {
  if (!isSystemEnabled(venue.modes, system))
    throw new HttpError(409, "conflict", `Venue "${venue.link}" does not offer ${label(system)}`);
  if (!systemAcceptsPayMethod(venue, system, method))
    throw new HttpError(409, "conflict", `Pay method "${method}" is not enabled for ${label(system)} here`);
}

// SPEC §4 time mode: asap (null) only while open; a scheduled time must be one of the slots, and while
// closed only with allow_preliminary_orders.
export function checkTargetDate(
  venue: Venue,
  system: PreorderSystem,
  target: string | null,
  now: Date,
): Date | null {
  const timing = preorderTiming(venue, system, now);
  if (target === null) {
    if (!timing.canOrderAsap)
      throw new HttpError(409, "closed", "The venue is closed now: choose a time for the order", {
        reason: "asap_unavailable",
        close_rule: timing.closeRule,
      });
    return null;
  }
  if (!timing.canOrderScheduled)
    throw new HttpError(409, "closed", "The venue is closed and takes no advance orders", {
      close_rule: timing.closeRule,
    });
  const earlier = preorderTiming(venue, system, new Date(now.getTime() - slotGraceMs));
  const at = new Date(target);
  if (at <= now || !isOfferedSlot(earlier.timeslots, target))
    throw new HttpError(400, "bad_request", "target_date is not one of the time slots offered", {
      reason: "not_a_slot",
    });
  return at;
}

// SPEC §5 minimum check of the mode, on the server, in minor units; the error's details carry SPEC §7
// decimals like every other amount the guest reads.
export function checkMinimum(venue: Venue, system: PreorderSystem, total: MinorUnits) {
  const min = minimumCheck(venue, system);
  if (!meetsMinimumCheck(total, min))
    throw new HttpError(
      422,
      "validation_failed",
      `The order is below the minimum of ${fromMinorUnits(min).toFixed(2)} ${venue.currency} for ${label(system)}`,
      { reason: "below_min_check", min_check: fromMinorUnits(min), total: fromMinorUnits(total) },
    );
}

// SPEC §9 delivery price with the venue's own tariff (never the guest's price), in minor units.
export function deliveryFee(
  venue: Venue,
  total: MinorUnits,
  tariffId: string | null | undefined,
): MinorUnits {
  const tariff = tariffId ? venue.delivery.tariffs.find((t) => t._id === tariffId) : null;
  if (tariffId && !tariff)
    throw new HttpError(400, "bad_request", `Unknown delivery tariff "${tariffId}"`, {
      reason: "unknown_tariff",
    });
  const fee = deliveryPrice(venue.delivery, total, tariff);
  if (fee === null)
    throw new HttpError(400, "bad_request", "Pick a delivery tariff (delivery_tariff_id)", {
      reason: "tariff_required",
    });
  return fee;
}
