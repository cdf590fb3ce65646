import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { io } from "socket.io-client";
import { consoleCsrfHeader, staffNamespace } from "@tablewise/domain/contract/staff";
import { setupChangesCall } from "@tablewise/domain/contract/setup";
import {
  addStaffCall,
  endStaffSessionsCall,
  staffAccountsCall,
  type StaffAccount,
} from "@tablewise/domain/contract/staff-accounts";
import { demoStaffLogin, demoStaffPassword, ensureDemoStaff } from "../../seed/demo-staff";
import { errorOf } from "../../test/eat-in";
import { createTestApp } from "../../test/test-app";

// The Staff screen's API through real console sessions (cookies from the login route), on the demo seed:
// each call, its change-log entry, venue isolation, the last-manager rule and sessions ending.
type Res = Awaited<ReturnType<FastifyInstance["inject"]>>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: FastifyInstance;
let base = "";
let ipCount = 0;
const nextIp = () => `10.7.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", staffSocketRecheckMs: 60_000 });
  app = t.app;
  await ensureDemoStaff(t.db.db);
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // 15 demo passwords hashed with scrypt: slow on a busy machine.
}, 180_000);
afterAll(async () => t.close());

const login = (who: string, password: string, ip = nextIp()) =>
  app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: { login: who, password },
    remoteAddress: ip,
  });
const cookieOf = (res: Res) => String(res.headers["set-cookie"]).split(";")[0]!;
async function signIn(who: string, password: string): Promise<string> {
  const res = await login(who, password);
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res);
}
const demoSignIn = (role: string, link = "demo") =>
  signIn(demoStaffLogin(role, link), demoStaffPassword(role));
const session = (cookie: string) =>
  app.inject({ method: "GET", url: "/api/staff/session", headers: { cookie } });

const staffPath = (venueId: string, rest = "") => `/api/staff/venues/${venueId}/staff${rest}`;
const get = (cookie: string, venueId = "demo") =>
  app.inject({ method: "GET", url: staffPath(venueId), headers: { cookie } });
const post = (cookie: string, path: string, body: object = {}) =>
  app.inject({ method: "POST", url: path, headers: { cookie, [consoleCsrfHeader]: "1" }, payload: body });

async function list(cookie: string, venueId = "demo"): Promise<StaffAccount[]> {
  const res = await get(cookie, venueId);
  expect(res.statusCode, res.body).toBe(200);
  return staffAccountsCall.response.parse(res.json()).data.members;
}
const byLogin = async (cookie: string, loginName: string) =>
  (await list(cookie)).find((m) => m.login === loginName)!;
async function add(cookie: string, body: { name: string; login: string; role: string }) {
  const res = await post(cookie, staffPath("demo"), body);
  expect(res.statusCode, res.body).toBe(200);
  return addStaffCall.response.parse(res.json()).data;
}
async function changes(cookie: string) {
  const res = await app.inject({
    method: "GET",
    url: "/api/staff/venues/demo/setup/changes",
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return setupChangesCall.response.parse(res.json()).data.changes.filter((c) => c.kind === "staff");
}

let manager = "";
beforeAll(async () => {
  manager = await demoSignIn("manager");
}, 60_000);

describe("who may manage the staff", () => {
  it("lists the venue's people with role and last sign-in, never a password", async () => {
    const members = await list(manager);
    const me = members.find((m) => m.login === "manager@demo.demo")!;
    expect(me).toMatchObject({ role: "manager", disabled: false });
    expect(me.last_sign_in_at).not.toBeNull();
    expect(me.open_sessions).toBeGreaterThanOrEqual(1);
    expect(members.every((m) => m.login.endsWith("@demo.demo"))).toBe(true);
    expect(JSON.stringify(members)).not.toMatch(/scrypt|password/i);
  });

  it("refuses waiters and the kitchen (403)", async () => {
    for (const role of ["waiter", "kitchen"]) {
      const cookie = await demoSignIn(role);
      expect((await get(cookie)).statusCode).toBe(403);
      const res = await post(cookie, staffPath("demo"), { name: "X", login: `x-${role}@x`, role: "manager" });
      expect(res.statusCode).toBe(403);
    }
  });

  it("keeps a rival venue's manager out: 403 on this venue's path, 404 for this venue's people", async () => {
    const rival = await demoSignIn("manager", "demo-geo");
    expect((await get(rival, "demo")).statusCode).toBe(403);
    const waiter = await byLogin(manager, "waiter@demo.demo");
    for (const action of ["/password", "/end-sessions", "/unlock"]) {
      const res = await post(rival, staffPath("demo-geo", `/${waiter.id}${action}`));
      expect(res.statusCode, action).toBe(404);
    }
    expect(
      (await post(rival, staffPath("demo-geo", `/${waiter.id}/role`), { role: "kitchen" })).statusCode,
    ).toBe(404);
    expect(
      (await post(rival, staffPath("demo-geo", `/${waiter.id}/disabled`), { disabled: true })).statusCode,
    ).toBe(404);
    expect((await byLogin(manager, "waiter@demo.demo")).role).toBe("waiter");
    expect((await list(rival, "demo-geo")).some((m) => m.id === waiter.id)).toBe(false);
  });

  it("answers bad input with 400 in the error envelope", async () => {
    for (const body of [
      {},
      { name: "A", login: "has space", role: "waiter" },
      { name: "A", login: "a", role: "boss" },
    ]) {
      const res = await post(manager, staffPath("demo"), body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
    }
    const waiter = await byLogin(manager, "waiter@demo.demo");
    expect((await post(manager, staffPath("demo", `/${waiter.id}/role`), { role: "owner" })).statusCode).toBe(
      400,
    );
    expect((await post(manager, staffPath("demo", "/no-such-id/unlock"))).statusCode).toBe(404);
  });
});

describe("staff actions", () => {
  it("adds a person with a server-made password shown once and stored only hashed", async () => {
    const { member, password } = await add(manager, {
      name: "Olena",
      login: "Olena@Example.com",
      role: "waiter",
    });
    expect(member).toMatchObject({
      name: "Olena",
      login: "olena@example.com",
      role: "waiter",
      last_sign_in_at: null,
    });
    expect(password.length).toBeGreaterThanOrEqual(20);
    const stored = await t.db.db.execute(
      sql`select password_hash from staff_members where id = ${member.id}`,
    );
    const hash = (stored.rows[0] as { password_hash: string }).password_hash;
    expect(hash).not.toContain(password);
    expect(hash).toMatch(/^scrypt/);
    await signIn("olena@example.com", password);
    expect((await byLogin(manager, "olena@example.com")).last_sign_in_at).not.toBeNull();
    const taken = await post(manager, staffPath("demo"), {
      name: "Other",
      login: "OLENA@example.com",
      role: "kitchen",
    });
    expect(taken.statusCode).toBe(409);
    const log = await changes(manager);
    expect(log[0]).toMatchObject({ staff_name: "Demo manager", target_id: member.id });
    expect(log[0]!.summary).toContain("added waiter Olena");
    expect(JSON.stringify(log)).not.toContain(password);
  });

  it("resets a password: the old one stops working, the person's sessions end, the caller's stays", async () => {
    const { member, password } = await add(manager, {
      name: "Petro",
      login: "petro@example.com",
      role: "kitchen",
    });
    const cookie = await signIn("petro@example.com", password);
    const res = await post(manager, staffPath("demo", `/${member.id}/password`));
    expect(res.statusCode, res.body).toBe(200);
    const fresh = addStaffCall.response.parse(res.json()).data.password;
    expect(fresh).not.toBe(password);
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await login("petro@example.com", password)).statusCode).toBe(401);
    await signIn("petro@example.com", fresh);
    // The manager's own reset keeps the session they are reading the new password in.
    const self = await byLogin(manager, "manager@demo.demo");
    const own = await post(manager, staffPath("demo", `/${self.id}/password`));
    expect(own.statusCode).toBe(200);
    expect((await session(manager)).statusCode).toBe(200);
    const newOwn = addStaffCall.response.parse(own.json()).data.password;
    manager = await signIn("manager@demo.demo", newOwn);
    expect((await changes(manager)).map((c) => c.summary)).toEqual(
      expect.arrayContaining([expect.stringContaining("password reset for Petro")]),
    );
  });

  it("changes a role, and the new role applies to the open session at once", async () => {
    const { member, password } = await add(manager, {
      name: "Iryna",
      login: "iryna@example.com",
      role: "waiter",
    });
    const cookie = await signIn("iryna@example.com", password);
    expect((await get(cookie)).statusCode).toBe(403);
    const res = await post(manager, staffPath("demo", `/${member.id}/role`), { role: "manager" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(cookie)).statusCode).toBe(200);
    expect((await changes(manager))[0]!.summary).toContain("waiter -> manager");
  });

  it("disables a person (their session ends, sign-in refused) and enables them again", async () => {
    const { member, password } = await add(manager, {
      name: "Taras",
      login: "taras@example.com",
      role: "waiter",
    });
    const cookie = await signIn("taras@example.com", password);
    const off = await post(manager, staffPath("demo", `/${member.id}/disabled`), { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.member).toMatchObject({ disabled: true, open_sessions: 0 });
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await login("taras@example.com", password)).statusCode).toBe(401);
    const on = await post(manager, staffPath("demo", `/${member.id}/disabled`), { disabled: false });
    expect(on.json().data.member.disabled).toBe(false);
    await signIn("taras@example.com", password);
    const summaries = (await changes(manager)).map((c) => c.summary);
    expect(summaries[0]).toContain("enabled Taras");
    expect(summaries[1]).toContain("disabled Taras");
  });
});

describe("the last active manager", () => {
  it("cannot be disabled or demoted; with a second manager they can", async () => {
    const geo = await demoSignIn("manager", "demo-geo");
    const self = (await list(geo, "demo-geo")).find((m) => m.login === "manager@demo-geo.demo")!;
    const demote = await post(geo, staffPath("demo-geo", `/${self.id}/role`), { role: "waiter" });
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote).details).toMatchObject({ reason: "last_manager" });
    const disable = await post(geo, staffPath("demo-geo", `/${self.id}/disabled`), { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect((await session(geo)).statusCode).toBe(200);
    // A disabled second manager does not count.
    const second = await post(geo, staffPath("demo-geo"), {
      name: "Second",
      login: "second@geo.example",
      role: "manager",
    });
    const secondId = addStaffCall.response.parse(second.json()).data.member.id;
    await post(geo, staffPath("demo-geo", `/${secondId}/disabled`), { disabled: true });
    expect((await post(geo, staffPath("demo-geo", `/${self.id}/role`), { role: "waiter" })).statusCode).toBe(
      409,
    );
    await post(geo, staffPath("demo-geo", `/${secondId}/disabled`), { disabled: false });
    const ok = await post(geo, staffPath("demo-geo", `/${self.id}/role`), { role: "waiter" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(geo, "demo-geo")).statusCode).toBe(403);
  });
});

describe("ending a person's sessions", () => {
  it("ends every REST session and drops their staff sockets within seconds", async () => {
    const { member, password } = await add(manager, {
      name: "Sockets",
      login: "sockets@example.com",
      role: "waiter",
    });
    const cookies = [
      await signIn("sockets@example.com", password),
      await signIn("sockets@example.com", password),
    ];
    const other = await demoSignIn("kitchen");
    const connect = (cookie: string) => {
      const socket = io(`${base}${staffNamespace}`, {
        transports: ["websocket"],
        forceNew: true,
        reconnection: false,
        extraHeaders: { cookie },
      });
      const connected = new Promise<boolean>((resolve) => {
        socket.once("connect", () => resolve(true));
        socket.once("connect_error", () => resolve(false));
      });
      const dropped = new Promise<string>((resolve) => socket.once("disconnect", resolve));
      return { socket, connected, dropped };
    };
    const mine = cookies.map(connect);
    const bystander = connect(other);
    try {
      for (const s of [...mine, bystander]) expect(await s.connected).toBe(true);
      const res = await post(manager, staffPath("demo", `/${member.id}/end-sessions`));
      expect(res.statusCode, res.body).toBe(200);
      expect(endStaffSessionsCall.response.parse(res.json()).data).toMatchObject({
        ended: 2,
        member: { open_sessions: 0 },
      });
      // The re-check runs every minute here: only the server's push can drop them this soon.
      const timeout = new Promise<string>((r) => setTimeout(() => r("still open"), 3000));
      for (const s of mine) expect(await Promise.race([s.dropped, timeout])).toBe("io server disconnect");
      expect(bystander.socket.connected).toBe(true);
      for (const cookie of cookies) expect((await session(cookie)).statusCode).toBe(401);
      expect(await connect(cookies[0]!).connected).toBe(false);
      expect((await changes(manager))[0]!.summary).toContain("ended 2 session(s) of Sockets");
    } finally {
      for (const s of [...mine, bystander]) s.socket.disconnect();
    }
  });
});
