import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { Db } from "../../db/client";
import { staffMembers, staffSessions, venues } from "../../db/schema/index";

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffVenue = Pick<Venue, "_id" | "link" | "name" | "currency" | "timezone">;
// A member with what their console shows of the venue.
export type StaffMemberWithVenue = StaffMemberRow & { venue: StaffVenue };

export const newStaffId = () => randomBytes(12).toString("base64url");
// Logins are compared case-insensitively: kept trimmed and lower-cased (the column checks it).
export const normalLogin = (login: string) => login.trim().toLowerCase();

const venueOf = (data: Venue): StaffVenue => ({
  _id: data._id,
  link: data.link,
  name: data.name,
  currency: data.currency,
  timezone: data.timezone,
});

export function createStaffAccountsRepository(db: Db) {
  const memberColumns = { member: staffMembers, venue: venues.data };

  return {
    async findMemberByLogin(login: string): Promise<StaffMemberWithVenue | null> {
      const [row] = await db
        .select(memberColumns)
        .from(staffMembers)
        .innerJoin(venues, eq(venues.id, staffMembers.venueId))
        .where(eq(staffMembers.login, normalLogin(login)));
      return row ? { ...row.member, venue: venueOf(row.venue) } : null;
    },

    async findVenue(idOrLink: string): Promise<StaffVenue | null> {
      const [byId] = await db.select({ data: venues.data }).from(venues).where(eq(venues.id, idOrLink));
      const [row] = byId
        ? [byId]
        : await db.select({ data: venues.data }).from(venues).where(eq(venues.link, idOrLink));
      return row ? venueOf(row.data) : null;
    },

    // False when the login is taken (at any venue).
    async insertMember(member: {
      venueId: string;
      name: string;
      login: string;
      role: StaffRole;
      passwordHash: string;
      createdAt: Date;
    }): Promise<StaffMemberRow | null> {
      const [row] = await db
        .insert(staffMembers)
        .values({ ...member, id: newStaffId(), login: normalLogin(member.login) })
        .onConflictDoNothing({ target: staffMembers.login })
        .returning();
      return row ?? null;
    },

    async existingLogins(): Promise<Set<string>> {
      const rows = await db.select({ login: staffMembers.login }).from(staffMembers);
      return new Set(rows.map((r) => r.login));
    },

    async insertSession(session: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(session);
    },

    // The session with its member and venue, whatever their state: the caller decides what is valid.
    async findSession(
      id: string,
    ): Promise<{ session: StaffSessionRow; member: StaffMemberWithVenue } | null> {
      const [row] = await db
        .select({ session: staffSessions, ...memberColumns })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .innerJoin(venues, eq(venues.id, staffMembers.venueId))
        .where(eq(staffSessions.id, id));
      return row ? { session: row.session, member: { ...row.member, venue: venueOf(row.venue) } } : null;
    },

    async touchSession(id: string, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
    },

    async revokeSession(id: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
    },

    // Every open session of the member with this login; answers the member (null: no such login).
    async revokeAllOf(login: string, at: Date, disable: boolean): Promise<StaffMemberRow | null> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.login, normalLogin(login)));
        if (!member) return null;
        await tx
          .update(staffSessions)
          .set({ revokedAt: at })
          .where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)));
        if (disable && !member.disabledAt)
          await tx.update(staffMembers).set({ disabledAt: at }).where(eq(staffMembers.id, member.id));
        return member;
      });
    },
  };
}
export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
