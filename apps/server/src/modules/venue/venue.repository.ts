import { and, asc, eq, sql } from "drizzle-orm";
import type { MenuBrief } from "@tablewise/domain/contract/homepage";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { PayReceiver, Venue } from "@tablewise/domain/contract/venue";
import type { Db } from "../../db/client";
import { menus, payReceivers, stopList, venues } from "../../db/schema/index";
import { applyStopList, type StopMark } from "./apply-stop-list";
import { withoutPhoneGatedModes } from "./phone-gated-modes";

// docs/decisions/002: the documents were validated with the contract on import; the id and link columns
// are the source of truth for lookups, so they win over the copies inside the document.
const toStoredVenue = (row: { id: string; link: string; data: Venue }): Venue => ({
  ...row.data,
  _id: row.id,
  link: row.link,
});

// With no payment gateway configured, online is not a pay method of any venue (every
// prepare and home page answer, and every pay check, reads venues through here).
const withoutOnline = (venue: Venue): Venue => ({
  ...venue,
  pay_methods: { ...venue.pay_methods, online: false },
  delivery: { ...venue.delivery, pay_methods: { ...venue.delivery.pay_methods, online: false } },
  preorder: { ...venue.preorder, pay_methods: { ...venue.preorder.pay_methods, online: false } },
});
const toMenu = (row: { id: string; data: Menu }): Menu => ({ ...row.data, _id: row.id });

// What the manager hid never reaches guests: a hidden menu is left out, and a hidden
// category with its products (so prepare, preview, search and cart pricing cannot see or price them).
const shownToGuests = (menus: Menu[]): Menu[] =>
  menus
    .filter((m) => m.hidden !== true)
    .map((m) => {
      if (!m.categories.some((c) => c.hidden === true)) return m;
      const hidden = new Set(m.categories.filter((c) => c.hidden === true).flatMap((c) => c.products));
      return {
        ...m,
        categories: m.categories.filter((c) => c.hidden !== true),
        products: m.products.filter((p) => !hidden.has(p._id)),
      };
    });
const notHidden = sql`coalesce((${menus.data}->>'hidden')::boolean, false) = false`;
const toPayReceiver = (row: { id: string; data: PayReceiver }): PayReceiver => ({ ...row.data, _id: row.id });

const venueColumns = {
  id: venues.id,
  link: venues.link,
  data: venues.data,
  paymentGateway: venues.paymentGateway,
  paymentCredentialsRef: venues.paymentCredentialsRef,
};
type VenueGatewayColumns = { paymentGateway: string | null; paymentCredentialsRef: string | null };

// A venue's data version: every import bumps the revision; updated_at rides along so a venue deleted and
// imported afresh (revision back to 1) never matches a version another process still has cached. The stop
// list's revision is part of it: a product stopped through any process rebuilds every
// process's snapshot on its next read and moves the prepare ETags.
export const venueVersionColumns = {
  revision: venues.revision,
  updatedAt: venues.updatedAt,
  stopRevision:
    sql<number>`coalesce((select "revision" from "stop_list_versions" where "venue_id" = ${venues.id}), 0)`.mapWith(
      Number,
    ),
};
const versionColumns = venueVersionColumns;
export const toVenueVersion = (row: { revision: number; updatedAt: Date; stopRevision: number }) =>
  `${row.revision}.${row.updatedAt.getTime()}.${row.stopRevision}`;

// Whether a venue offers online payment depends on its own gateway (a function of the
// row's gateway columns); a boolean is the same answer for every venue. phoneCodes: false when no SMS
// provider can deliver a phone code.
export type VenuePolicy = {
  onlinePayments: boolean | ((row: VenueGatewayColumns) => boolean);
  phoneCodes?: boolean;
};

export function createVenueRepository(db: Db, policy: VenuePolicy = { onlinePayments: true }) {
  const toVenue = (row: { id: string; link: string; data: Venue } & VenueGatewayColumns) => {
    const stored = toStoredVenue(row);
    const venue = policy.phoneCodes === false ? withoutPhoneGatedModes(stored) : stored;
    const online =
      typeof policy.onlinePayments === "function" ? policy.onlinePayments(row) : policy.onlinePayments;
    return online ? venue : withoutOnline(venue);
  };
  return {
    async findByLink(link: string): Promise<Venue | null> {
      const rows = await db.select(venueColumns).from(venues).where(eq(venues.link, link)).limit(1);
      return rows[0] ? toVenue(rows[0]) : null;
    },
    // The cheap check of a cached read (cart pricing): the venue's data version.
    async findVersion(id: string): Promise<string | null> {
      const rows = await db.select(versionColumns).from(venues).where(eq(venues.id, id)).limit(1);
      return rows[0] ? toVenueVersion(rows[0]) : null;
    },
    async findVersioned(id: string): Promise<{ venue: Venue; version: string } | null> {
      const rows = await db
        .select({ ...venueColumns, ...versionColumns })
        .from(venues)
        .where(eq(venues.id, id))
        .limit(1);
      return rows[0] ? { venue: toVenue(rows[0]), version: toVenueVersion(rows[0]) } : null;
    },
    // Products and variant items on the venue's stop list are marked available: false.
    // Hidden menus and categories are left out (guests' reads).
    async listMenus(venueId: string): Promise<Menu[]> {
      const rows = await db
        .select({ id: menus.id, data: menus.data })
        .from(menus)
        .where(eq(menus.venueId, venueId))
        .orderBy(asc(menus.position));
      const stopped: StopMark[] = await db
        .select({ productId: stopList.productId, variantItemId: stopList.variantItemId })
        .from(stopList)
        .where(eq(stopList.venueId, venueId));
      return applyStopList(shownToGuests(rows.map(toMenu)), stopped);
    },
    // The menus as imported, without the stop list's marks.
    async listImportedMenus(venueId: string): Promise<Menu[]> {
      const rows = await db
        .select({ id: menus.id, data: menus.data })
        .from(menus)
        .where(eq(menus.venueId, venueId))
        .orderBy(asc(menus.position));
      return rows.map(toMenu);
    },
    async findById(id: string): Promise<Venue | null> {
      const rows = await db.select(venueColumns).from(venues).where(eq(venues.id, id)).limit(1);
      return rows[0] ? toVenue(rows[0]) : null;
    },
    // The home page needs titles and receivers only; reading them inside the jsonb avoids loading
    // whole menus (demo-large is 300 KB) on every visit.
    async listMenuBriefs(venueId: string): Promise<MenuBrief[]> {
      return db
        .select({
          _id: menus.id,
          title: sql<string>`${menus.data}->>'title'`,
          pay_receiver_id: sql<string>`${menus.data}->>'pay_receiver_id'`,
        })
        .from(menus)
        .where(and(eq(menus.venueId, venueId), notHidden))
        .orderBy(asc(menus.position));
    },
    async findMenu(venueId: string, menuId: string): Promise<Menu | null> {
      const rows = await db
        .select({ id: menus.id, data: menus.data })
        .from(menus)
        .where(and(eq(menus.venueId, venueId), eq(menus.id, menuId)))
        .limit(1);
      return rows[0] ? toMenu(rows[0]) : null;
    },
    async findPayReceiver(venueId: string, id: string): Promise<PayReceiver | null> {
      const rows = await db
        .select({ id: payReceivers.id, data: payReceivers.data })
        .from(payReceivers)
        .where(and(eq(payReceivers.venueId, venueId), eq(payReceivers.id, id)))
        .limit(1);
      return rows[0] ? toPayReceiver(rows[0]) : null;
    },
  };
}
export type VenueRepository = ReturnType<typeof createVenueRepository>;
