import { staffLowRatingsCall } from "@tablewise/domain/contract/rating";
import { z } from "zod";
import { buildPath } from "@tablewise/domain/contract/call";
import { previewPrepareCall } from "@tablewise/domain/contract/preview";
import {
  staffBase,
  staffBoardCall,
  staffDayCall,
  staffLoginCall,
  staffLogoutCall,
  staffOrderCall,
  staffOrderResponseSchema,
  staffPaymentResponseSchema,
  staffReservationResponseSchema,
  staffSessionCall,
  staffTablesCall,
  staffWaiterCallResponseSchema,
  stopListCall,
  stopListSetCall,
  type AdjustBody,
  type CloseBody,
  type OrderAction,
  type PaymentAction,
  type StaffLoginBody,
  type StopEntry,
} from "@tablewise/domain/contract/staff";
import { consoleRequest } from "./console-api";

// Every console call, built from the contract's descriptors (contract/staff.ts), so a path or an answer
// never drifts from the server's.
export const getSession = (signal?: AbortSignal) =>
  consoleRequest(staffSessionCall.path, staffSessionCall.response, { signal }).then((r) => r.data);

export const login = (body: StaffLoginBody) =>
  consoleRequest(staffLoginCall.path, staffLoginCall.response, { method: "POST", body }).then((r) => r.data);

export const logout = () =>
  consoleRequest(staffLogoutCall.path, staffLogoutCall.response, { method: "POST", body: {} });

export const getBoard = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(staffBoardCall.path, { venueId }), staffBoardCall.response, { signal }).then(
    (r) => r.data,
  );

export const getOrder = (id: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(staffOrderCall.path, { id }), staffOrderCall.response, { signal }).then(
    (r) => r.data,
  );

export type ActionRequest = { idempotencyKey: string; reason?: string; amount?: number; close?: CloseBody };

export const orderAction = (id: string, action: OrderAction, request: ActionRequest) =>
  consoleRequest(`${staffBase}/orders/${encodeURIComponent(id)}/${action}`, staffOrderResponseSchema, {
    method: "POST",
    body:
      action === "decline"
        ? { reason: request.reason ?? "" }
        : action === "close"
          ? (request.close ?? {})
          : {},
    idempotencyKey: request.idempotencyKey,
  }).then((r) => r.data);

// A void, comp or discount (a waiter's carries the manager's approval); the server prices it.
export const adjustOrder = (id: string, body: AdjustBody, request: { idempotencyKey: string }) =>
  consoleRequest(`${staffBase}/orders/${encodeURIComponent(id)}/adjust`, staffOrderResponseSchema, {
    method: "POST",
    body,
    idempotencyKey: request.idempotencyKey,
  }).then((r) => r.data);

export const paymentAction = (id: string, action: PaymentAction, request: ActionRequest) =>
  consoleRequest(`${staffBase}/payments/${encodeURIComponent(id)}/${action}`, staffPaymentResponseSchema, {
    method: "POST",
    body: action === "refund" && request.amount !== undefined ? { amount: request.amount } : {},
    idempotencyKey: request.idempotencyKey,
  }).then((r) => r.data.payment);

export const reservationAction = (id: string, action: "confirm" | "decline", request: ActionRequest) =>
  consoleRequest(
    `${staffBase}/reservations/${encodeURIComponent(id)}/${action}`,
    staffReservationResponseSchema,
    {
      method: "POST",
      body: action === "decline" ? { reason: request.reason ?? "" } : {},
      idempotencyKey: request.idempotencyKey,
    },
  ).then((r) => r.data.reservation);

export const acknowledgeWaiterCall = (id: string, request: ActionRequest) =>
  consoleRequest(
    `${staffBase}/waiter-calls/${encodeURIComponent(id)}/acknowledge`,
    staffWaiterCallResponseSchema,
    { method: "POST", body: {}, idempotencyKey: request.idempotencyKey },
  ).then((r) => r.data.waiter_call);

export const getStopList = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(stopListCall.path, { venueId }), stopListCall.response, { signal }).then(
    (r) => r.data,
  );

export const setStopEntry = (venueId: string, entry: StopEntry & { unavailable: boolean }, key: string) =>
  consoleRequest(buildPath(stopListSetCall.path, { venueId }), stopListSetCall.response, {
    method: "POST",
    body: entry,
    idempotencyKey: key,
  }).then((r) => r.data);

export const getTables = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(staffTablesCall.path, { venueId }), staffTablesCall.response, { signal }).then(
    (r) => r.data.tables,
  );

// page: one of the files of a venue with more tables than one sheet holds (qrSheetMaxTables).
export const qrSheetUrl = (venueId: string, locale: string, page?: number) =>
  `${staffBase}/venues/${encodeURIComponent(venueId)}/tables/qr.pdf?locale=${encodeURIComponent(locale)}${
    page === undefined ? "" : `&page=${page}`
  }`;

export const getDay = (venueId: string, date: string, signal?: AbortSignal) =>
  consoleRequest(
    `${buildPath(staffDayCall.path, { venueId })}?date=${encodeURIComponent(date)}`,
    staffDayCall.response,
    { signal },
  ).then((r) => r.data);

export const dayCsvUrl = (venueId: string, date: string) =>
  `${staffBase}/venues/${encodeURIComponent(venueId)}/day.csv?date=${encodeURIComponent(date)}`;

// The venue's menus as guests see them (the guest API's preview prepare): the stop list names products
// and variant items by id, the console needs their names. (It opens a throwaway preview cart; a staff
// menu call would avoid that.)
const menusOnly = z.object({
  success: z.literal(true),
  data: previewPrepareCall.response.shape.data.pick({ menus: true }),
});
export const getVenueMenus = (venueLink: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(previewPrepareCall.path, { cafe_link: venueLink }), menusOnly, { signal }).then(
    (r) => r.data.menus,
  );

// The board's notices of low guest ratings (contract/rating.ts).
export const getLowRatings = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(staffLowRatingsCall.path, { venueId }), staffLowRatingsCall.response, {
    signal,
  }).then((r) => r.data.ratings);
