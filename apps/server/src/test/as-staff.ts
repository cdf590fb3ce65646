import type { FastifyInstance } from "fastify";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import type { StaffActor } from "../modules/staff/staff-actor";

const header = "x-test-staff";

// For tests of venue isolation and roles before console sessions exist on this branch: a hook after the
// app's own authentication sets the caller a test names in a header. Add it before the first inject.
export function allowTestStaff(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const value = request.headers[header];
    if (typeof value === "string") request.staffActor = JSON.parse(value) as StaffActor;
  });
}

// The headers of a request made by a member of `venueId`'s staff with `role`.
export const asStaff = (venueId: string, role: StaffRole): Record<string, string> => ({
  [header]: JSON.stringify({
    kind: "staff",
    staffId: `test-${role}`,
    sessionId: "test-session",
    name: `Test ${role}`,
    role,
    venueId,
  } satisfies StaffActor),
});
