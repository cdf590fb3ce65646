import { z } from "zod";
import { idSchema, moneySchema } from "./common";

// SPEC §3 Cart. A chosen group item as stored on a cart or order line.
export const chosenItemSchema = z.object({
  group_id: idSchema,
  group_name: z.string(),
  item_id: idSchema,
  name: z.string(),
  price: moneySchema,
});
export type ChosenItem = z.infer<typeof chosenItemSchema>;

export const cartItemSchema = z.object({
  _id: idSchema,
  menu_id: idSchema,
  product_id: idSchema,
  name: z.string(),
  variants: z.array(chosenItemSchema),
  modificators: z.array(chosenItemSchema),
  weight: z.number().nonnegative().optional(),
  total_weight: z.number().nonnegative().optional(),
  guest_index: z.number().int().min(0).default(0),
  client_comment: z.string().max(500).optional(),
  quantity: z.number().int().min(1).max(30), // SPEC §5
  base_price: moneySchema,
  total: moneySchema,
  // False when the item's menu is gone or closed to this cart's mode (SPEC §2 unavailable items).
  available: z.boolean().default(true),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  _id: idSchema,
  items: z.array(cartItemSchema),
  total: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;
