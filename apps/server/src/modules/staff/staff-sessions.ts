import type { StaffLoginBody, StaffMe } from "@tablewise/domain/contract/staff";
import { HttpError } from "../../http/errors";
import { newSecret, secretDigest } from "../../security/same-text";
import { spendPasswordCheck, verifyPassword } from "../../security/password";
import type { StaffActor } from "../../http/staff-actor";
import {
  normalLogin,
  type StaffAccountsRepository,
  type StaffMemberWithVenue,
  type StaffSessionRow,
} from "./staff-accounts.repository";

// What the login route needs of the rate limiter (http/rate-limit.ts): failures are counted per login
// and IP, per IP and per login, so a stranger's failures refuse the stranger's address, not the venue's.
export type LoginLimits = {
  loginBlock: (login: string, ip: string) => Promise<number | null>;
  loginFailed: (login: string, ip: string) => Promise<void>;
  loginSucceeded: (login: string, ip: string) => Promise<void>;
};

export type StaffSessionSettings = { ttlMs: number; idleMs: number };
// last_seen_at is written at most this often: a busy console does not write on every request.
const touchEveryMs = 60_000;
const userAgentMax = 200;

// Thrown when a login is refused for a while; the route turns it into a 429 with Retry-After.
export class LoginBlocked extends Error {
  constructor(readonly retryAfterS: number) {
    super("login blocked");
  }
}

// One answer for a wrong password, an unknown login and a disabled member: none tells which it was.
const wrongLogin = () => new HttpError(401, "unauthorized", "Wrong login or password");

export function presentMe(member: StaffMemberWithVenue, session: StaffSessionRow): StaffMe {
  const { venue } = member;
  return {
    staff_id: member.id,
    name: member.name,
    role: member.role,
    venue: {
      _id: venue._id,
      link: venue.link,
      name: venue.name,
      currency: venue.currency,
      time_zone: venue.timezone,
    },
    session_expires_at: session.expiresAt.toISOString(),
  };
}

const actorOfMember = (member: StaffMemberWithVenue, sessionId: string): StaffActor => ({
  kind: "staff",
  staffId: member.id,
  sessionId,
  name: member.name,
  role: member.role,
  venueId: member.venueId,
});

export function createStaffSessions(
  repo: StaffAccountsRepository,
  settings: StaffSessionSettings,
  limits: LoginLimits,
  clock: () => Date,
) {
  // A session is valid until its absolute end, its idle end, its revocation or its member's disabling.
  const isLive = (session: StaffSessionRow, member: StaffMemberWithVenue, now: Date) =>
    !session.revokedAt &&
    !member.disabledAt &&
    session.expiresAt > now &&
    session.lastSeenAt.getTime() + settings.idleMs > now.getTime();

  return {
    settings,

    // The login. Every attempt costs one scrypt, known login or not (no timing oracle).
    async login(
      body: StaffLoginBody,
      from: { ip: string; userAgent: string },
    ): Promise<{ token: string; me: StaffMe; maxAgeS: number }> {
      const login = normalLogin(body.login);
      const blocked = await limits.loginBlock(login, from.ip);
      if (blocked !== null) throw new LoginBlocked(blocked);
      const member = await repo.findMemberByLogin(login);
      const ok = member
        ? await verifyPassword(body.password, member.passwordHash)
        : await spendPasswordCheck(body.password);
      if (!member || !ok || member.disabledAt) {
        await limits.loginFailed(login, from.ip);
        throw wrongLogin();
      }
      await limits.loginSucceeded(login, from.ip);
      const token = newSecret(32);
      const now = clock();
      const session: StaffSessionRow = {
        id: secretDigest(token),
        staffId: member.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + settings.ttlMs),
        revokedAt: null,
        userAgent: from.userAgent.trim().slice(0, userAgentMax),
        ip: from.ip,
      };
      await repo.insertSession(session);
      return { token, me: presentMe(member, session), maxAgeS: Math.floor(settings.ttlMs / 1000) };
    },

    // A manager approving a waiter's void, comp or discount on the spot (SPEC §4 bill): their login and
    // password typed into the waiter's dialog. Counted under the sign-in limits like a login (a waiter
    // cannot guess a manager's password at leisure); one 403 for a wrong password, an unknown login, a
    // disabled member, a role other than manager and another venue's manager. No session is made.
    async checkManager(
      body: StaffLoginBody,
      venueId: string,
      ip: string,
    ): Promise<{ id: string; name: string }> {
      const login = normalLogin(body.login);
      const blocked = await limits.loginBlock(login, ip);
      if (blocked !== null) throw new LoginBlocked(blocked);
      const member = await repo.findMemberByLogin(login);
      const ok = member
        ? await verifyPassword(body.password, member.passwordHash)
        : await spendPasswordCheck(body.password);
      if (!member || !ok || member.disabledAt || member.role !== "manager" || member.venueId !== venueId) {
        await limits.loginFailed(login, ip);
        throw new HttpError(403, "forbidden", "The manager's login or password is not right", {
          reason: "approval_refused",
        });
      }
      await limits.loginSucceeded(login, ip);
      return { id: member.id, name: member.name };
    },

    // The caller a cookie's token proves, or null. `touch` (HTTP requests) counts as use for the idle
    // timeout; a socket's periodic re-check does not, so an open but untouched console still goes idle.
    async authenticate(
      token: string,
      touch = true,
    ): Promise<{ actor: StaffActor; member: StaffMemberWithVenue; session: StaffSessionRow } | null> {
      const found = await repo.findSession(secretDigest(token));
      if (!found) return null;
      const now = clock();
      if (!isLive(found.session, found.member, now)) return null;
      if (touch && now.getTime() - found.session.lastSeenAt.getTime() >= touchEveryMs)
        await repo.touchSession(found.session.id, now);
      return { ...found, actor: actorOfMember(found.member, found.session.id) };
    },

    // GET /session: the signed-in member as the console shows them.
    async me(sessionId: string): Promise<StaffMe> {
      const found = await repo.findSession(sessionId);
      if (!found || !isLive(found.session, found.member, clock()))
        throw new HttpError(401, "unauthorized", "Sign in to the venue console");
      return presentMe(found.member, found.session);
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(sessionId, clock());
    },
  };
}
export type StaffSessions = ReturnType<typeof createStaffSessions>;
