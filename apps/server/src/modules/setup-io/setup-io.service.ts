import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { productSchema, type Category, type Menu, type Product } from "@tablewise/domain/contract/menu";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import type { Db } from "../../db/client";
import { menus, venues } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import { importVenueInTx, VenueFileError } from "../../seed/import-venue";
import type { StaffActor } from "../../http/staff-actor";
import { readProductCsv } from "./csv-products";
import { menuVersion } from "../setup/index";
import { recordSetupChange } from "../setup/index";
import { exportVenue } from "./venue-export";

type Deps = {
  db: Db;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  // Guests' open menus refetch (the stop list's push, realtime/venue-listen.ts).
  menuChanged: (venueId: string, at: Date) => void;
  clock: () => Date;
};

const mintId = (prefix: string) => `${prefix}-${randomBytes(9).toString("base64url")}`;
const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), "en", { sensitivity: "base" }) === 0;
const conflict = (message: string) => new HttpError(409, "conflict", message);

// The venue as a file (export, import) and a product list from a spreadsheet.
export function createSetupIoService({ db, notifyStaff, menuChanged, clock }: Deps) {
  function announce(venueId: string, id: string) {
    const now = clock();
    notifyStaff(venueId, { kind: "setup", id, change: "updated", at: now.toISOString() });
    menuChanged(venueId, now);
  }

  return {
    async export(venueId: string): Promise<VenueImport> {
      const file = await exportVenue(db, venueId);
      if (!file) throw notFound("Venue");
      return file;
    },

    // The file replaces the venue whole (docs/decisions/002), tokens kept by code. It must be this
    // venue's own (its _id and link: a file of another venue would take its place, or break its printed
    // URLs), and the payment gateway stays the operator's (the credentials' name points into the
    // server's environment, so a manager's file cannot point the venue at another venue's account).
    async import(venueId: string, actor: StaffActor, file: VenueImport) {
      if (file.venue._id !== venueId) throw conflict(`This file is venue ${file.venue._id}, not this one`);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(venues).where(eq(venues.id, venueId)).for("update");
        if (!row) throw notFound("Venue");
        if (file.venue.link !== row.link)
          throw conflict(`The file's link "${file.venue.link}" is not this venue's ("${row.link}")`);
        if (
          (file.payment_gateway ?? null) !== row.paymentGateway ||
          (file.payment_credentials_ref ?? null) !== row.paymentCredentialsRef
        )
          throw conflict("The payment gateway is set by the server's operator (venue:import), not by a file");
        try {
          await importVenueInTx(tx, file);
        } catch (err) {
          if (err instanceof VenueFileError) throw conflict(err.message);
          throw err;
        }
        const counts = {
          menus: file.menus.length,
          products: file.menus.reduce((n, m) => n + m.products.length, 0),
          tables: file.tables.length,
        };
        await recordSetupChange(tx, actor, {
          venueId,
          at: clock(),
          kind: "import",
          targetId: venueId,
          summary: `venue imported: ${counts.menus} menus, ${counts.products} products, ${counts.tables} tables`,
        });
        return counts;
      });
      announce(venueId, venueId);
      return result;
    },

    // All or nothing: a bad row answers every bad row by line and saves nothing. Categories are matched
    // by name (case aside) and created as needed; the products are appended to them.
    async importCsv(venueId: string, actor: StaffActor, menuId: string, text: string) {
      const read = readProductCsv(text);
      if ("errors" in read)
        throw new HttpError(
          400,
          "validation_failed",
          `${read.errors.length} row(s) of the file cannot be imported: ${read.errors
            .slice(0, 3)
            .map((e) => `line ${e.line}: ${e.message}`)
            .join("; ")}`,
          { rows: read.errors.slice(0, 200) },
        );
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ data: menus.data })
          .from(menus)
          .where(and(eq(menus.venueId, venueId), eq(menus.id, menuId)))
          .for("update");
        if (!row) throw notFound("Menu");
        const menu: Menu = { ...row.data, _id: menuId };
        const categories: Category[] = menu.categories.map((c) => ({ ...c, products: [...c.products] }));
        let categoriesCreated = 0;
        const products: Product[] = [];
        for (const p of read.products) {
          let category = categories.find((c) => sameName(c.name, p.category));
          if (!category) {
            category = { _id: mintId("c"), name: p.category, i18n: [], products: [] };
            categories.push(category);
            categoriesCreated++;
          }
          const product = productSchema.parse({
            _id: mintId("p"),
            name: p.name,
            category: category.name,
            category_id: category._id,
            description: p.description,
            base_price: p.price,
            menu_id: menuId,
            // Absent, not null or [], when there is nothing to say: the guest's menu stays lean.
            ...(p.allergens ? { allergens: p.allergens } : {}),
            ...(p.diets.length ? { diets: p.diets } : {}),
            ...(p.spicy ? { spicy: p.spicy, is_spicy: true } : {}),
          });
          category.products.push(product._id);
          products.push(product);
        }
        const saved: Menu = { ...menu, categories, products: [...menu.products, ...products] };
        await tx.update(menus).set({ data: saved }).where(eq(menus.id, menuId));
        // The venue's data version moves: every process rebuilds its snapshot, prepare ETags move.
        await tx
          .update(venues)
          .set({ revision: sql`${venues.revision} + 1`, updatedAt: sql`now()` })
          .where(eq(venues.id, venueId));
        await recordSetupChange(tx, actor, {
          venueId,
          at: clock(),
          kind: "csv_import",
          targetId: menuId,
          summary: `${products.length} products imported from CSV (${categoriesCreated} new categories)`,
        });
        return {
          created: products.length,
          categories_created: categoriesCreated,
          menu_version: menuVersion(saved),
        };
      });
      announce(venueId, menuId);
      return result;
    },
  };
}
export type SetupIoService = ReturnType<typeof createSetupIoService>;
