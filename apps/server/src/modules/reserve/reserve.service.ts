import type { Menu, Product } from "@tablewise/domain/contract/menu";
import type { ComputeTimeslotsBody, ReserveCreateBody } from "@tablewise/domain/contract/reserve";
import type { Reservation, TimeSlot } from "@tablewise/domain/contract/reservation";
import type { Venue } from "@tablewise/domain/contract/venue";
import { depositAmount } from "@tablewise/domain/rules/deposit";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { parseIsoDate } from "@tablewise/domain/rules/reservation-dates";
import {
  chosenItems,
  unitPrice,
  validateSelection,
} from "@tablewise/domain/rules/validate-variant-selection";
import type { GatewayRegistry } from "../../payments/index";
import type { DepositPayments } from "../../payments/index";
import { HttpError, notFound } from "../../http/errors";
import type { VenueRepository } from "../venue/index";
import type { PhoneVerification } from "../phone-verification/index";
import { stoppedPart } from "../venue/index";
import type { NotifyStaff } from "../../realtime/order-room";
import { createBookableSlots } from "./bookable-slots";
import { presentReservation } from "./present-reservation";
import { newSecretId, type ReservationRow, type ReserveRepository } from "./reserve.repository";

type Deps = {
  repo: ReserveRepository;
  venues: VenueRepository;
  phones: PhoneVerification;
  clock: () => Date;
  // Each venue's gateway takes its deposits; none configured: no deposit is taken.
  registry: GatewayRegistry;
  deposits: DepositPayments;
  // A new reservation reaches the venue's console.
  notifyStaff: NotifyStaff;
};

// An unpaid reservation holds its places this long; a phone holds at most this many
// reservations still ahead at one venue.
export const depositHoldMs = 15 * 60_000;
export const maxActivePerPhone = 3;

const bad = (message: string) => new HttpError(400, "bad_request", message);
const noGateway = () =>
  new HttpError(409, "conflict", "Deposits cannot be paid online here: no payment gateway is configured", {
    reason: "deposit_unavailable",
  });

export function createReserveService({ repo, venues, phones, clock, registry, deposits, notifyStaff }: Deps) {
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
    // A service (or an option of it) on the venue's stop list cannot be booked now.
    if (stoppedPart(product, itemIds))
      throw new HttpError(409, "product_unavailable", `Not available now: ${product.name}`, {
        items: [product._id],
        names: [product.name],
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
      // Bad input first (400), then a deposit nobody can take (409), the phone code (403), the places (409).
      const start = new Date(body.reservation_date);
      const slot = await slots.at(venue, product._id, start);
      if (slot === "out_of_range") throw outOfRange(venue, body.reservation_date);
      if (!slot) throw bad("reservation_date is not one of the service's time slots");
      const units = unitPrice(product.base_price, product.price_groups, selection);
      const deposit = depositAmount(venue.reserve, units);
      // The booked service keeps the menu's decimal price, like an order line (a copy of the document).
      const price = fromMinorUnits(units);
      // A deposit nobody can pay would hold places for nothing; refused before the code is used.
      if (deposit > 0 && !(await registry.forVenue(venue._id))) throw noGateway();
      // The token is used up here; given back below if nothing is stored.
      const token = venue.reserve.use_phone_verification ? (body.phone_token ?? "") : null;
      if (token !== null && !(await phones.consume(token, venue._id, body.client_phone)))
        throw new HttpError(403, "forbidden", "Verify the phone number first (phone_token)");
      if ((slot.free ?? 0) < body.persons_count) {
        if (token) await phones.release(token);
        throw new HttpError(409, "conflict", "Not enough free places left at this time");
      }
      const { variants, modificators } = chosenItems(product.price_groups, selection);
      const now = clock();
      const booked = await repo.book(
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
          createdAt: now,
          updatedAt: now,
          expiresAt: deposit > 0 ? new Date(now.getTime() + depositHoldMs) : null,
        },
        product._id,
        venue.reserve.slot_capacity,
        { maxActive: maxActivePerPhone, now },
      );
      if ("row" in booked) {
        const at = now.toISOString();
        notifyStaff(venue._id, { kind: "reservation", id: booked.row.id, change: "created", at });
        return present(booked.row);
      }
      if (token) await phones.release(token);
      if (booked.refused === "phone_limit")
        throw new HttpError(
          409,
          "conflict",
          `This phone already holds ${maxActivePerPhone} upcoming reservations here`,
          { reason: "reservation_limit", max: maxActivePerPhone },
        );
      throw new HttpError(409, "conflict", "Someone has just taken the last places at this time");
    },

    async get(id: string): Promise<{ row: ReservationRow; venue: Venue }> {
      const row = await repo.find(id);
      if (!row) throw notFound("Reservation");
      return { row, venue: await venueById(row.venueId) };
    },

    present,

    // SPEC §7 payment-form: the gateway page for the deposit of a pending reservation still inside its
    // hold. With no gateway there is no page to hand out, never the sandbox's.
    async paymentForm(id: string, origin = "") {
      const row = await repo.find(id);
      if (!row) throw notFound("Reservation");
      const isHeld = row.expiresAt === null || row.expiresAt > clock();
      if (row.status !== "pending" || !row.paymentId || !isHeld)
        throw new HttpError(409, "conflict", "This reservation has nothing left to pay");
      const gateway = await registry.forVenue(row.venueId);
      // A checkout already opened at a gateway is answered again (its page); else the venue's gateway.
      if (row.gateway && row.gatewayUrl) return { gateway: row.gateway, url: row.gatewayUrl };
      if (!gateway) throw noGateway();
      if (gateway.name === "sandbox")
        return { gateway: "sandbox", url: `/api/sandbox/reservation/${row.paymentId}` };
      return deposits.checkout(row, await venueById(row.venueId), gateway, origin);
    },
  };
}
export type ReserveService = ReturnType<typeof createReserveService>;
