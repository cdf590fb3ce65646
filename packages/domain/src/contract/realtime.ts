import { z } from "zod";
import { apiErrorSchema, secretIdSchema, visitorIdSchema } from "./common";
import { orderSchema } from "./order";

// SPEC §7 realtime: a socket.io namespace /order. Listening starts per order.
export const realtimeNamespace = "/order";

// Client -> server. The same credentials as reading the order over REST (GET /orders/{id}):
// access_code (the inside session's, SPEC §3) lets a table guest follow the shared order, visitor_id a
// guest who ordered or appended on it; the order id alone is refused (forbidden).
export const listenPayloadSchema = z.strictObject({
  order_id: secretIdSchema,
  access_code: z.string().min(1).max(64).optional(),
  visitor_id: visitorIdSchema.optional(),
});
export type ListenPayload = z.infer<typeof listenPayloadSchema>;
// A delivery or takeaway order is read over REST with its secret id alone (GET /preorders/{id}), so the
// same id is enough here.
export const listenPreorderPayloadSchema = z.strictObject({ preorder_id: secretIdSchema });
export type ListenPreorderPayload = z.infer<typeof listenPreorderPayloadSchema>;
// Ours: the optional acknowledgement of listen / listen_preorder.
export const listenAckSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: apiErrorSchema }),
]);
export type ListenAck = z.infer<typeof listenAckSchema>;

// Server -> client: update tagged order (handled as inside_update) or preorder (preorder_update).
export const updateTypeSchema = z.enum(["order", "preorder"]);
export const updatePayloadSchema = z.object({ type: updateTypeSchema, order: orderSchema });
export type UpdatePayload = z.infer<typeof updatePayloadSchema>;

// A table's guests follow their waiter call: "called" until a waiter acknowledges it,
// then "coming". listen_table takes the table's key (code or QR token) and the inside session's
// access_code, like reading the table's order.
export const listenTablePayloadSchema = z.strictObject({
  table: z.string().min(6).max(64),
  access_code: z.string().min(1).max(64),
});
export type ListenTablePayload = z.infer<typeof listenTablePayloadSchema>;
export const waiterCallStatePayloadSchema = z.object({
  status: z.enum(["called", "coming"]),
  called_at: z.iso.datetime({ offset: true }),
  acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
});
export type WaiterCallStatePayload = z.infer<typeof waiterCallStatePayloadSchema>;

// A guest's menu follows its venue's stop list (public: what the menu shows anyway).
// On menu_changed the app fetches the prepare snapshot again (its ETag moved).
export const listenVenuePayloadSchema = z.strictObject({ venue_id: z.string().min(1).max(64) });
export type ListenVenuePayload = z.infer<typeof listenVenuePayloadSchema>;
export const menuChangedPayloadSchema = z.object({
  venue_id: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type MenuChangedPayload = z.infer<typeof menuChangedPayloadSchema>;

export const realtimeEvents = {
  listen: "listen",
  listenPreorder: "listen_preorder",
  update: "update",
} as const;

// Typed event maps for socket.io's Server<ClientToServerEvents, ServerToClientEvents> and client socket.
export type ClientToServerEvents = {
  listen: (payload: ListenPayload, ack?: (result: ListenAck) => void) => void;
  listen_preorder: (payload: ListenPreorderPayload, ack?: (result: ListenAck) => void) => void;
  listen_table: (payload: ListenTablePayload, ack?: (result: ListenAck) => void) => void;
  listen_venue: (payload: ListenVenuePayload, ack?: (result: ListenAck) => void) => void;
};
export type ServerToClientEvents = {
  update: (payload: UpdatePayload) => void;
  waiter_call: (payload: WaiterCallStatePayload) => void;
  menu_changed: (payload: MenuChangedPayload) => void;
};
