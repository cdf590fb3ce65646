import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addStaffCall,
  endStaffSessionsCall,
  resetStaffPasswordCall,
  setStaffDisabledCall,
  setStaffRoleCall,
  staffAccountsCall,
  unlockStaffSignInCall,
} from "@tablewise/domain/contract/staff-accounts";
import { parse } from "../../http/parse";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { StaffAdmin } from "./staff-admin";

// The Staff screen's calls (contract/staff-accounts.ts): managers only (a waiter or the kitchen 403),
// the caller's own venue only (403 on another venue's path; a person of another venue is 404).
const managers = ["manager"] as const;

function managerOf(request: FastifyRequest, params: { venueId: string }) {
  const actor = actorOf(request);
  assertVenue(actor, params.venueId);
  assertRole(actor, managers);
  return actor;
}

const ok = <T>(data: T) => ({ success: true as const, data });

export function registerStaffAdminRoutes(app: FastifyInstance, admin: StaffAdmin) {
  app.get(staffAccountsCall.path, async (request) => {
    const params = parse(staffAccountsCall.params, request.params, "params");
    managerOf(request, params);
    return ok({ members: await admin.list(params.venueId) });
  });

  app.post(addStaffCall.path, async (request) => {
    const params = parse(addStaffCall.params, request.params, "params");
    const actor = managerOf(request, params);
    const body = parse(addStaffCall.body, request.body, "body");
    return ok(await admin.add(params.venueId, actor, body));
  });

  app.post(resetStaffPasswordCall.path, async (request) => {
    const { venueId, staffId } = parse(resetStaffPasswordCall.params, request.params, "params");
    const actor = managerOf(request, { venueId });
    parse(resetStaffPasswordCall.body, request.body ?? {}, "body");
    return ok(await admin.resetPassword(venueId, staffId, actor));
  });

  app.post(setStaffRoleCall.path, async (request) => {
    const { venueId, staffId } = parse(setStaffRoleCall.params, request.params, "params");
    const actor = managerOf(request, { venueId });
    const { role } = parse(setStaffRoleCall.body, request.body, "body");
    return ok(await admin.setRole(venueId, staffId, actor, role));
  });

  app.post(setStaffDisabledCall.path, async (request) => {
    const { venueId, staffId } = parse(setStaffDisabledCall.params, request.params, "params");
    const actor = managerOf(request, { venueId });
    const { disabled } = parse(setStaffDisabledCall.body, request.body, "body");
    return ok(await admin.setDisabled(venueId, staffId, actor, disabled));
  });

  app.post(endStaffSessionsCall.path, async (request) => {
    const { venueId, staffId } = parse(endStaffSessionsCall.params, request.params, "params");
    const actor = managerOf(request, { venueId });
    parse(endStaffSessionsCall.body, request.body ?? {}, "body");
    return ok(await admin.endAllSessions(venueId, staffId, actor));
  });

  app.post(unlockStaffSignInCall.path, async (request) => {
    const { venueId, staffId } = parse(unlockStaffSignInCall.params, request.params, "params");
    const actor = managerOf(request, { venueId });
    parse(unlockStaffSignInCall.body, request.body ?? {}, "body");
    return ok(await admin.unlock(venueId, staffId, actor));
  });
}
