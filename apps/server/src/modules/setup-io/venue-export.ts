import { asc, eq } from "drizzle-orm";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import type { Db, Tx } from "../../db/client";
import { insideTables, menus, payReceivers, venues } from "../../db/schema/index";

// Natural order, as a venue numbers its tables: Hall 2 before Hall 10.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

// The venue as the file `npm run venue:import` reads, from the stored documents as they
// were imported or saved (not the guest's view: no stop-list marks, no modes turned off for want of a
// gateway or an SMS provider), so importing it back is lossless. One transaction: one moment's venue.
export async function exportVenue(db: Db, venueId: string): Promise<VenueImport | null> {
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(venues).where(eq(venues.id, venueId)).limit(1);
    if (!row) return null;
    const menuRows = await tx
      .select({ id: menus.id, data: menus.data })
      .from(menus)
      .where(eq(menus.venueId, venueId))
      .orderBy(asc(menus.position));
    const receiverRows = await tx
      .select({ id: payReceivers.id, data: payReceivers.data })
      .from(payReceivers)
      .where(eq(payReceivers.venueId, venueId))
      .orderBy(asc(payReceivers.id));
    const tableRows = await tx
      .select({
        code: insideTables.code,
        section_name: insideTables.sectionName,
        table_name: insideTables.tableName,
        retiredAt: insideTables.retiredAt,
      })
      .from(insideTables)
      .where(eq(insideTables.venueId, venueId));
    tableRows.sort(
      (a, b) =>
        collator.compare(a.section_name, b.section_name) ||
        collator.compare(a.table_name, b.table_name) ||
        a.code.localeCompare(b.code),
    );
    return {
      venue: { ...row.data, _id: row.id, link: row.link },
      menus: menuRows.map((m) => ({ ...m.data, _id: m.id })),
      pay_receivers: receiverRows.map((r) => ({ ...r.data, _id: r.id })),
      // Tokens stay out of the file (a key to each table); a re-import keeps them by code.
      tables: tableRows.map(({ retiredAt, ...t }) => ({ ...t, retired: retiredAt !== null })),
      ...(row.paymentGateway
        ? { payment_gateway: row.paymentGateway as NonNullable<VenueImport["payment_gateway"]> }
        : {}),
      ...(row.paymentCredentialsRef ? { payment_credentials_ref: row.paymentCredentialsRef } : {}),
    };
  });
}
