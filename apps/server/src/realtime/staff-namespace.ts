import { idSchema } from "@tablewise/domain/contract/common";
import { boardHintSchema, type BoardHint } from "@tablewise/domain/contract/staff";
import type { StaffActor, StaffAuthenticator } from "../http/staff-actor";
import type { NotifyStaff } from "./order-room";
import type { Realtime } from "./socket";

// The console's realtime. A socket of /staff is authenticated at its handshake like an
// HTTP call (the session cookie the browser sends, or auth: { token: STAFF_TOKEN, venue_id } for a
// service) and joins its venue's room; the server sends it `board` hints only. Anyone else is refused.
export const venueRoom = (venueId: string) => `venue:${venueId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
// Every socket of one person, whichever session: the Staff screen's "end all sessions" and disable.
export const memberRoom = (staffId: string) => `member:${staffId}`;
// A session revoked elsewhere (the CLI, another process, expiry, a disabled member) loses its sockets at
// the next re-check at the latest; a logout cuts them off at once (disconnectSessionSockets).
export const defaultStaffRecheckMs = 60_000;

type Log = { warn: (obj: object, msg: string) => void };

export function registerStaffSockets(
  realtime: Realtime,
  authenticate: StaffAuthenticator,
  options: { recheckMs?: number } = {},
) {
  const recheckMs = options.recheckMs ?? defaultStaffRecheckMs;
  realtime.staff.use((socket, next) => {
    const headersOf = (): Record<string, string | string[] | undefined> => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      // A service's token comes in the handshake's auth (a socket client cannot always set headers); a
      // browser's cookie comes in the handshake's headers.
      return typeof auth?.token === "string"
        ? { authorization: `Bearer ${auth.token}` }
        : { cookie: socket.handshake.headers.cookie };
    };
    const venueOf = (actor: StaffActor): string | null => {
      if (actor.kind === "staff") return actor.venueId;
      const asked = idSchema.safeParse((socket.handshake.auth as { venue_id?: unknown }).venue_id);
      return asked.success ? asked.data : null;
    };
    authenticate({ headers: headersOf() }, { touch: false })
      .then((actor) => {
        const venueId = actor ? venueOf(actor) : null;
        if (!actor || !venueId) return next(new Error("unauthorized"));
        socket.data = { actor, venueId };
        void socket.join(venueRoom(venueId));
        if (actor.kind === "staff")
          void socket.join([sessionRoom(actor.sessionId), memberRoom(actor.staffId)]);
        if (recheckMs > 0) {
          const timer = setInterval(() => {
            authenticate({ headers: headersOf() }, { touch: false })
              .then((again) => {
                if (!again) socket.disconnect(true);
              })
              .catch(() => socket.disconnect(true));
          }, recheckMs);
          timer.unref();
          socket.on("disconnect", () => clearInterval(timer));
        }
        next();
      })
      .catch(() => next(new Error("unauthorized")));
  });
}

// Cuts off the sockets of one session, in every process (through the adapter).
export const disconnectSessionSockets = (realtime: Realtime, sessionId: string) =>
  realtime.staff.in(sessionRoom(sessionId)).disconnectSockets(true);

// Cuts off every socket of one person, in every process (through the adapter).
export const disconnectMemberSockets = (realtime: Realtime, staffId: string) =>
  realtime.staff.in(memberRoom(staffId)).disconnectSockets(true);

// What other modules call to tell a venue's consoles that something changed (contract: BoardHint).
// An invalid hint is a bug of the caller: logged and not sent, never failing the action that sent it.
export function createStaffNotifier(realtime: Realtime, log?: Log): NotifyStaff {
  return (venueId: string, hint: BoardHint): void => {
    const parsed = boardHintSchema.safeParse(hint);
    if (!parsed.success) {
      log?.warn({ venueId, issues: parsed.error.issues }, "invalid board hint not sent");
      return;
    }
    realtime.staff.to(venueRoom(venueId)).emit("board", parsed.data);
  };
}
// One shape for every module that tells the venue something (order-room.ts defines it).
export type { NotifyStaff };
