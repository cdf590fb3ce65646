import { z } from "zod";
import { insideCodeSchema } from "./common";
import { payReceiverSchema, venueSchema } from "./venue";
import { menuSchema, type Product } from "./menu";
import { priceGroupIssues } from "../rules/price-group-rules";

// SPEC §5 variant groups must be satisfiable (rules/price-group-rules.ts: the one rule the venue file, the
// console's product form and the setup calls share).
function checkPriceGroups(product: Product, path: PropertyKey[], ctx: z.RefinementCtx) {
  for (const issue of priceGroupIssues(product.price_groups))
    ctx.addIssue({ code: "custom", path: [...path, ...issue.path], message: issue.code });
}

// A URL a venue file puts in a link or an image is either https or relative to this server.
// javascript:, data:, http: and protocol-relative (//host) ones are refused. Browsers drop whitespace and
// control characters inside a scheme ("java\tscript:"), so none of those is accepted anywhere.
export function isSafeVenueUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value === "" || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    if (!/^https:\/\//i.test(value)) return false;
    try {
      return new URL(value).hostname !== "";
    } catch {
      return false;
    }
  }
  return !value.startsWith("//");
}

// A link that leads off this server (a venue's social pages, SPEC §3 Venue social): https only, not even a
// relative path, so a guest following it always lands on a real page over TLS.
export function isHttpsVenueUrl(value: string): boolean {
  return /^https:\/\//i.test(value) && isSafeVenueUrl(value);
}
export const socialKeys = ["facebook", "instagram", "website"] as const;

type Issues = { ctx: z.RefinementCtx };
function checkUrl({ ctx }: Issues, value: string | undefined, path: PropertyKey[]) {
  if (value !== undefined && !isSafeVenueUrl(value))
    ctx.addIssue({ code: "custom", path, message: "must be an https: or a relative URL" });
}
function checkHttpsUrl({ ctx }: Issues, value: string | undefined, path: PropertyKey[]) {
  if (value !== undefined && !isHttpsVenueUrl(value))
    ctx.addIssue({ code: "custom", path, message: "must be an https: URL" });
}

// A table (eat-in): its 6-digit short code is what the table QR opens (SPEC §2 /inside/{code}).
export const insideTableSchema = z.object({
  code: insideCodeSchema,
  section_name: z.string(),
  table_name: z.string(),
  // The console's export says whether each table is retired (its code and QR open
  // nothing for guests), so a round trip is lossless. Absent (a hand-written file): the table keeps the
  // state it has (a new one is in use).
  retired: z.boolean().optional(),
});
export type InsideTable = z.infer<typeof insideTableSchema>;

// The file `npm run venue:import -- FILE.json` reads, and the demo venues are written in.
export const venueImportSchema = z
  .object({
    venue: venueSchema,
    menus: z.array(menuSchema),
    pay_receivers: z.array(payReceiverSchema).min(1),
    tables: z.array(insideTableSchema).default([]),
    // The venue's payment gateway and the name of its credentials in the server's
    // environment (secrets never come from this file). No gateway: the sandbox in demo mode, else none.
    payment_gateway: z.enum(["sandbox", "stripe", "liqpay"]).optional(),
    payment_credentials_ref: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,39}$/, "an environment name prefix such as STRIPE_MAIN")
      .optional(),
  })
  .superRefine((file, ctx) => {
    const urls = { ctx };
    const { venue } = file;
    checkUrl(urls, venue.image, ["venue", "image"]);
    checkUrl(urls, venue.online_menu_link, ["venue", "online_menu_link"]);
    checkUrl(urls, venue.legal.privacy_url, ["venue", "legal", "privacy_url"]);
    checkUrl(urls, venue.legal.terms_url, ["venue", "legal", "terms_url"]);
    for (const key of socialKeys) checkHttpsUrl(urls, venue.social[key], ["venue", "social", key]);
    checkHttpsUrl(urls, venue.review_url, ["venue", "review_url"]);
    venue.tips.waiters.forEach((w, i) => {
      checkUrl(urls, w.photo, ["venue", "tips", "waiters", i, "photo"]);
      checkUrl(urls, w.tips_link, ["venue", "tips", "waiters", i, "tips_link"]);
    });
    file.menus.forEach((menu, i) =>
      menu.products.forEach((p, j) => checkUrl(urls, p.image, ["menus", i, "products", j, "image"])),
    );
    const receivers = new Set(file.pay_receivers.map((r) => r._id));
    file.menus.forEach((menu, i) => {
      if (!receivers.has(menu.pay_receiver_id))
        ctx.addIssue({
          code: "custom",
          path: ["menus", i, "pay_receiver_id"],
          message: "unknown pay receiver",
        });
      const ids = new Set(menu.products.map((p) => p._id));
      menu.products.forEach((product, j) => checkPriceGroups(product, ["menus", i, "products", j], ctx));
      menu.categories.forEach((c, j) =>
        c.products.forEach((pid, k) => {
          if (!ids.has(pid))
            ctx.addIssue({
              code: "custom",
              path: ["menus", i, "categories", j, "products", k],
              message: "unknown product",
            });
        }),
      );
    });
  });
export type VenueImport = z.infer<typeof venueImportSchema>;
