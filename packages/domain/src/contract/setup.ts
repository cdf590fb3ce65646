import { z } from "zod";
import { defineCall } from "./call";
import {
  contentLocaleSchema,
  idSchema,
  insideCodeSchema,
  isoDateTimeSchema,
  tableTokenSchema,
} from "./common";
import { categorySchema, menuSchema, priceGroupItemSchema, priceGroupSchema, productSchema } from "./menu";
import { fieldLimits, moneyAmountSchema, nameFieldSchema } from "./field-rules";
import { staffBase } from "./staff";
import { payReceiverSchema, venueSchema } from "./venue";
import { venueImportSchema } from "./venue-import";

// The venue's setup in the console (menus, products, photos, translations, settings, tables).
// Manager only: a waiter or the kitchen gets 403, another venue's staff 403 on the venue path and 404 on a
// record found by id (as every /api/staff call, staff-actor.ts). Every call that changes something:
// - takes the `version` the form was loaded with and answers 409 `conflict` with details
//   { reason: "version_conflict", current_version } when the stored record moved meanwhile (two managers);
// - is recorded (who, when, what) in the venue's change log (setupChangesCall);
// - bumps the venue's revision, so the guest's prepare snapshot and its ETag move, and pushes menu_changed
//   to guests following the venue (the stop list's live push), within 2 s.
// Orders keep the names and prices they were placed with; carts are repriced by the server at their next call.
export const setupBase = `${staffBase}/venues/:venueId/setup`;
const venueParams = z.object({ venueId: idSchema });
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

// An opaque digest of a stored record's content (a menu without its products, a product, the venue).
export const setupVersionSchema = z.string().min(1).max(64);
const versioned = { version: setupVersionSchema };
export const versionConflictReason = "version_conflict";

// --- the whole setup, as the editor loads it -----------------------------------------------------------
export const setupTableSchema = z.object({
  code: insideCodeSchema,
  section_name: z.string(),
  table_name: z.string(),
  token: tableTokenSchema,
  qr_url: z.string().startsWith("/new/"),
  // A retired table is kept for the venue's history; its code and QR open nothing for guests.
  retired_at: isoDateTimeSchema.nullable(),
});
export type SetupTable = z.infer<typeof setupTableSchema>;

export const setupMenuEntrySchema = z.object({
  menu: menuSchema, // hidden menus and categories included (menu.hidden, category.hidden)
  version: setupVersionSchema, // of the menu without its products: header, categories and their order
  product_versions: z.record(idSchema, setupVersionSchema),
});
export type SetupMenuEntry = z.infer<typeof setupMenuEntrySchema>;

export const setupDocumentSchema = z.object({
  venue: venueSchema,
  venue_version: setupVersionSchema,
  menus: z.array(setupMenuEntrySchema), // in display order
  pay_receivers: z.array(payReceiverSchema),
  tables: z.array(setupTableSchema),
  payment_gateway: z.enum(["sandbox", "stripe", "liqpay"]).nullable(),
  // What an uploaded photo may weigh (bytes), so the form refuses before uploading.
  image_max_bytes: z.number().int().positive(),
});
export type SetupDocument = z.infer<typeof setupDocumentSchema>;

export const setupCall = defineCall({
  method: "GET",
  path: setupBase,
  params: venueParams,
  response: ok(setupDocumentSchema),
});

// --- venue settings ------------------------------------------------------------------------------------
// The whole venue document: info, contacts, socials, legal links, address and map point, weekly schedule,
// modes, pay methods, delivery, takeaway (preorder), reservations, tips and waiters, sections. Its `_id` and
// `link` are the stored ones (a link change would break printed URLs; the server refuses a different one).
// The typed fields pass field-rules.ts venueFieldIssues (contacts, links, names, amounts), checked by the
// server on save: 400 validation_failed with details { issues: [{ path, code }] }, the codes the form shows.
export const saveVenueBodySchema = z.strictObject({ venue: venueSchema, ...versioned });
export const saveVenueCall = defineCall({
  method: "POST",
  path: `${setupBase}/venue`,
  params: venueParams,
  body: saveVenueBodySchema,
  response: ok(z.object({ venue: venueSchema, version: setupVersionSchema })),
});

// --- menus and categories ------------------------------------------------------------------------------
// A menu's own fields (SPEC §3 Menu): title, kind, tag, time window, original locale, locales,
// translations of title and tag, pay receiver, hidden.
// On write the title is required and the texts bounded (field-rules.ts); stored menus are read as they are.
export const menuHeaderSchema = menuSchema.omit({ _id: true, categories: true, products: true }).extend({
  title: nameFieldSchema(fieldLimits.title),
  tag: z.string().max(fieldLimits.tag, { message: "too_long" }).optional(),
});
export type MenuHeader = z.infer<typeof menuHeaderSchema>;
// Categories in display order; a new one has no _id (the server mints it). Every product of the menu is in
// exactly one category's `products` (its order inside the category); a category with products cannot be
// dropped (400 with the path), products move between categories by being listed in another.
export const setupCategorySchema = categorySchema.extend({
  _id: idSchema.optional(),
  name: nameFieldSchema(),
});
export const createMenuBodySchema = z.strictObject({ menu: menuHeaderSchema });
export const saveMenuBodySchema = z.strictObject({
  menu: menuHeaderSchema.extend({ categories: z.array(setupCategorySchema) }),
  ...versioned,
});
const menuParams = venueParams.extend({ menuId: idSchema });
const menuEntryResponse = ok(setupMenuEntrySchema);

export const createMenuCall = defineCall({
  method: "POST",
  path: `${setupBase}/menus`,
  params: venueParams,
  body: createMenuBodySchema,
  response: menuEntryResponse,
});
export const saveMenuCall = defineCall({
  method: "POST",
  path: `${setupBase}/menus/:menuId`,
  params: menuParams,
  body: saveMenuBodySchema,
  response: menuEntryResponse,
});
// The menus' display order: exactly the venue's menu ids, reordered (409 when the set differs).
export const reorderMenusBodySchema = z.strictObject({ menu_ids: z.array(idSchema).min(1).max(100) });
export const reorderMenusCall = defineCall({
  method: "POST",
  path: `${setupBase}/menu-order`,
  params: venueParams,
  body: reorderMenusBodySchema,
  response: ok(z.object({ menu_ids: z.array(idSchema) })),
});

// --- products ------------------------------------------------------------------------------------------
// Every field of SPEC §3 Product. Group and item ids are minted by the form (so show_for can name an item
// before it is saved); they must be unique inside the product. The server fills _id (on create), menu_id
// and the category's name, and checks the groups with rules/price-group-rules.ts (400 `validation_failed`,
// details: the issues with their paths, the same codes the form shows at the field).
export const productDraftSchema = productSchema
  .omit({ _id: true, menu_id: true, category: true, available: true })
  .extend({
    name: nameFieldSchema(),
    description: z.string().max(fieldLimits.description, { message: "too_long" }).default(""),
    base_price: moneyAmountSchema,
    price_groups: z
      .array(
        priceGroupSchema.omit({ items: true }).extend({
          items: z
            .array(priceGroupItemSchema.omit({ available: true }).extend({ price: moneyAmountSchema }))
            .min(1),
        }),
      )
      .default([]),
  });
export type ProductDraft = z.infer<typeof productDraftSchema>;
const productParams = venueParams.extend({ productId: idSchema });
const productResponse = ok(
  z.object({
    product: productSchema,
    version: setupVersionSchema,
    menu_version: setupVersionSchema, // the category lists moved too
  }),
);
export const createProductCall = defineCall({
  method: "POST",
  path: `${setupBase}/menus/:menuId/products`,
  params: menuParams,
  body: z.strictObject({ product: productDraftSchema }),
  response: productResponse,
});
export const saveProductCall = defineCall({
  method: "POST",
  path: `${setupBase}/products/:productId`,
  params: productParams,
  body: z.strictObject({ product: productDraftSchema, ...versioned }),
  response: productResponse,
});
export const deleteProductCall = defineCall({
  method: "POST",
  path: `${setupBase}/products/:productId/delete`,
  params: productParams,
  body: z.strictObject(versioned),
  response: ok(z.object({ menu_version: setupVersionSchema })),
});

// --- translations --------------------------------------------------------------------------------------
// One locale of one menu at a time: every text of the menu, its categories, products, groups and items.
// An empty text removes that translation (the guest app falls back to the original as today).
export const translationTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("menu"), field: z.enum(["title", "tag"]) }),
  z.object({ kind: z.literal("category"), id: idSchema }),
  z.object({ kind: z.literal("product"), id: idSchema, field: z.enum(["name", "description"]) }),
  z.object({ kind: z.literal("group"), product_id: idSchema, id: idSchema }),
  z.object({ kind: z.literal("item"), product_id: idSchema, group_id: idSchema, id: idSchema }),
]);
export type TranslationTarget = z.infer<typeof translationTargetSchema>;
export const saveTranslationsBodySchema = z.strictObject({
  locale: contentLocaleSchema,
  texts: z
    .array(z.object({ target: translationTargetSchema, text: z.string().max(4000) }))
    .min(1)
    .max(2000),
  // The version of the menu (when a menu or category text is in texts) and of each product touched.
  menu_version: setupVersionSchema.optional(),
  product_versions: z.record(idSchema, setupVersionSchema).default({}),
});
export const saveTranslationsCall = defineCall({
  method: "POST",
  path: `${setupBase}/menus/:menuId/translations`,
  params: menuParams,
  body: saveTranslationsBodySchema,
  response: menuEntryResponse,
});

// --- photos --------------------------------------------------------------------------------------------
// POST `${setupBase}/images` with the file's bytes as the raw body (Content-Type image/jpeg, image/png,
// image/webp, image/heic or image/avif; the real type is read from the bytes, not the name or the header).
// Over image_max_bytes: 413; not an image, a bomb or a broken file: 415/400, nothing stored. The server
// strips metadata and re-encodes to WebP in mediaWidths; `url` is the largest, for a product's or a waiter's
// `image`/`photo`. Served at GET /media/{hash}/{width}.webp, public, immutable (hashed).
export const mediaWidths = [320, 960] as const;
export const imageUploadResponseSchema = ok(
  z.object({ url: z.string().startsWith("/media/"), width: z.number().int(), height: z.number().int() }),
);
export const imageUploadPath = `${setupBase}/images`;

// The URL of a smaller rendition of an uploaded photo (menu cards), or the URL itself for any other image.
export function mediaVariant(url: string, width: (typeof mediaWidths)[number]): string {
  return url.replace(/^(\/media\/[a-f0-9]{16,64}\/)\d+(\.webp)$/, `$1${width}$2`);
}

// --- tables --------------------------------------------------------------------------------------------
const tableBody = z.strictObject({
  section_name: z.string().trim().min(1).max(80),
  table_name: z.string().trim().min(1).max(80),
});
const tableParams = venueParams.extend({ code: insideCodeSchema });
const tableResponse = ok(z.object({ table: setupTableSchema }));
export const createTableCall = defineCall({
  method: "POST",
  path: `${setupBase}/tables`,
  params: venueParams,
  body: tableBody,
  response: tableResponse,
});
export const saveTableCall = defineCall({
  method: "POST",
  path: `${setupBase}/tables/:code`,
  params: tableParams,
  body: tableBody,
  response: tableResponse,
});
// Retire: the table leaves the guests' world (its code and QR answer "no table"); restore brings it back.
export const retireTableCall = defineCall({
  method: "POST",
  path: `${setupBase}/tables/:code/retire`,
  params: tableParams,
  body: z.strictObject({ retired: z.boolean() }),
  response: tableResponse,
});
// A new QR token: every printed QR of this table stops working, so the body must say so explicitly.
export const rotateTableTokenCall = defineCall({
  method: "POST",
  path: `${setupBase}/tables/:code/rotate-token`,
  params: tableParams,
  body: z.strictObject({ confirm: z.literal(true) }),
  response: tableResponse,
});

// --- export and import ---------------------------------------------------------------------------------
// GET `${setupBase}/export.json`: the venue as the file `npm run venue:import` reads (an attachment).
// Importing it back is lossless (retired tables stay retired; tokens are kept by code).
export const exportPath = `${setupBase}/export.json`;
// Replaces the venue whole from such a file; its venue._id must be this venue's and its link this link.
export const importVenueCall = defineCall({
  method: "POST",
  path: `${setupBase}/import`,
  params: venueParams,
  body: venueImportSchema,
  response: ok(z.object({ menus: z.number().int(), products: z.number().int(), tables: z.number().int() })),
});
// POST `${setupBase}/menus/:menuId/products.csv` with text/csv: a header row naming the columns
// name, category, price, description, allergens, diets, spicy (any order; only name, category and price
// required; allergens: the contract's codes separated by spaces or "|", "none" for declared-none, empty for
// not declared; diets likewise; spicy 0-3), one product per row. All or nothing:
// any bad row answers 400 `validation_failed` with details { rows: [{ line, message }] } and nothing saved;
// else categories are created by name as needed and the products appended.
export const csvImportPath = `${setupBase}/menus/:menuId/products.csv`;
export const csvImportResponseSchema = ok(
  z.object({
    created: z.number().int(),
    categories_created: z.number().int(),
    menu_version: setupVersionSchema,
  }),
);
export const csvRowErrorSchema = z.object({ line: z.number().int().min(1), message: z.string() });

// --- the change log ------------------------------------------------------------------------------------
export const setupChangeSchema = z.object({
  at: isoDateTimeSchema,
  staff_name: z.string(),
  // venue, menu, menu_order, product, translations, table, image, import, csv_import, staff, stop_list,
  // reservation (a reservation cancelled or moved by the venue), day_close (a day's cash close-out)
  kind: z.string(),
  target_id: z.string().nullable(),
  summary: z.string(), // a short line in English for the log ("price 85 -> 95"), not shown to guests
});
export const setupChangesCall = defineCall({
  method: "GET",
  path: `${setupBase}/changes`,
  params: venueParams,
  query: z.object({ before: isoDateTimeSchema.optional() }),
  response: ok(z.object({ changes: z.array(setupChangeSchema) })),
});
