import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// The venue's people. A login (an email or a name) is unique over all venues and kept
// lower-cased, so a member signs in without naming the venue. password_hash: security/password.ts.
export const staffMembers = pgTable(
  "staff_members",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    login: text("login").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    passwordHash: text("password_hash").notNull(),
    // A disabled member cannot sign in and their sessions stop working at once.
    disabledAt: ts("disabled_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("staff_members_login_idx").on(t.login), index("staff_members_venue_idx").on(t.venueId)],
);

// A console session. The id is the SHA-256 of the cookie's random token: the database never holds a
// token that would open a session. Several processes share them (they read the same rows).
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.staffId),
    index("staff_sessions_expires_idx").on(t.expiresAt),
  ],
);
