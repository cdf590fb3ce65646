import { buildPath } from "@tablewise/domain/contract/call";
import { computeTimeslotsCall } from "@tablewise/domain/contract/reserve";
import { staffBase } from "@tablewise/domain/contract/staff";
import {
  reservationChangeResponseSchema,
  reservationDayCall,
  type DayReservation,
} from "@tablewise/domain/contract/staff-reservations";
import { consoleRequest } from "../../lib/console-api";

// The Reservations screen's calls (contract/staff-reservations.ts).
export const getReservationDay = (venueId: string, date: string, signal?: AbortSignal) =>
  consoleRequest(
    `${buildPath(reservationDayCall.path, { venueId })}?date=${encodeURIComponent(date)}`,
    reservationDayCall.response,
    { signal },
  ).then((r) => r.data);

const change = (id: string, what: "cancel" | "move", body: object, idempotencyKey: string) =>
  consoleRequest(
    `${staffBase}/reservations/${encodeURIComponent(id)}/${what}`,
    reservationChangeResponseSchema,
    { method: "POST", body, idempotencyKey },
  ).then((r) => r.data.reservation);

export const cancelReservation = (id: string, reason: string, key: string) =>
  change(id, "cancel", { reason }, key);
export const moveReservation = (id: string, startsAt: string, key: string) =>
  change(id, "move", { starts_at: startsAt }, key);

// The free slots of the reservation's service on a day, as the guest's booking sees them (SPEC §7
// compute-timeslots); the move is checked again by the server.
export const getFreeSlots = (venueId: string, r: DayReservation, date: string, signal?: AbortSignal) => {
  const service = r.services[0]!;
  return consoleRequest(computeTimeslotsCall.path, computeTimeslotsCall.response, {
    method: "POST",
    body: {
      cafe_id: venueId,
      date,
      service_id: service.product_id,
      variants: service.variants.map((v) => v.item_id),
    },
    signal,
  }).then((res) => res.data.time_slots);
};
