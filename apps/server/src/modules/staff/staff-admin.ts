import { and, asc, count, eq, gt, inArray, isNull, max, ne, sql } from "drizzle-orm";
import type { StaffAccount, AddStaffBody } from "@tablewise/domain/contract/staff-accounts";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import type { Db, Tx } from "../../db/client";
import { staffMembers, staffSessions } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import { generatePassword, hashPassword } from "../../security/password";
import { recordSetupChange } from "../setup/index";
import { newStaffId, normalLogin, type StaffMemberRow } from "./staff-accounts.repository";
import type { StaffActor } from "../../http/staff-actor";

// What the Staff screen needs of the login limiter (http/rate-limit.ts).
export type SignInLocks = {
  loginStatus: (login: string) => Promise<{ failures: number; locked: boolean }>;
  loginUnlock: (login: string) => Promise<void>;
};

export type StaffAdminDeps = {
  db: Db;
  locks: SignInLocks;
  // A session unused this long no longer counts as open (STAFF_SESSION_IDLE_MINUTES).
  idleMs: number;
  clock: () => Date;
  // Drops the person's /staff sockets in every process (realtime/staff-namespace.ts).
  disconnect: (staffId: string) => void;
};

const lastManager = () =>
  new HttpError(409, "conflict", "The venue needs an active manager: this is the last one", {
    reason: "last_manager",
  });

// The Staff screen's use cases (contract/staff-accounts.ts). Each change and its change-log entry are
// written in one transaction; the caller's venue is checked by the route, the person's venue here (404).
export function createStaffAdmin(deps: StaffAdminDeps) {
  const { db, locks, clock } = deps;

  const openSessionFilter = (now: Date) =>
    and(
      isNull(staffSessions.revokedAt),
      gt(staffSessions.expiresAt, now),
      gt(staffSessions.lastSeenAt, new Date(now.getTime() - deps.idleMs)),
    );

  async function present(rows: StaffMemberRow[]): Promise<StaffAccount[]> {
    if (!rows.length) return [];
    const now = clock();
    const ids = rows.map((r) => r.id);
    const [signIns, open, status] = await Promise.all([
      db
        .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt) })
        .from(staffSessions)
        .where(inArray(staffSessions.staffId, ids))
        .groupBy(staffSessions.staffId),
      db
        .select({ staffId: staffSessions.staffId, n: count() })
        .from(staffSessions)
        .where(and(inArray(staffSessions.staffId, ids), openSessionFilter(now)))
        .groupBy(staffSessions.staffId),
      Promise.all(rows.map((r) => locks.loginStatus(r.login))),
    ]);
    const lastOf = new Map(signIns.map((r) => [r.staffId, r.at]));
    const openOf = new Map(open.map((r) => [r.staffId, Number(r.n)]));
    return rows.map((r, i) => {
      const last = lastOf.get(r.id);
      return {
        id: r.id,
        name: r.name,
        login: r.login,
        role: r.role,
        disabled: r.disabledAt !== null,
        created_at: r.createdAt.toISOString(),
        last_sign_in_at: last ? new Date(last).toISOString() : null,
        open_sessions: r.disabledAt ? 0 : (openOf.get(r.id) ?? 0),
        failed_sign_ins: status[i]!.failures,
        sign_in_locked: status[i]!.locked,
      };
    });
  }
  const presentOne = async (row: StaffMemberRow) => (await present([row]))[0]!;

  // The person, locked for the change, if they are of this venue; else 404 (another venue's ids cannot
  // be told from unknown ones).
  async function lockMember(tx: Tx, venueId: string, staffId: string): Promise<StaffMemberRow> {
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.id, staffId), eq(staffMembers.venueId, venueId)))
      .for("update");
    if (!row) throw notFound("Staff member");
    return row;
  }

  // The venue keeps one active manager. The active managers' rows are locked, so two managers demoting
  // each other at once cannot both pass: the second reads the first's change after waiting.
  async function assertNotLastManager(tx: Tx, member: StaffMemberRow): Promise<void> {
    if (member.role !== "manager" || member.disabledAt) return;
    const managers = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(
        and(
          eq(staffMembers.venueId, member.venueId),
          eq(staffMembers.role, "manager"),
          isNull(staffMembers.disabledAt),
        ),
      )
      .orderBy(asc(staffMembers.id))
      .for("update");
    if (!managers.some((m) => m.id !== member.id)) throw lastManager();
  }

  // Ends the person's sessions but `keep` (the caller's own); answers how many were open.
  async function endSessions(tx: Tx, staffId: string, now: Date, keep?: string): Promise<number> {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keep ? ne(staffSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: staffSessions.id, expiresAt: staffSessions.expiresAt });
    return ended.filter((s) => s.expiresAt > now).length;
  }

  const log = (tx: Tx, actor: StaffActor, member: StaffMemberRow, summary: string, at: Date) =>
    recordSetupChange(tx, actor, {
      venueId: member.venueId,
      kind: "staff",
      targetId: member.id,
      summary,
      at,
    });
  const who = (m: StaffMemberRow) => `${m.name} (${m.login})`;
  const ownSession = (actor: StaffActor) => (actor.kind === "staff" ? actor.sessionId : undefined);

  return {
    async list(venueId: string): Promise<StaffAccount[]> {
      const rows = await db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.venueId, venueId))
        .orderBy(asc(sql`lower(${staffMembers.name})`), asc(staffMembers.login));
      return present(rows);
    },

    async add(venueId: string, actor: StaffActor, body: AddStaffBody) {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const member = await db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .insert(staffMembers)
          .values({
            id: newStaffId(),
            venueId,
            name: body.name,
            login: normalLogin(body.login),
            role: body.role,
            passwordHash,
            createdAt: now,
          })
          .onConflictDoNothing({ target: staffMembers.login })
          .returning();
        // Logins are unique over all venues (a login names one person at sign-in).
        if (!row) throw new HttpError(409, "conflict", "This login is taken", { reason: "login_taken" });
        await log(tx, actor, row, `added ${row.role} ${who(row)}`, now);
        return row;
      });
      return { member: await presentOne(member), password };
    },

    async resetPassword(venueId: string, staffId: string, actor: StaffActor) {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const member = await db.transaction(async (tx) => {
        const now = clock();
        const row = await lockMember(tx, venueId, staffId);
        await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, row.id));
        const ended = await endSessions(tx, row.id, now, ownSession(actor));
        await log(tx, actor, row, `password reset for ${who(row)}; ${ended} session(s) ended`, now);
        return row;
      });
      deps.disconnect(member.id);
      await locks.loginUnlock(member.login);
      return { member: await presentOne(member), password };
    },

    async setRole(venueId: string, staffId: string, actor: StaffActor, role: StaffRole) {
      const member = await db.transaction(async (tx) => {
        const now = clock();
        const row = await lockMember(tx, venueId, staffId);
        if (row.role === role) return row;
        if (role !== "manager") await assertNotLastManager(tx, row);
        const [updated] = await tx
          .update(staffMembers)
          .set({ role })
          .where(eq(staffMembers.id, row.id))
          .returning();
        await log(tx, actor, row, `role of ${who(row)}: ${row.role} -> ${role}`, now);
        return updated!;
      });
      return { member: await presentOne(member) };
    },

    async setDisabled(venueId: string, staffId: string, actor: StaffActor, disabled: boolean) {
      const member = await db.transaction(async (tx) => {
        const now = clock();
        const row = await lockMember(tx, venueId, staffId);
        if ((row.disabledAt !== null) === disabled) return row;
        if (disabled) await assertNotLastManager(tx, row);
        const [updated] = await tx
          .update(staffMembers)
          .set({ disabledAt: disabled ? now : null })
          .where(eq(staffMembers.id, row.id))
          .returning();
        const ended = disabled ? await endSessions(tx, row.id, now) : 0;
        const summary = disabled ? `disabled ${who(row)}; ${ended} session(s) ended` : `enabled ${who(row)}`;
        await log(tx, actor, row, summary, now);
        return updated!;
      });
      if (disabled) deps.disconnect(member.id);
      return { member: await presentOne(member) };
    },

    async endAllSessions(venueId: string, staffId: string, actor: StaffActor) {
      const { member, ended } = await db.transaction(async (tx) => {
        const now = clock();
        const row = await lockMember(tx, venueId, staffId);
        const n = await endSessions(tx, row.id, now);
        await log(tx, actor, row, `ended ${n} session(s) of ${who(row)}`, now);
        return { member: row, ended: n };
      });
      deps.disconnect(member.id);
      return { member: await presentOne(member), ended };
    },

    async unlock(venueId: string, staffId: string, actor: StaffActor) {
      const member = await db.transaction(async (tx) => {
        const row = await lockMember(tx, venueId, staffId);
        await log(tx, actor, row, `sign-in unlocked for ${who(row)}`, clock());
        return row;
      });
      await locks.loginUnlock(member.login);
      return { member: await presentOne(member) };
    },
  };
}
export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
