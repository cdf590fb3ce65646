import type { FastifyInstance, FastifyRequest } from "fastify";
import { staffBase, staffLoginBodySchema } from "@tablewise/domain/contract/staff";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/parse";
import { tooMany } from "../../http/rate-limit";
import { actorOf } from "../../http/staff-actor";
import { clearedStaffCookie, staffCookie } from "./staff-cookie";
import { LoginBlocked, type StaffSessions } from "./staff-sessions";

// The console's session (contract/staff.ts: staffLoginCall, staffSessionCall,
// staffLogoutCall). Only these routes ever set a cookie.
export function registerStaffSessionRoutes(
  app: FastifyInstance,
  deps: { sessions: StaffSessions; onLogout: (sessionId: string) => void | Promise<void> },
) {
  const { sessions } = deps;
  const isHttps = (request: FastifyRequest) => request.protocol === "https";
  const sessionOf = (request: FastifyRequest) => {
    const actor = actorOf(request);
    if (actor.kind !== "staff")
      throw new HttpError(400, "bad_request", "The service credential has no console session");
    return actor;
  };

  app.post(
    `${staffBase}/session`,
    // Counted per IP (RATE_LIMIT_STAFF_LOGIN); failures also per login inside sessions.login.
    { config: { staffPublic: true, rateLimit: "staffLogin" } },
    async (request, reply) => {
      const body = parse(staffLoginBodySchema, request.body, "body");
      try {
        const { token, me, maxAgeS } = await sessions.login(body, {
          ip: request.ip,
          userAgent: String(request.headers["user-agent"] ?? ""),
        });
        reply.header("set-cookie", staffCookie(token, maxAgeS, isHttps(request)));
        return { success: true as const, data: me };
      } catch (err) {
        if (err instanceof LoginBlocked) throw tooMany(reply, err.retryAfterS);
        throw err;
      }
    },
  );

  app.get(`${staffBase}/session`, async (request) => {
    const actor = sessionOf(request);
    return { success: true as const, data: await sessions.me(actor.sessionId) };
  });

  app.post(`${staffBase}/session/logout`, async (request, reply) => {
    const actor = sessionOf(request);
    await sessions.logout(actor.sessionId);
    // The session's open sockets are cut off too (realtime/staff-namespace.ts).
    await deps.onLogout(actor.sessionId);
    reply.header("set-cookie", clearedStaffCookie(isHttps(request)));
    return { success: true as const, data: { ok: true as const } };
  });
}
