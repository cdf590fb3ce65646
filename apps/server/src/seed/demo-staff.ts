import { staffRoleSchema } from "@tablewise/domain/contract/staff";
import type { Db } from "../db/client";
import { hashPassword } from "../security/password";
import { createStaffAccountsRepository } from "../modules/staff/index";
import { readDemoVenueFiles } from "./load-demo-venues";

// DEMO_MODE only (README "Venue console"): each demo venue gets a manager, a waiter
// and a kitchen account, `<role>@<link>.demo` with the password `demo-<role>`, created at start when
// missing (so a deleted or disabled one is not brought back behind the owner's back: only a missing
// login is added).
export const demoStaffLogin = (role: string, link: string) => `${role}@${link}.demo`;
export const demoStaffPassword = (role: string) => `demo-${role}`;

export async function ensureDemoStaff(db: Db, now = new Date()): Promise<number> {
  const repo = createStaffAccountsRepository(db);
  const taken = await repo.existingLogins();
  const wanted = [];
  for (const { venue } of readDemoVenueFiles()) {
    if (!(await repo.findVenue(venue._id))) continue;
    for (const role of staffRoleSchema.options) {
      const login = demoStaffLogin(role, venue.link);
      if (!taken.has(login)) wanted.push({ venueId: venue._id, role, login });
    }
  }
  // Hashed side by side: scrypt runs on libuv's thread pool.
  const added = await Promise.all(
    wanted.map(async ({ venueId, role, login }) =>
      repo.insertMember({
        venueId,
        role,
        login,
        name: `Demo ${role}`,
        passwordHash: await hashPassword(demoStaffPassword(role)),
        createdAt: now,
      }),
    ),
  );
  return added.filter(Boolean).length;
}
