import { z } from "zod";
import { apiBase, defineCall } from "./call";
import { commentSchema, idSchema, itemIdListSchema, moneySchema, okEnvelope, secretIdSchema } from "./common";

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
  // Added from the "Goes well with" sheet of this product (checked by the server; counted in the day).
  suggested_by: idSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  _id: secretIdSchema,
  items: z.array(cartItemSchema),
  total: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

// SPEC §7 cart calls, under /api. The cart id grants access to the cart, so it is a secret id.
export const cartParamsSchema = z.object({ cartId: secretIdSchema });
export type CartParams = z.infer<typeof cartParamsSchema>;
export const cartDataSchema = z.object({ cart: cartSchema });
export type CartData = z.infer<typeof cartDataSchema>;
export const cartResponseSchema = okEnvelope(cartDataSchema);

// SPEC §5 cart quantity per item 1..30; variants and modifiers are chosen price-group item ids (the server
// prices them and checks them against the product's groups).
export const cartQuantitySchema = z.number().int().min(1).max(30);
export const cartAddBodySchema = z.strictObject({
  menu_id: idSchema,
  product_id: idSchema,
  quantity: cartQuantitySchema,
  variants: itemIdListSchema,
  modificators: itemIdListSchema,
  guest_index: z.number().int().min(0).max(49).optional(),
  client_comment: commentSchema.optional(),
  // "From the suggestions of product X": kept on the line only when X (in the cart's venue) really
  // suggests this product (rules/suggestions.ts), otherwise ignored.
  suggested_by: idSchema.optional(),
});
export type CartAddBody = z.infer<typeof cartAddBodySchema>;
export const cartAddCall = defineCall({
  method: "POST",
  path: `${apiBase}/cart/:cartId/add`,
  params: cartParamsSchema,
  body: cartAddBodySchema,
  response: cartResponseSchema,
});

// SPEC §4: minus at 1 removes the item, so quantity 0 removes it.
export const cartChangeQuantityBodySchema = z.strictObject({
  item_id: idSchema,
  quantity: z.number().int().min(0).max(30),
});
export type CartChangeQuantityBody = z.infer<typeof cartChangeQuantityBodySchema>;
export const cartChangeQuantityCall = defineCall({
  method: "POST",
  path: `${apiBase}/cart/:cartId/change-quantity`,
  params: cartParamsSchema,
  body: cartChangeQuantityBodySchema,
  response: cartResponseSchema,
});

export const cartGetCall = defineCall({
  method: "GET",
  path: `${apiBase}/cart/:cartId`,
  params: cartParamsSchema,
  response: cartResponseSchema,
});

export const cartClearCall = defineCall({
  method: "POST",
  path: `${apiBase}/cart/:cartId/clear`,
  params: cartParamsSchema,
  response: cartResponseSchema,
});
