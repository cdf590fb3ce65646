import { staffRoleSchema, type StaffRole } from "@tablewise/domain/contract/staff";
import { hashPassword } from "../../security/password";
import type { StaffAccountsRepository, StaffMemberRow } from "./staff-accounts.repository";

export class StaffAccountError extends Error {}

// Shortest password staff:add accepts (a generated one is 24 characters).
export const minPasswordLength = 10;

// Adds a member to a venue (given by id or link). Refuses a taken login (logins are
// unique over all venues) and a short password.
export async function addStaffMember(
  repo: StaffAccountsRepository,
  input: { venue: string; role: string; name: string; login: string; password: string },
  now: Date,
): Promise<{ member: StaffMemberRow; venueLink: string }> {
  const venue = await repo.findVenue(input.venue);
  if (!venue) throw new StaffAccountError(`no venue with id or link "${input.venue}"`);
  const role = staffRoleSchema.safeParse(input.role);
  if (!role.success)
    throw new StaffAccountError(`--role must be one of ${staffRoleSchema.options.join(", ")}`);
  const name = input.name.trim();
  const login = input.login.trim();
  if (!name || name.length > 200) throw new StaffAccountError("--name must be 1 to 200 characters");
  if (!login || login.length > 200 || /\s/.test(login))
    throw new StaffAccountError("--login must be 1 to 200 characters without spaces (an email or a name)");
  if (input.password.length < minPasswordLength || input.password.length > 200)
    throw new StaffAccountError(`--password must be ${minPasswordLength} to 200 characters`);
  const member = await repo.insertMember({
    venueId: venue._id,
    name,
    login,
    role: role.data as StaffRole,
    passwordHash: await hashPassword(input.password),
    createdAt: now,
  });
  if (!member) throw new StaffAccountError(`the login "${login.toLowerCase()}" is taken`);
  return { member, venueLink: venue.link };
}
