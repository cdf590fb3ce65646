import { z } from "zod";
import { idSchema, isoDateTimeSchema, moneySchema, secretIdSchema } from "./common";
import { chosenItemSchema } from "./cart";

// SPEC §3 Reserve cart.
export const reserveCartSchema = z.object({
  product: z.object({
    product_id: idSchema,
    name: z.string(),
    category: z.string(),
    category_id: idSchema,
    price: moneySchema,
    quantity: z.literal(1),
    modificators: z.array(chosenItemSchema),
    variants: z.array(chosenItemSchema),
  }),
  personsCount: z.number().int().min(1).max(7), // SPEC §5
  reservationDate: isoDateTimeSchema,
});
export type ReserveCart = z.infer<typeof reserveCartSchema>;

export const reservationStatusSchema = z.enum(["pending", "confirmed", "cancelled"]);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

// SPEC §3 Reservation.
export const reservationSchema = z.object({
  _id: secretIdSchema, // opens the guest's details (SPEC §7 GET /reservations/{id})
  status: reservationStatusSchema,
  client_first_name: z.string(),
  client_last_name: z.string(),
  client_phone: z.string(),
  client_email: z.string(),
  comment: z.string().optional(),
  persons_count: z.number().int().min(1).max(7),
  reservation_date: isoDateTimeSchema,
  deposit: moneySchema,
  paid: z.boolean(),
  services: z.array(
    z.object({
      product_id: idSchema,
      name: z.string(),
      price: moneySchema,
      variants: z.array(chosenItemSchema),
    }),
  ),
  cafe_id: idSchema,
  created_at: isoDateTimeSchema,
  // Why the venue declined it (status cancelled), and when a paid deposit was refunded.
  reason: z.string().optional(),
  refunded_at: isoDateTimeSchema.nullable().optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;

// SPEC §3 Time slot.
export const timeSlotSchema = z.object({
  start: isoDateTimeSchema,
  free: z.number().int().min(0).optional(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
