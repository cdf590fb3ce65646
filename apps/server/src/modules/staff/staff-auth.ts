import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http/errors";
import { sameText } from "../inside/signing";

// In DEMO_MODE without STAFF_TOKEN this documented dev token works (README: staff API).
export const demoStaffToken = "demo-staff-token";

export function staffTokenFor(env: { STAFF_TOKEN?: string; DEMO_MODE: boolean }): string | null {
  return env.STAFF_TOKEN ?? (env.DEMO_MODE ? demoStaffToken : null);
}

// Authorization: Bearer <token>. With no token configured the staff API is off.
export function requireStaff(request: FastifyRequest, token: string | null) {
  if (!token) throw new HttpError(403, "forbidden", "The staff API is off: set STAFF_TOKEN");
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7) : "";
  if (!given || !sameText(given, token)) throw new HttpError(401, "unauthorized", "Staff token required");
}
