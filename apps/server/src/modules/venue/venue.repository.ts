import { and, asc, eq } from "drizzle-orm";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { PayReceiver, Venue } from "@tablewise/domain/contract/venue";
import type { Db } from "../../db/client";
import { menus, payReceivers, venues } from "../../db/schema/index";

export function createVenueRepository(db: Db) {
  return {
    async findByLink(link: string): Promise<Venue | null> {
      const rows = await db.select({ data: venues.data }).from(venues).where(eq(venues.link, link)).limit(1);
      return rows[0]?.data ?? null;
    },
    async findById(id: string): Promise<Venue | null> {
      const rows = await db.select({ data: venues.data }).from(venues).where(eq(venues.id, id)).limit(1);
      return rows[0]?.data ?? null;
    },
    async listMenus(venueId: string): Promise<Menu[]> {
      const rows = await db
        .select({ data: menus.data })
        .from(menus)
        .where(eq(menus.venueId, venueId))
        .orderBy(asc(menus.position));
      return rows.map((r) => r.data);
    },
    async findMenu(venueId: string, menuId: string): Promise<Menu | null> {
      const rows = await db
        .select({ data: menus.data })
        .from(menus)
        .where(and(eq(menus.venueId, venueId), eq(menus.id, menuId)))
        .limit(1);
      return rows[0]?.data ?? null;
    },
    async findPayReceiver(venueId: string, id: string): Promise<PayReceiver | null> {
      const rows = await db
        .select({ data: payReceivers.data })
        .from(payReceivers)
        .where(and(eq(payReceivers.venueId, venueId), eq(payReceivers.id, id)))
        .limit(1);
      return rows[0]?.data ?? null;
    },
    async count(): Promise<number> {
      const rows = await db.select({ id: venues.id }).from(venues);
      return rows.length;
    },
  };
}
export type VenueRepository = ReturnType<typeof createVenueRepository>;
