import type { TimeSlot } from "@tablewise/domain/contract/reservation";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isBookableDate } from "@tablewise/domain/rules/reservation-dates";
import { slotStarts } from "@tablewise/domain/rules/reservation-slots";
import { addDays, toLocal, type LocalDate } from "@tablewise/domain/rules/zoned-time";
import type { ReserveRepository } from "./reserve.repository";

type Deps = { repo: ReserveRepository; clock: () => Date };

// The bookable slots of a service with their free places (SPEC §5 dates, SPEC §9 30-minute slots,
// `reserve.slot_capacity` persons per service and slot).
export function createBookableSlots({ repo, clock }: Deps) {
  const isBookable = (venue: Venue, day: LocalDate, now: Date) =>
    isBookableDate(day, toLocal(now, venue.timezone), venue.reserve.allow_same_day);

  // null when SPEC §5 does not allow the date (before today or tomorrow, or past one month ahead).
  async function ofDay(venue: Venue, serviceId: string, day: LocalDate): Promise<TimeSlot[] | null> {
    const now = clock();
    if (!isBookable(venue, day, now)) return null;
    const starts = slotStarts(venue.schedule, venue.timezone, day, now);
    const taken = await repo.taken(venue._id, serviceId, starts);
    return starts.map((start) => ({
      start: start.toISOString(),
      free: Math.max(0, venue.reserve.slot_capacity - (taken.get(start.getTime()) ?? 0)),
    }));
  }

  // The slot starting at `start`: one of its venue-local day's or, for a night running past midnight,
  // of the day before. "out_of_range" when neither day may be booked.
  async function at(venue: Venue, serviceId: string, start: Date): Promise<TimeSlot | null | "out_of_range"> {
    const day = toLocal(start, venue.timezone);
    let anyBookable = false;
    for (const candidate of [day, addDays(day, -1)]) {
      const slots = await ofDay(venue, serviceId, candidate);
      if (!slots) continue;
      anyBookable = true;
      const slot = slots.find((s) => Date.parse(s.start) === start.getTime());
      if (slot) return slot;
    }
    return anyBookable ? null : "out_of_range";
  }

  return { ofDay, at };
}
export type BookableSlots = ReturnType<typeof createBookableSlots>;
