import { serviceTokenAuthenticator, type StaffAuthenticator } from "../../http/staff-actor";
import { staffTokenFromCookie } from "./staff-cookie";
import type { StaffSessions } from "./staff-sessions";

// The staff API's callers, in order: the service credential (Authorization: Bearer
// <STAFF_TOKEN>, a POS), then a console session (the tw_staff cookie). The same reads HTTP requests and
// socket handshakes.
export function createStaffAuthenticator(
  serviceToken: string | null,
  sessions: StaffSessions,
): StaffAuthenticator {
  const service = serviceTokenAuthenticator(serviceToken);
  return async (request, options) => {
    const asService = await service(request);
    if (asService) return asService;
    const token = staffTokenFromCookie(request.headers.cookie);
    if (!token) return null;
    return (await sessions.authenticate(token, options?.touch ?? true))?.actor ?? null;
  };
}
