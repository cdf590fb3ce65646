import {
  isLowRating,
  lowRatingsShownMs,
  type DayRatings,
  type RateData,
  type StaffRating,
} from "@tablewise/domain/contract/rating";
import { HttpError, notFound } from "../../http/errors";
import type { NotifyStaff } from "../../realtime/order-room";
import type { Credentials, OrderAccess, OrderRow, OrderRepository } from "../orders/index";
import type { VenueCache } from "../venue/index";
import { presentRating, presentStaffRating } from "./present-rating";
import type { RatingRepository } from "./ratings.repository";

type Deps = {
  repo: RatingRepository;
  orders: OrderRepository;
  access: OrderAccess;
  venues: VenueCache;
  notifyStaff: NotifyStaff;
  clock: () => Date;
};

type Rate = { stars: number; comment?: string | undefined };

export function createRatingsService({ repo, orders, access, venues, notifyStaff, clock }: Deps) {
  async function rate(order: OrderRow, body: Rate): Promise<RateData> {
    if (!(await repo.hasPaidPayment(order.id)))
      throw new HttpError(409, "conflict", "The order has no confirmed payment yet", { reason: "not_paid" });
    const at = clock();
    const row = await repo.insert({ order, stars: body.stars, comment: body.comment ?? null, at });
    if (!row)
      throw new HttpError(409, "conflict", "This order is already rated", { reason: "already_rated" });
    // SPEC §9 review scale: 1 to 3 stars reach the venue at once (the board's notice; the board hint is
    // also the floor's cue, whose low_rating alert reaches the table's waiter and their phone).
    if (isLowRating(row.stars))
      notifyStaff(row.venueId, { kind: "rating", id: row.id, change: "created", at: at.toISOString() });
    const venue = isLowRating(row.stars) ? null : (await venues.byId(order.venueId))?.venue;
    return { rating: presentRating(row), review_url: venue?.review_url ?? null };
  }

  return {
    // Eat-in: whoever may read the order's receipt (its session's code within the grace, or its visitor).
    async rateOrder(id: string, creds: Credentials, body: Rate): Promise<RateData> {
      return rate(await access.authorizeRead(id, creds), body);
    },

    // Takeaway and delivery: the secret id is the key (SPEC §7 GET /preorders/{id}).
    async ratePreorder(id: string, body: Rate): Promise<RateData> {
      const row = await orders.find(id);
      if (!row || row.orderType === "inside") throw notFound("Preorder");
      return rate(row, body);
    },

    async lowRecent(venueId: string): Promise<StaffRating[]> {
      const since = new Date(clock().getTime() - lowRatingsShownMs);
      return (await repo.lowSince(venueId, since)).map(presentStaffRating);
    },
  };
}
export type RatingsService = ReturnType<typeof createRatingsService>;

// The day view's part (modules/venue-tools day.service.ts): the day's count, mean and low ratings.
export function createDayRatings(repo: RatingRepository) {
  return async (venueId: string, from: Date, to: Date): Promise<DayRatings> => {
    const rows = await repo.between(venueId, from, to);
    const sum = rows.reduce((n, r) => n + r.stars, 0);
    return {
      count: rows.length,
      average: rows.length ? Math.round((sum / rows.length) * 10) / 10 : null,
      low: rows
        .filter((r) => isLowRating(r.stars))
        .reverse()
        .map(presentStaffRating),
    };
  };
}
export type DayRatingsReader = ReturnType<typeof createDayRatings>;
