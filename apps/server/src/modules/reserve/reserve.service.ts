import type { Menu, Product } from "@tablewise/domain/contract/menu";
import type { ComputeTimeslotsBody, ReserveCreateBody } from "@tablewise/domain/contract/reserve";
import type { Reservation, TimeSlot } from "@tablewise/domain/contract/reservation";
import type { Venue } from "@tablewise/domain/contract/venue";
import { depositAmount } from "@tablewise/domain/rules/deposit";
import { parseIsoDate } from "@tablewise/domain/rules/reservation-dates";
import {
  chosenItems,
  unitPrice,
  validateSelection,
} from "@tablewise/domain/rules/validate-variant-selection";
import { HttpError, notFound } from "../../http/errors";
import type { VenueRepository } from "../venue/venue.repository";
import type { PhoneVerification } from "../phone-verification/phone-verification.service";
import { createBookableSlots } from "./bookable-slots";
import { presentReservation } from "./present-reservation";
import { newSecretId, type ReservationRow, type ReserveRepository } from "./reserve.repository";

type Deps = {
  repo: ReserveRepository;
  venues: VenueRepository;
  phones: PhoneVerification;
  clock: () => Date;
};

const bad = (message: string) => new HttpError(400, "bad_request", message);

export function createReserveService({ repo, venues, phones, clock }: Deps) {
  async function serviceMenu(venueId: string): Promise<Menu | null> {
    return (await venues.listMenus(venueId)).find((m) => m.kind === "service") ?? null;
  }

  async function venueById(id: string): Promise<Venue> {
    const venue = await venues.findById(id);
    if (!venue) throw notFound("Venue");
    return venue;
  }

  // The service and the chosen items, checked against the menu (SPEC §5 single-select groups).
  async function service(venue: Venue, serviceId: string, itemIds: readonly string[]) {
    const menu = await serviceMenu(venue._id);
    const product: Product | undefined = menu?.products.find((p) => p._id === serviceId);
    if (!product) throw notFound("Service");
    const check = validateSelection(product.price_groups, itemIds);
    if (!check.ok)
      throw new HttpError(400, "bad_request", "The chosen options do not fit the service", {
        errors: check.errors,
      });
    return { product, selection: check.selection };
  }

  const slots = createBookableSlots({ repo, clock });
  const outOfRange = (venue: Venue, what: string) =>
    bad(
      `${what} cannot be booked: from ${venue.reserve.allow_same_day ? "today" : "tomorrow"} up to one month ahead`,
    );

  const present = async (row: ReservationRow): Promise<Reservation> => presentReservation(row);

  return {
    // SPEC §7 GET /reserve/{cafeLink}/prepare -> cafe, currency, menu, country.
    async prepare(link: string) {
      const venue = await venues.findByLink(link);
      if (!venue) throw notFound("Venue");
      const menu = await serviceMenu(venue._id);
      if (!menu || !venue.reserve.enabled)
        throw new HttpError(404, "not_found", `Venue "${link}" takes no reservations`);
      return { cafe: venue, currency: venue.currency, menu, country: venue.country };
    },

    async timeslots(body: ComputeTimeslotsBody): Promise<TimeSlot[]> {
      const venue = await venueById(body.cafe_id);
      await service(venue, body.service_id, body.variants);
      const day = await slots.ofDay(venue, body.service_id, parseIsoDate(body.date));
      if (!day) throw outOfRange(venue, body.date);
      return day;
    },

    // SPEC §7 POST /reserve/create. Prices and the deposit come from the menu (SPEC §9), never from the
    // guest; the slot must be one of the day's slots with room for the party.
    async create(body: ReserveCreateBody): Promise<Reservation> {
      const venue = await venueById(body.cafe_id);
      const { product, selection } = await service(venue, body.cart_item.product_id, [
        ...body.cart_item.variants,
        ...body.cart_item.modificators,
      ]);
      // Bad input first (400), then the phone code (403), then the places (409).
      const start = new Date(body.reservation_date);
      const slot = await slots.at(venue, product._id, start);
      if (slot === "out_of_range") throw outOfRange(venue, body.reservation_date);
      if (!slot) throw bad("reservation_date is not one of the service's time slots");
      if (
        venue.reserve.use_phone_verification &&
        !(await phones.isVerified(body.phone_token, venue._id, body.client_phone))
      )
        throw new HttpError(403, "forbidden", "Verify the phone number first (phone_token)");
      if ((slot.free ?? 0) < body.persons_count)
        throw new HttpError(409, "conflict", "Not enough free places left at this time");
      const price = unitPrice(product.base_price, product.price_groups, selection);
      const deposit = depositAmount(venue.reserve, price);
      const { variants, modificators } = chosenItems(product.price_groups, selection);
      const row = await repo.book(
        {
          id: newSecretId(),
          venueId: venue._id,
          status: deposit > 0 ? "pending" : "confirmed",
          firstName: body.client_first_name,
          lastName: body.client_last_name,
          phone: body.client_phone,
          email: body.client_email,
          comment: body.comment || null,
          persons: body.persons_count,
          startsAt: start,
          service: {
            product_id: product._id,
            name: product.name,
            price,
            variants: [...variants, ...modificators],
          },
          deposit,
          paid: false,
          paymentId: deposit > 0 ? newSecretId() : null,
          createdAt: clock(),
        },
        product._id,
        venue.reserve.slot_capacity,
      );
      if (!row) throw new HttpError(409, "conflict", "Someone has just taken the last places at this time");
      return present(row);
    },

    async get(id: string): Promise<{ row: ReservationRow; venue: Venue }> {
      const row = await repo.find(id);
      if (!row) throw notFound("Reservation");
      return { row, venue: await venueById(row.venueId) };
    },

    present,

    // SPEC §7 payment-form: the sandbox gateway page for the deposit of a pending reservation.
    async paymentForm(id: string) {
      const row = await repo.find(id);
      if (!row) throw notFound("Reservation");
      if (row.status !== "pending" || !row.paymentId)
        throw new HttpError(409, "conflict", "This reservation has nothing left to pay");
      return { gateway: "sandbox", url: `/api/sandbox/reservation/${row.paymentId}` };
    },
  };
}
export type ReserveService = ReturnType<typeof createReserveService>;
