import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { venueImportSchema, type VenueImport } from "@tablewise/domain/contract/venue-import";
import type { Db, Tx } from "../db/client";
import { insideTables, menus, newTableToken, payReceivers, venues } from "../db/schema/index";

// A venue file that cannot be loaded; the message is meant for the person who wrote the file.
export class VenueFileError extends Error {}

const duplicates = (values: string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

export function parseVenueFile(json: unknown, source: string): VenueImport {
  const result = venueImportSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues
      .slice(0, 40)
      .map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    const more = result.error.issues.length > 40 ? `\n  ... and ${result.error.issues.length - 40} more` : "";
    throw new VenueFileError(`${source} is not a valid venue file:\n${lines.join("\n")}${more}`);
  }
  const file = result.data;
  // Ids are primary keys across all venues, so a file repeating one cannot be stored.
  const repeated = [
    ...duplicates(file.menus.map((m) => m._id)).map((id) => `menu ${id}`),
    ...duplicates(file.pay_receivers.map((r) => r._id)).map((id) => `pay receiver ${id}`),
    ...duplicates(file.tables.map((t) => t.code)).map((code) => `table code ${code}`),
  ];
  if (repeated.length) throw new VenueFileError(`${source} repeats ids: ${repeated.join(", ")}`);
  return file;
}

// Ids this file would take from another venue: menu ids, receiver ids and table codes are global.
async function findForeignIds(tx: Tx, file: VenueImport): Promise<string[]> {
  const id = file.venue._id;
  const link = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.link, file.venue.link), ne(venues.id, id)));
  const menuIds = file.menus.map((m) => m._id);
  const menuRows = menuIds.length
    ? await tx
        .select({ id: menus.id })
        .from(menus)
        .where(and(inArray(menus.id, menuIds), ne(menus.venueId, id)))
    : [];
  const receiverIds = file.pay_receivers.map((r) => r._id);
  const receiverRows = await tx
    .select({ id: payReceivers.id })
    .from(payReceivers)
    .where(and(inArray(payReceivers.id, receiverIds), ne(payReceivers.venueId, id)));
  const tableRows: { code: string }[] = [];
  for (const codes of chunks(file.tables.map((t) => t.code)))
    tableRows.push(
      ...(await tx
        .select({ code: insideTables.code })
        .from(insideTables)
        .where(and(inArray(insideTables.code, codes), ne(insideTables.venueId, id)))),
    );
  return [
    ...link.map((r) => `link "${file.venue.link}" (venue ${r.id})`),
    ...menuRows.map((r) => `menu ${r.id}`),
    ...receiverRows.map((r) => `pay receiver ${r.id}`),
    ...tableRows.map((r) => `table code ${r.code}`),
  ];
}

// A venue of tens of thousands of tables (the capacity bench's) in statements of a bounded size: one
// statement with every row overflows the query builder's stack and PostgreSQL's 65,535 parameters.
function chunks<T>(all: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size));
  return out;
}

// A re-import without the fields clears them (the file is the whole venue).
const gatewayColumns = (file: VenueImport) => ({
  paymentGateway: file.payment_gateway ?? null,
  paymentCredentialsRef: file.payment_credentials_ref ?? null,
});

// Loads or replaces one venue whole (docs/decisions/002). The venue row is updated in place rather than
// deleted, so rows of later issues that point at the venue (orders, carts) are kept.
export async function importVenueInTx(tx: Tx, file: VenueImport): Promise<{ replaced: boolean }> {
  const { venue } = file;
  const taken = await findForeignIds(tx, file);
  if (taken.length) throw new VenueFileError(`already used by another venue: ${taken.join(", ")}`);

  const existing = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venue._id));
  await tx
    .insert(venues)
    .values({ id: venue._id, link: venue.link, data: venue, ...gatewayColumns(file) })
    .onConflictDoUpdate({
      target: venues.id,
      set: {
        link: venue.link,
        data: venue,
        ...gatewayColumns(file),
        updatedAt: sql`now()`,
        revision: sql`${venues.revision} + 1`,
      },
    });
  await tx.delete(menus).where(eq(menus.venueId, venue._id));
  await tx.delete(payReceivers).where(eq(payReceivers.venueId, venue._id));
  // A re-import keeps each table's QR token (printed stickers stay valid); new tables get one.
  // And its retirement, unless the file says otherwise (`retired`).
  const kept = await tx
    .select({ code: insideTables.code, token: insideTables.token, retiredAt: insideTables.retiredAt })
    .from(insideTables)
    .where(eq(insideTables.venueId, venue._id));
  const tokens = new Map(kept.map((r) => [r.code, r.token]));
  const retiredAt = new Map(kept.map((r) => [r.code, r.retiredAt]));
  const retiredAtOf = (t: VenueImport["tables"][number]) =>
    t.retired === false
      ? null
      : t.retired === true
        ? (retiredAt.get(t.code) ?? new Date())
        : (retiredAt.get(t.code) ?? null);
  await tx.delete(insideTables).where(eq(insideTables.venueId, venue._id));

  if (file.menus.length) {
    await tx
      .insert(menus)
      .values(file.menus.map((m, i) => ({ id: m._id, venueId: venue._id, position: i, data: m })));
  }
  await tx
    .insert(payReceivers)
    .values(file.pay_receivers.map((r) => ({ id: r._id, venueId: venue._id, data: r })));
  if (file.tables.length) {
    const rows = file.tables.map((t) => ({
      code: t.code,
      venueId: venue._id,
      sectionName: t.section_name,
      tableName: t.table_name,
      token: tokens.get(t.code) ?? newTableToken(),
      retiredAt: retiredAtOf(t),
    }));
    for (const part of chunks(rows)) await tx.insert(insideTables).values(part);
  }
  return { replaced: existing.length > 0 };
}

export function importVenue(db: Db, file: VenueImport): Promise<{ replaced: boolean }> {
  return db.transaction((tx) => importVenueInTx(tx, file));
}
