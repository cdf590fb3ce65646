import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { HttpError, notFound } from "../../http/errors";
import { sameText } from "../inside/signing";

// Issue 19 point 1: who is calling the staff API. A member of a venue's staff (a console session) sees
// and acts on that venue only; the service credential (STAFF_TOKEN, a POS integration) is venue-wide by
// design and documented as such.
export type StaffActor =
  | {
      kind: "staff";
      staffId: string;
      sessionId: string;
      name: string;
      role: StaffRole;
      venueId: string;
    }
  | { kind: "service"; name: "service" };

// Reads the caller from a request's headers (or a socket's handshake): null when it proves nothing.
export type StaffAuthenticator = (request: {
  headers: Record<string, string | string[] | undefined>;
}) => Promise<StaffActor | null>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
}

export const staffPathPrefix = "/api/staff/";

// Every /api/staff call is authenticated once, before its route; a route that needs a caller asks
// actorOf (401 without one), so the login route itself can run unauthenticated.
export function registerStaffAuthHook(app: FastifyInstance, authenticate: StaffAuthenticator) {
  app.decorateRequest("staffActor", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith(staffPathPrefix)) return;
    request.staffActor = await authenticate(request);
  });
}

export function actorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new HttpError(401, "unauthorized", "Sign in to the venue console");
  return request.staffActor;
}

// A venue named in the path: another venue's staff are refused outright (403).
export function assertVenue(actor: StaffActor, venueId: string) {
  if (actor.kind === "staff" && actor.venueId !== venueId)
    throw new HttpError(403, "forbidden", "This venue is not yours");
}

// A record found by its id: another venue's is answered as if it did not exist (404), so ids of other
// venues cannot be probed.
export function assertOwns(actor: StaffActor, venueId: string, what: string) {
  if (actor.kind === "staff" && actor.venueId !== venueId) throw notFound(what);
}

// Roles: managers do everything; the kitchen and waiters what their work needs (each route says).
export function assertRole(actor: StaffActor, roles: readonly StaffRole[]) {
  if (actor.kind === "staff" && !roles.includes(actor.role))
    throw new HttpError(403, "forbidden", `Only ${roles.join(", ")} may do this`);
}

// The service credential: Authorization: Bearer <STAFF_TOKEN>.
export function serviceTokenAuthenticator(token: string | null): StaffAuthenticator {
  return async (request) => {
    if (!token) return null;
    const header = request.headers.authorization;
    const value = Array.isArray(header) ? header[0] : header;
    const given = value?.startsWith("Bearer ") ? value.slice(7) : "";
    return given && sameText(given, token) ? { kind: "service", name: "service" } : null;
  };
}
