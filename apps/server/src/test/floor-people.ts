import type { StaffRole } from "@tablewise/domain/contract/staff";
import { consoleCsrfHeader } from "@tablewise/domain/contract/staff";
import type { StaffAuthenticator } from "../http/staff-actor";
import { testStaffAuthenticator } from "./staff-console";

// Several people of one venue's floor, told apart per request: `x-test-person: <id>:<role>:<venueId>`
// acts as that person (named after the id); otherwise testStaffAuthenticator decides.
const personHeader = "x-test-person";
export const floorPeopleAuthenticator: StaffAuthenticator = async (request, options) => {
  const given = request.headers[personHeader];
  if (typeof given !== "string") return testStaffAuthenticator(request, options);
  const [id, role, venueId] = given.split(":") as [string, StaffRole, string];
  return { kind: "staff", staffId: id, sessionId: `session-${id}`, name: `Name ${id}`, role, venueId };
};
export const asPerson = (id: string, role: StaffRole, venueId = "demo"): Record<string, string> => ({
  [personHeader]: `${id}:${role}:${venueId}`,
  [consoleCsrfHeader]: "1",
});
