import { z } from "zod";
import { contentLocaleSchema, idSchema, moneySchema } from "./common";
import { schedulePairSchema } from "./venue";

// The 14 allergens a food business must declare in the EU (Regulation (EU) No 1169/2011, Annex II),
// with stable codes: these are stored, exported, written in the CSV and read by the guest app.
export const allergenCodes = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export const allergenSchema = z.enum(allergenCodes);
export type Allergen = z.infer<typeof allergenSchema>;

// Dietary marks the venue vouches for.
export const dietCodes = ["vegetarian", "vegan", "gluten_free", "halal"] as const;
export const dietSchema = z.enum(dietCodes);
export type Diet = z.infer<typeof dietSchema>;

// What a dish (or an add-on) contains. Absent or null: the venue has not declared its allergens, which
// is NOT the same as [] (declared: none) — a guest with an allergy must never read "undeclared" as safe.
// Absent rather than null/[] keeps the guest's menu payload lean (the 500-product menu is size-budgeted).
const allergensField = z.array(allergenSchema).max(allergenCodes.length).nullable().optional();
const dietsField = z.array(dietSchema).max(dietCodes.length).optional();
// 0 (absent) to 3 chillies.
export const spicyLevelSchema = z.number().int().min(0).max(3);

// The record's id in the venue's POS when the menu sync made it (docs/pos.md): the next sync updates the
// record it names instead of adding another. Absent: the venue's own record, which a sync never touches.
export const posRefSchema = z.string().min(1).max(40);

// SPEC §3 Price group item and Price group (variants when single select, modifiers otherwise).
export const priceGroupItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  price: moneySchema,
  weight: z.number().nonnegative().optional(),
  allergens: allergensField,
  diets: dietsField,
  // False while the venue's stop list holds it; guests cannot choose it. Absent: available.
  available: z.boolean().optional(),
  pos_id: posRefSchema.optional(),
});
export type PriceGroupItem = z.infer<typeof priceGroupItemSchema>;

export const priceGroupSchema = z.object({
  _id: idSchema,
  name: z.string(),
  single_select: z.boolean(),
  min_count: z.number().int().min(0),
  // Missing or over 99 means any amount (SPEC §5).
  max_count: z.number().int().min(0).nullable().optional(),
  show_for: z.array(idSchema).optional(),
  items: z.array(priceGroupItemSchema).min(1),
  pos_id: posRefSchema.optional(),
});
export type PriceGroup = z.infer<typeof priceGroupSchema>;

// Translations of a product; price_groups here carry translated group and item names by _id.
export const productI18nSchema = z.object({
  locale: contentLocaleSchema,
  name: z.string().optional(),
  description: z.string().optional(),
  price_groups: z
    .array(
      z.object({
        _id: idSchema,
        name: z.string().optional(),
        items: z.array(z.object({ _id: idSchema, name: z.string() })).optional(),
      }),
    )
    .optional(),
});
export type ProductI18n = z.infer<typeof productI18nSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string().min(1),
  category: z.string(),
  category_id: idSchema,
  description: z.string().default(""),
  image: z.string().optional(),
  base_price: moneySchema,
  base_weight: z.number().nonnegative().optional(),
  unit: z.string().optional(),
  waiting_time: z.number().int().min(0).optional(), // minutes
  is_excise: z.boolean().default(false), // alcohol: SPEC §4 needs 21+ confirmation
  is_spicy: z.boolean().default(false),
  // Heat from 1 to 3 (absent: not spicy, or only is_spicy's single mark).
  spicy: spicyLevelSchema.optional(),
  allergens: allergensField,
  diets: dietsField,
  // "Goes well with": up to 6 product ids of the venue's menus offered after this one is added, in the
  // manager's order (rules/suggestions.ts). Absent: none.
  suggestions: z.array(idSchema).max(6).optional(),
  menu_id: idSchema,
  i18n: z.array(productI18nSchema).default([]),
  price_groups: z.array(priceGroupSchema).default([]),
  // False while the venue's stop list holds it (shown, but cannot be ordered).
  // Absent: available.
  available: z.boolean().optional(),
  pos_id: posRefSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  i18n: z.array(z.object({ locale: contentLocaleSchema, name: z.string() })).default([]),
  products: z.array(idSchema), // product ids in display order
  // Hidden by the manager; the guest's menus never include it. Absent: shown.
  hidden: z.boolean().optional(),
  pos_id: posRefSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;

// Which systems may show a menu; a service menu is only for reservations.
export const menuKindSchema = z.enum(["food", "service"]);

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const menuSchema = z.object({
  _id: idSchema,
  title: z.string().min(1),
  kind: menuKindSchema.default("food"),
  tag: z.string().optional(),
  tag_i18n: z.array(z.object({ locale: contentLocaleSchema, tag: z.string() })).default([]),
  title_i18n: z.array(z.object({ locale: contentLocaleSchema, title: z.string() })).default([]),
  original_locale: contentLocaleSchema,
  locales: z.array(contentLocaleSchema).default([]),
  pay_receiver_id: idSchema,
  // Daily time window "HH:mm" in the venue's zone; absent means the whole opening time.
  schedule_pair: z.object({ start: clockTimeSchema, end: clockTimeSchema.or(z.literal("24:00")) }).optional(),
  categories: z.array(categorySchema),
  products: z.array(productSchema),
  // Hidden by the manager; guests never see it (nor order from it). Absent: shown.
  hidden: z.boolean().optional(),
});
export type Menu = z.infer<typeof menuSchema>;

export { schedulePairSchema };
