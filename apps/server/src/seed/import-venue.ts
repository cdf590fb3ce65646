import { eq } from "drizzle-orm";
import { venueImportSchema, type VenueImport } from "@tablewise/domain/contract/venue-import";
import type { Db } from "../db/client";
import { insideTables, menus, payReceivers, venues } from "../db/schema/index";

export class VenueFileError extends Error {}

export function parseVenueFile(json: unknown, source: string): VenueImport {
  const result = venueImportSchema.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 20).map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new VenueFileError(`${source} is not a valid venue file:\n${lines.join("\n")}`);
}

// Loads or replaces one venue whole, in one transaction (docs/decisions/002).
export async function importVenue(db: Db, file: VenueImport): Promise<{ replaced: boolean }> {
  const { venue } = file;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venue._id));
    const clash = await tx.select({ id: venues.id }).from(venues).where(eq(venues.link, venue.link));
    if (clash[0] && clash[0].id !== venue._id) {
      throw new VenueFileError(`link "${venue.link}" already belongs to venue ${clash[0].id}`);
    }
    if (existing.length) await tx.delete(venues).where(eq(venues.id, venue._id)); // cascades
    await tx.insert(venues).values({ id: venue._id, link: venue.link, data: venue });
    if (file.menus.length)
      await tx.insert(menus).values(file.menus.map((m, i) => ({ id: m._id, venueId: venue._id, position: i, data: m })));
    await tx.insert(payReceivers).values(file.pay_receivers.map((r) => ({ id: r._id, venueId: venue._id, data: r })));
    if (file.tables.length)
      await tx.insert(insideTables).values(
        file.tables.map((t) => ({ code: t.code, venueId: venue._id, sectionName: t.section_name, tableName: t.table_name })),
      );
    return { replaced: existing.length > 0 };
  });
}
