import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorCall } from "@tablewise/domain/contract/floor";
import { consoleCsrfHeader } from "@tablewise/domain/contract/staff";
import { staffMembers, staffSessions, staffShifts } from "../../db/schema/index";
import { createTestApp } from "../../test/test-app";
import { addStaffMember, createStaffAccountsRepository, demoStaffToken } from "../staff/index";

// Signing out of the console ends the person's shift (a real session, the app's own authenticator):
// their tables' alerts go to everyone again instead of to a phone nobody watches.
const now = new Date("2031-05-06T18:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
const floorUrl = "/api/staff/venues/demo/floor";
const service = { authorization: `Bearer ${demoStaffToken}` };

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  await addStaffMember(
    createStaffAccountsRepository(t.db.db),
    { venue: "demo", role: "waiter", name: "Olha", login: "olha-floor", password: "olha-floor-password" },
    now,
  );
});
afterAll(async () => {
  await t.close();
});

const followers = async () => {
  const res = await t.app.inject({ method: "GET", url: floorUrl, headers: service });
  expect(res.statusCode, res.body).toBe(200);
  return floorCall.response.parse(res.json()).data.tables.flatMap((x) => x.followed_by);
};

describe("signing out", () => {
  it("ends the person's shift", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { login: "olha-floor", password: "olha-floor-password" },
    });
    expect(login.statusCode, login.body).toBe(200);
    const olha = { cookie: String(login.headers["set-cookie"]).split(";")[0]!, [consoleCsrfHeader]: "1" };
    const started = await t.app.inject({
      method: "POST",
      url: `${floorUrl}/shift`,
      headers: olha,
      payload: { halls: ["Hall"], tables: [] },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(new Set(await followers())).toEqual(new Set(["Olha"]));
    const out = await t.app.inject({ method: "POST", url: "/api/staff/session/logout", headers: olha });
    expect(out.statusCode, out.body).toBe(200);
    for (let i = 0; i < 50 && (await followers()).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await followers()).toEqual([]);
  });
});

describe("a shift whose person cannot work any more", () => {
  it("follows nothing once the person is disabled: their tables' alerts go to everyone", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { login: "olha-floor", password: "olha-floor-password" },
    });
    const olha = { cookie: String(login.headers["set-cookie"]).split(";")[0]!, [consoleCsrfHeader]: "1" };
    const started = await t.app.inject({
      method: "POST",
      url: `${floorUrl}/shift`,
      headers: olha,
      payload: { halls: ["Hall"], tables: [] },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(new Set(await followers())).toEqual(new Set(["Olha"]));
    const [member] = await t.db.db.select().from(staffMembers).where(eq(staffMembers.login, "olha-floor"));
    await t.db.db.update(staffMembers).set({ disabledAt: now }).where(eq(staffMembers.id, member!.id));
    expect(await followers()).toEqual([]);
  });

  it("follows nothing once its session is idle past the sign-out limit (two hours by default)", async () => {
    await addStaffMember(
      createStaffAccountsRepository(t.db.db),
      { venue: "demo", role: "waiter", name: "Ivan", login: "ivan-floor", password: "ivan-floor-password" },
      now,
    );
    const login = await t.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { login: "ivan-floor", password: "ivan-floor-password" },
    });
    const ivan = { cookie: String(login.headers["set-cookie"]).split(";")[0]!, [consoleCsrfHeader]: "1" };
    const started = await t.app.inject({
      method: "POST",
      url: `${floorUrl}/shift`,
      headers: ivan,
      payload: { halls: ["Hall"], tables: [] },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(new Set(await followers())).toEqual(new Set(["Ivan"]));
    const [shift] = await t.db.db
      .select()
      .from(staffShifts)
      .where(and(isNull(staffShifts.endedAt), eq(staffShifts.staffName, "Ivan")));
    const idle = new Date(now.getTime() - 121 * 60_000);
    await t.db.db
      .update(staffSessions)
      .set({ lastSeenAt: idle })
      .where(eq(staffSessions.id, shift!.sessionId!));
    expect(await followers()).toEqual([]);
  });
});
