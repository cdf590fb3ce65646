import type { HomepageData, Offert } from "@tablewise/domain/contract/homepage";
import type { Venue } from "@tablewise/domain/contract/venue";
import { schedulePairs, todayPair, type Pair } from "@tablewise/domain/rules/schedule-status";
import { notFound } from "../../http/errors";
import type { VenueRepository } from "./venue.repository";

const toIso = (p: Pair) => ({ start: p.start.toISOString(), end: p.end.toISOString() });

// SPEC §3: today_schedule_computed and schedule_pairs are computed at request time in the venue's zone.
export function withComputedSchedule(venue: Venue, now: Date): Venue {
  const today = todayPair(venue.schedule, venue.timezone, now);
  return {
    ...venue,
    today_schedule_computed: today ? toIso(today) : null,
    schedule_pairs: schedulePairs(venue.schedule, venue.timezone, now).map(toIso),
  };
}

export function createVenueService(repo: VenueRepository, clock: () => Date = () => new Date()) {
  return {
    // SPEC §7 GET /homepage/{venueLinkCode}.
    async getHomepage(link: string): Promise<HomepageData> {
      const venue = await repo.findByLink(link);
      if (!venue) throw notFound("Venue");
      return { cafe: withComputedSchedule(venue, clock()), menus: await repo.listMenuBriefs(venue._id) };
    },

    // SPEC §7 GET /offert/{venueId}/{menuId}: the public offer is filled from the menu's pay receiver.
    async getOffert(venueId: string, menuId: string): Promise<Offert> {
      const venue = await repo.findById(venueId);
      if (!venue) throw notFound("Venue");
      const menu = await repo.findMenu(venueId, menuId);
      if (!menu) throw notFound("Menu");
      const receiver = await repo.findPayReceiver(venueId, menu.pay_receiver_id);
      if (!receiver) throw notFound("Pay receiver");
      return {
        cafe_name: venue.name,
        company_type: receiver.company_type,
        company_name: receiver.company_name,
        company_code: receiver.company_code,
        company_address: receiver.company_address,
        company_phone: receiver.company_phone,
      };
    },
  };
}
export type VenueService = ReturnType<typeof createVenueService>;
