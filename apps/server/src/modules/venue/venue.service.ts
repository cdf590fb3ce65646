import type { HomepageData, Offert } from "@tablewise/domain/contract/homepage";
import type { Venue } from "@tablewise/domain/contract/venue";
import { schedulePairs, todayPair } from "@tablewise/domain/rules/schedule-status";
import { notFound } from "../../http/errors";
import type { VenueRepository } from "./venue.repository";

// SPEC §3: today_schedule_computed and schedule_pairs are computed at request time in the venue's zone.
export function withComputedSchedule(venue: Venue, now: Date): Venue {
  const today = todayPair(venue.schedule, venue.timezone, now);
  return {
    ...venue,
    today_schedule_computed: today ? { start: today.start.toISOString(), end: today.end.toISOString() } : null,
    schedule_pairs: schedulePairs(venue.schedule, venue.timezone, now).map((p) => ({
      start: p.start.toISOString(),
      end: p.end.toISOString(),
    })),
  };
}

export function createVenueService(repo: VenueRepository, clock: () => Date = () => new Date()) {
  return {
    async getHomepage(link: string): Promise<HomepageData> {
      const venue = await repo.findByLink(link);
      if (!venue) throw notFound("Venue");
      const menus = await repo.listMenus(venue._id);
      return {
        cafe: withComputedSchedule(venue, clock()),
        menus: menus.map((m) => ({ _id: m._id, title: m.title, pay_receiver_id: m.pay_receiver_id })),
      };
    },

    // SPEC §7 GET /offert: the public offer is filled from the menu's pay receiver.
    async getOffert(venueId: string, menuId: string): Promise<Offert> {
      const venue = await repo.findById(venueId);
      if (!venue) throw notFound("Venue");
      const menu = await repo.findMenu(venueId, menuId);
      if (!menu) throw notFound("Menu");
      const receiver = await repo.findPayReceiver(venueId, menu.pay_receiver_id);
      if (!receiver) throw notFound("Pay receiver");
      const { _id: _omit, ...company } = receiver;
      return { cafe_name: venue.name, ...company };
    },
  };
}
export type VenueService = ReturnType<typeof createVenueService>;
