import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { floorCall } from "@tablewise/domain/contract/floor";
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

// The venue's floor (GET …/floor) as a person reads it once the passes already asked for have run.
export async function readFloorSettled(
  app: FastifyInstance,
  who: Record<string, string> = asPerson("w1", "waiter"),
  venueId = "demo",
) {
  await app.floor.settled();
  const res = await app.inject({ method: "GET", url: `/api/staff/venues/${venueId}/floor`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return floorCall.response.parse(res.json()).data;
}
