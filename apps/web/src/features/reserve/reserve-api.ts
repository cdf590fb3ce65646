import { queryOptions } from "@tanstack/react-query";
import { buildPath } from "@tablewise/domain/contract/call";
import { localeSchema } from "@tablewise/domain/contract/common";
import type { PaymentForm } from "@tablewise/domain/contract/order";
import {
  computeTimeslotsCall,
  reservationCalendarInviteCall,
  reservationGetCall,
  reservationPaymentFormCall,
  reservationPdfReceiptCall,
  reservePrepareCall,
  reserveCreateCall,
  type ComputeTimeslotsBody,
  type ReserveCreateBody,
  type ReservePrepareData,
} from "@tablewise/domain/contract/reserve";
import type { Reservation, TimeSlot } from "@tablewise/domain/contract/reservation";
import { request } from "../../lib/api-client";

// SPEC §7 reservation calls.
export async function prepareReserve(link: string, signal?: AbortSignal): Promise<ReservePrepareData> {
  const res = await request(
    buildPath(reservePrepareCall.path, { cafeLink: link }),
    reservePrepareCall.response,
    {
      signal,
    },
  );
  return res.data;
}

// The reservation shell's prepare as a query (decision 017). Never stale and dropped with the shell
// (gcTime 0): each entry into the shell is a first load behind its loader (SPEC §9), as before.
export const prepareReserveQuery = (link: string) =>
  queryOptions({
    queryKey: ["reserve-prepare", link] as const,
    queryFn: ({ signal }) => prepareReserve(link, signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export async function computeTimeslots(
  body: ComputeTimeslotsBody,
  signal?: AbortSignal,
): Promise<TimeSlot[]> {
  const res = await request(computeTimeslotsCall.path, computeTimeslotsCall.response, {
    method: "POST",
    body,
    signal,
  });
  return res.data.time_slots;
}

// SPEC §7: time-slot errors are only logged; the guest sees no slots for that day.
export const timeSlotsQuery = (body: ComputeTimeslotsBody) =>
  queryOptions({
    queryKey: ["time-slots", body.cafe_id, body.service_id, body.date, body.variants] as const,
    queryFn: async ({ signal }) => {
      try {
        return await computeTimeslots(body, signal);
      } catch (error) {
        if (!signal.aborted) console.warn("compute-timeslots failed", error);
        throw error;
      }
    },
  });

export async function createReservation(body: ReserveCreateBody): Promise<Reservation> {
  const res = await request(reserveCreateCall.path, reserveCreateCall.response, { method: "POST", body });
  return res.data.reservation;
}

export async function getPaymentForm(id: string): Promise<PaymentForm> {
  const res = await request(
    buildPath(reservationPaymentFormCall.path, { id }),
    reservationPaymentFormCall.response,
  );
  return res.data.form;
}

export async function getReservation(id: string, signal?: AbortSignal): Promise<Reservation> {
  const res = await request(buildPath(reservationGetCall.path, { id }), reservationGetCall.response, {
    signal,
  });
  return res.data.reservation;
}

export const reservationQuery = (id: string) =>
  queryOptions({
    queryKey: ["reservation", id] as const,
    queryFn: ({ signal }) => getReservation(id, signal),
  });

// Files the browser opens itself (SPEC §2 receipt links).
// The PDF is written in the language the guest reads the app in (English for any other).
export const pdfReceiptUrl = (id: string, language: string) => {
  const lang = localeSchema.safeParse(language).data ?? "en";
  return `${buildPath(reservationPdfReceiptCall.path, { id })}?lang=${lang}`;
};
export const calendarInviteUrl = (id: string, language: string) => {
  const lang = localeSchema.safeParse(language).data ?? "en";
  return `${buildPath(reservationCalendarInviteCall.path, { id })}?lang=${lang}`;
};
