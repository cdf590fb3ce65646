import { z } from "zod";
import { payReceiverSchema, venueSchema } from "./venue";
import { menuSchema } from "./menu";

// A table (eat-in): its 6-digit short code is what the table QR opens (SPEC §2 /inside/{code}).
export const insideTableSchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  section_name: z.string(),
  table_name: z.string(),
});
export type InsideTable = z.infer<typeof insideTableSchema>;

// The file `npm run venue:import -- FILE.json` reads, and the demo venues are written in.
export const venueImportSchema = z
  .object({
    venue: venueSchema,
    menus: z.array(menuSchema),
    pay_receivers: z.array(payReceiverSchema).min(1),
    tables: z.array(insideTableSchema).default([]),
  })
  .superRefine((file, ctx) => {
    const receivers = new Set(file.pay_receivers.map((r) => r._id));
    file.menus.forEach((menu, i) => {
      if (!receivers.has(menu.pay_receiver_id))
        ctx.addIssue({ code: "custom", path: ["menus", i, "pay_receiver_id"], message: "unknown pay receiver" });
      const ids = new Set(menu.products.map((p) => p._id));
      menu.categories.forEach((c, j) =>
        c.products.forEach((pid, k) => {
          if (!ids.has(pid))
            ctx.addIssue({ code: "custom", path: ["menus", i, "categories", j, "products", k], message: "unknown product" });
        }),
      );
    });
  });
export type VenueImport = z.infer<typeof venueImportSchema>;
