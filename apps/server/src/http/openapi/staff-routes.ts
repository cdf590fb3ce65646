import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import * as floor from "@tablewise/domain/contract/floor";
import * as orderHistory from "@tablewise/domain/contract/order-history";
import * as staff from "@tablewise/domain/contract/staff";
import * as staffAccounts from "@tablewise/domain/contract/staff-accounts";
import * as staffReservations from "@tablewise/domain/contract/staff-reservations";
import { callsOf, route, type ApiRoute } from "./route-entry";

// The venue's staff API: the console's own calls, and what an integration (a POS) calls with the
// service token: the board, order and payment actions, reservations, waiter calls, the stop list.
const idParams = z.object({ id: secretIdSchema });
const orderAction = (action: string, body: z.ZodType): ApiRoute =>
  route("POST", `/api/staff/orders/:id/${action}`, {
    tag: "Orders (staff)",
    summary: `Order: ${action.replaceAll("_", " ")}`,
    params: idParams,
    body,
    response: staff.staffOrderResponseSchema,
  });

export const staffRoutes: ApiRoute[] = [
  ...callsOf(staff, { tag: "Staff" }).map((r) =>
    r.path === staff.staffLoginCall.path && r.method === "POST" ? { ...r, auth: "staffPublic" as const } : r,
  ),
  ...callsOf(staffAccounts, { tag: "Staff accounts" }),
  ...callsOf(orderHistory, { tag: "Orders (staff)" }),
  ...staff.orderActionSchema.options.map((action) =>
    orderAction(
      action,
      action === "decline"
        ? staff.declineBodySchema
        : action === "close"
          ? staff.closeBodySchema.optional()
          : staff.emptyBodySchema,
    ),
  ),
  orderAction("adjust", staff.adjustBodySchema),
  ...staff.paymentActionSchema.options.map((action) =>
    route("POST", `/api/staff/payments/:id/${action}`, {
      tag: "Payments (staff)",
      summary: `Payment: ${action}`,
      params: idParams,
      body: action === "refund" ? staff.refundBodySchema.optional() : staff.emptyBodySchema,
      response: staff.staffPaymentResponseSchema,
    }),
  ),
  ...callsOf(staffReservations, { tag: "Reservations (staff)" }),
  ...(
    [
      ["confirm", staff.emptyBodySchema],
      ["decline", staff.declineBodySchema],
      ["cancel", staffReservations.cancelReservationBodySchema],
      ["move", staffReservations.moveReservationBodySchema],
    ] as const
  ).map(([action, body]) =>
    route("POST", `/api/staff/reservations/:id/${action}`, {
      tag: "Reservations (staff)",
      summary: `Reservation: ${action}`,
      params: staffReservations.reservationIdParamsSchema,
      body,
      response: staff.staffReservationResponseSchema,
    }),
  ),
  route("POST", "/api/staff/waiter-calls/:id/acknowledge", {
    tag: "Staff",
    summary: "Waiter call: acknowledge",
    params: z.object({ id: z.string().min(1).max(64) }),
    body: staff.emptyBodySchema,
    response: staff.staffWaiterCallResponseSchema,
  }),
  ...callsOf(floor, { tag: "Floor" }),
];
