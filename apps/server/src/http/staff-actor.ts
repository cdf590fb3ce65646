import type { FastifyInstance, FastifyRequest } from "fastify";
import { idSchema } from "@tablewise/domain/contract/common";
import { consoleCsrfHeader, type StaffRole } from "@tablewise/domain/contract/staff";
import { HttpError, notFound } from "./errors";
import { sameText } from "../security/same-text";

// Who is calling the staff API. A member of a venue's staff (a console session) sees
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
// touch: false checks a session without counting it as use (a socket's periodic re-check).
export type StaffAuthenticator = (
  request: { headers: Record<string, string | string[] | undefined> },
  options?: { touch?: boolean },
) => Promise<StaffActor | null>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    // A /api/staff route anyone may call (the login): every other one refuses a request without a caller.
    staffPublic?: boolean;
  }
}

export const staffPathPrefix = "/api/staff/";

const readOnlyMethods = new Set(["GET", "HEAD"]);
const asArray = <T>(hook: T | T[] | undefined): T[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];
const isStaffPath = (request: FastifyRequest) =>
  request.url.startsWith(staffPathPrefix) || Boolean(request.routeOptions.url?.startsWith(staffPathPrefix));

export type StaffRoute = { method: string; url: string; public: boolean };

// Whether a venue of this id exists (a primary-key look-up).
export type VenueExists = (venueId: string) => Promise<boolean>;
const venuePathParam = "/venues/:venueId";

// Every /api/staff call is authenticated once, before its route; a route that needs a caller asks
// actorOf (401 without one), so the login route itself can run unauthenticated. Must run before the
// staff routes are added: it also refuses a caller-less request on every staff route not marked
// `config: { staffPublic: true }` (deny by default, so a route that forgets actorOf is still closed), and
// answers the routes it guards (the test that walks them all reads it). A venue named in the path that does
// not exist is answered 404 for the service credential (venue-wide, so no venue is refused it by
// assertVenue) before the body is read or any work is done: a POS with a wrong venue id gets a clear
// answer, not the 500 of a foreign key deep in a write (after an image was encoded). A console session
// is refused another venue with 403 by its routes, whether or not that venue exists, so it learns
// nothing of which ids exist.
export function registerStaffAuthHook(
  app: FastifyInstance,
  authenticate: StaffAuthenticator,
  venueExists: VenueExists,
): StaffRoute[] {
  const routes: StaffRoute[] = [];
  app.decorateRequest("staffActor", null);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(staffPathPrefix)) return;
    const isPublic = route.config?.staffPublic === true;
    for (const method of asArray(route.method)) routes.push({ method, url: route.url, public: isPublic });
    if (isPublic) return;
    const requireCaller = async (request: FastifyRequest) => {
      actorOf(request);
    };
    const knownVenue = async (request: FastifyRequest) => {
      if (request.staffActor?.kind !== "service") return;
      const venueId = (request.params as { venueId?: unknown }).venueId;
      // A malformed id (or one holding a NUL, which no query may carry) is left to the route's own 400 and
      // the NUL guard, which run after this hook and name the field.
      if (!idSchema.safeParse(venueId).success || (venueId as string).includes("\u0000")) return;
      if (!(await venueExists(venueId as string))) throw notFound("Venue");
    };
    route.onRequest = [
      ...asArray(route.onRequest),
      requireCaller,
      ...(route.url.includes(venuePathParam) ? [knownVenue] : []),
    ];
  });
  app.addHook("onRequest", async (request) => {
    if (!isStaffPath(request)) return;
    const actor = await authenticate(request);
    // CSRF: a browser sends the session cookie with whatever a page asks; SameSite=Strict
    // already keeps other sites' pages from sending it, and this header is the second lock: a cross-site
    // form cannot set a header, and a cross-origin fetch that sets one needs a CORS preflight this server
    // never grants. The bearer token is not sent by browsers on their own, so it needs no such header.
    // A public route (the login) does not act as anyone, so there is nothing to forge.
    if (
      actor?.kind === "staff" &&
      request.routeOptions.config?.staffPublic !== true &&
      !readOnlyMethods.has(request.method) &&
      request.headers[consoleCsrfHeader] !== "1"
    )
      throw new HttpError(
        403,
        "forbidden",
        `Console requests that change something need ${consoleCsrfHeader}: 1`,
      );
    request.staffActor = actor;
  });
  return routes;
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
