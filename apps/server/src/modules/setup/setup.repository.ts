import { and, asc, eq, sql } from "drizzle-orm";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { PayReceiver, Venue } from "@tablewise/domain/contract/venue";
import type { SetupTable } from "@tablewise/domain/contract/setup";
import type { Db, Tx } from "../../db/client";
import { insideTables, menus, payReceivers, stopList, venues } from "../../db/schema/index";

type Q = Db | Tx;

export type StoredVenue = {
  venue: Venue;
  paymentGateway: string | null;
  paymentCredentialsRef: string | null;
};

// The setup reads the documents as stored: no stop list marks, no online/phone policy (venue.repository.ts
// applies those for guests), so what the editor saves back is what was imported, nothing the policy hid.
export function createSetupRepository(db: Db) {
  const venueRow = async (q: Q, venueId: string, lock: boolean): Promise<StoredVenue | null> => {
    const query = q
      .select({
        id: venues.id,
        link: venues.link,
        data: venues.data,
        paymentGateway: venues.paymentGateway,
        paymentCredentialsRef: venues.paymentCredentialsRef,
      })
      .from(venues)
      .where(eq(venues.id, venueId))
      .limit(1);
    const rows = lock ? await query.for("update") : await query;
    const row = rows[0];
    return row
      ? {
          venue: { ...row.data, _id: row.id, link: row.link },
          paymentGateway: row.paymentGateway,
          paymentCredentialsRef: row.paymentCredentialsRef,
        }
      : null;
  };
  const menuRows = async (q: Q, venueId: string): Promise<Menu[]> => {
    const rows = await q
      .select({ id: menus.id, data: menus.data })
      .from(menus)
      .where(eq(menus.venueId, venueId))
      .orderBy(asc(menus.position), asc(menus.id));
    return rows.map((r) => ({ ...r.data, _id: r.id }));
  };

  return {
    db,
    findVenue: (venueId: string) => venueRow(db, venueId, false),
    // Every change of a venue's setup first locks its venue row, so two saves of one
    // venue run one after the other and the second sees the first's versions (409, never a silent
    // overwrite), on PGlite as on PostgreSQL with several server processes.
    lockVenue: (tx: Tx, venueId: string) => venueRow(tx, venueId, true),
    listMenus: (q: Q, venueId: string) => menuRows(q, venueId),
    async listPayReceivers(venueId: string): Promise<PayReceiver[]> {
      const rows = await db
        .select({ id: payReceivers.id, data: payReceivers.data })
        .from(payReceivers)
        .where(eq(payReceivers.venueId, venueId))
        .orderBy(asc(payReceivers.id));
      return rows.map((r) => ({ ...r.data, _id: r.id }));
    },
    async payReceiverIds(q: Q, venueId: string): Promise<Set<string>> {
      const rows = await q
        .select({ id: payReceivers.id })
        .from(payReceivers)
        .where(eq(payReceivers.venueId, venueId));
      return new Set(rows.map((r) => r.id));
    },
    // Retired tables included (the console lists them apart, migration 0017).
    async listTables(venueId: string): Promise<SetupTable[]> {
      const rows = await db
        .select({
          code: insideTables.code,
          sectionName: insideTables.sectionName,
          tableName: insideTables.tableName,
          token: insideTables.token,
          retiredAt: insideTables.retiredAt,
        })
        .from(insideTables)
        .where(eq(insideTables.venueId, venueId))
        .orderBy(asc(insideTables.sectionName), asc(insideTables.code));
      return rows.map((r) => ({
        code: r.code,
        section_name: r.sectionName,
        table_name: r.tableName,
        token: r.token,
        qr_url: `/new/${r.token}`,
        retired_at: r.retiredAt?.toISOString() ?? null,
      }));
    },
    async menuIdTaken(q: Q, id: string): Promise<boolean> {
      const rows = await q.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).limit(1);
      return rows.length > 0;
    },
    async insertMenu(tx: Tx, venueId: string, menu: Menu, position: number) {
      await tx.insert(menus).values({ id: menu._id, venueId, position, data: menu });
    },
    async saveMenu(tx: Tx, venueId: string, menu: Menu) {
      await tx
        .update(menus)
        .set({ data: menu })
        .where(and(eq(menus.venueId, venueId), eq(menus.id, menu._id)));
    },
    async setMenuPosition(tx: Tx, venueId: string, menuId: string, position: number) {
      await tx
        .update(menus)
        .set({ position })
        .where(and(eq(menus.venueId, venueId), eq(menus.id, menuId)));
    },
    async saveVenue(tx: Tx, venue: Venue) {
      await tx.update(venues).set({ data: venue }).where(eq(venues.id, venue._id));
    },
    // A deleted product leaves nothing on the stop list (the list shows products of the menu only).
    async clearStops(tx: Tx, venueId: string, productId: string) {
      await tx.delete(stopList).where(and(eq(stopList.venueId, venueId), eq(stopList.productId, productId)));
    },
    // The venue's data version moves (venue.repository.ts toVenueVersion), so every
    // process rebuilds its menu snapshot on its next read and the guests' prepare ETags move.
    async bumpRevision(tx: Tx, venueId: string) {
      await tx
        .update(venues)
        .set({ revision: sql`${venues.revision} + 1` })
        .where(eq(venues.id, venueId));
    },
  };
}
export type SetupRepository = ReturnType<typeof createSetupRepository>;
