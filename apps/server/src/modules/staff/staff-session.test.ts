import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { verifyGeolocationResponseSchema } from "@tablewise/domain/contract/inside";
import { consoleCsrfHeader, staffMeResponseSchema } from "@tablewise/domain/contract/staff";
import { staffAccountsCall } from "@tablewise/domain/contract/staff-accounts";
import { demoStaffLogin, demoStaffPassword, ensureDemoStaff } from "../../seed/demo-staff";
import { eatIn, errorOf, visitor } from "../../test/eat-in";
import { createTestApp } from "../../test/test-app";
import { createStaffAccountsRepository } from "./staff-accounts.repository";
import { addStaffMember } from "./staff-accounts";
import { sweepRetention } from "../retention/retention";
import { demoStaffToken } from "./staff-auth";

// Console accounts and sessions through the real routes, on the demo seed.
type Res = Awaited<ReturnType<FastifyInstance["inject"]>>;

const minute = 60_000;
const hour = 60 * minute;
let now = new Date("2026-06-01T10:00:00Z");
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: FastifyInstance;
// Each test logs in from its own address: the per-IP login limit has its own test.
let ipCount = 0;
const nextIp = () => `10.1.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  app = t.app;
  await ensureDemoStaff(t.db.db, now);
  // 15 demo passwords hashed with scrypt: slow on a busy machine.
}, 180_000);
afterAll(async () => t.close());

const login = (who: string, password: string, ip = nextIp(), headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: { login: who, password },
    remoteAddress: ip,
    headers,
  });
const cookieOf = (res: Res) => String(res.headers["set-cookie"]).split(";")[0]!;
const asWaiter = async (link = "demo") => {
  const res = await login(demoStaffLogin("waiter", link), demoStaffPassword("waiter"));
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res);
};
const me = (cookie: string) => app.inject({ method: "GET", url: "/api/staff/session", headers: { cookie } });
const logout = (cookie: string, csrf = true) =>
  app.inject({
    method: "POST",
    url: "/api/staff/session/logout",
    headers: { cookie, ...(csrf ? { [consoleCsrfHeader]: "1" } : {}) },
  });

describe("demo accounts", () => {
  it("gives each demo venue a manager, a waiter and a kitchen account, once", async () => {
    const rows = await t.db.db.execute(sql`select login, role, venue_id from staff_members order by login`);
    const logins = (rows.rows as { login: string }[]).map((r) => r.login);
    for (const link of ["demo", "demo-geo", "demo-closed", "demo-preview", "demo-large"])
      for (const role of ["manager", "waiter", "kitchen"]) expect(logins).toContain(`${role}@${link}.demo`);
    expect(await ensureDemoStaff(t.db.db, now)).toBe(0);
  });
});

describe("login", () => {
  it("signs a demo waiter in with a session cookie and answers who they are", async () => {
    const res = await login("Waiter@Demo.demo ", "demo-waiter");
    expect(res.statusCode, res.body).toBe(200);
    const data = staffMeResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ role: "waiter", venue: { _id: "demo", link: "demo" } });
    expect(data.session_expires_at).toBe(new Date(now.getTime() + 12 * hour).toISOString());
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^tw_staff=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(
      ["HttpOnly", "Max-Age=43200", "Path=/", "SameSite=Strict"].sort(),
    );
    const again = await me(cookieOf(res));
    expect(again.statusCode, again.body).toBe(200);
    expect(staffMeResponseSchema.parse(again.json()).data).toEqual(data);
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const proxied = await createTestApp({ seed: "demo", env: { TRUST_PROXY: 1 } });
    try {
      const repo = createStaffAccountsRepository(proxied.db.db);
      const input = {
        venue: "demo",
        role: "kitchen",
        name: "K",
        login: "k@example.com",
        password: "long-enough-0",
      };
      await addStaffMember(repo, input, now);
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/staff/session",
        payload: { login: input.login, password: input.password },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers["set-cookie"]).split("; ")).toContain("Secure");
    } finally {
      await proxied.close();
    }
  });

  it("answers a wrong password and an unknown login alike, with no cookie", async () => {
    const wrong = await login("waiter@demo.demo", "demo-manager");
    const unknown = await login("nobody@demo.demo", "demo-waiter");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect((await me("tw_staff=" + "x".repeat(43))).statusCode).toBe(401);
  });

  it("answers 401 to GET /session without a cookie", async () => {
    const res = await app.inject({ method: "GET", url: "/api/staff/session" });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe("unauthorized");
  });
});

describe("session life", () => {
  it("ends 12 hours after login however busy the console is", async () => {
    const cookie = await asWaiter();
    for (let i = 0; i < 7; i++) {
      advance(100 * minute);
      expect((await me(cookie)).statusCode, `after ${(i + 1) * 100} minutes`).toBe(200);
    }
    advance(21 * minute); // 12 h 1 min after login
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends after 120 minutes unused", async () => {
    const cookie = await asWaiter();
    advance(119 * minute);
    expect((await me(cookie)).statusCode).toBe(200);
    advance(119 * minute); // used a minute after the last use
    expect((await me(cookie)).statusCode).toBe(200);
    advance(121 * minute);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends at logout, and the cookie is cleared", async () => {
    const cookie = await asWaiter();
    const res = await logout(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers["set-cookie"])).toBe("tw_staff=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await logout(cookie)).statusCode).toBe(401);
  });

  it("ends for every session of a member revoked (staff:revoke), and disabling stops logins", async () => {
    const repo = createStaffAccountsRepository(t.db.db);
    const { member } = await addStaffMember(
      repo,
      {
        venue: "demo",
        role: "kitchen",
        name: "Taras",
        login: "Taras@Example.com",
        password: "long-enough-1",
      },
      now,
    );
    expect(member.login).toBe("taras@example.com");
    const first = cookieOf(await login("taras@example.com", "long-enough-1"));
    const second = cookieOf(await login("TARAS@example.com", "long-enough-1"));
    await repo.revokeAllOf("taras@example.com", now, false);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const third = await login("taras@example.com", "long-enough-1");
    expect(third.statusCode).toBe(200);

    await repo.revokeAllOf("taras@example.com", now, true);
    expect((await me(cookieOf(third))).statusCode).toBe(401);
    const refused = await login("taras@example.com", "long-enough-1");
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toEqual(errorOf(await login("nobody@example.com", "long-enough-1")));
  });

  it("stops a disabled member's open session at once", async () => {
    const repo = createStaffAccountsRepository(t.db.db);
    await addStaffMember(
      repo,
      { venue: "demo", role: "waiter", name: "Ira", login: "ira", password: "long-enough-2" },
      now,
    );
    const cookie = cookieOf(await login("ira", "long-enough-2"));
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.db.execute(sql`update staff_members set disabled_at = now() where login = 'ira'`);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("CSRF", () => {
  it("refuses a cookie-authenticated change without the console header, not a read", async () => {
    const cookie = await asWaiter();
    const refused = await logout(cookie, false);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toContain(consoleCsrfHeader);
    const action = await app.inject({
      method: "POST",
      url: "/api/staff/orders/some-order-id-0000000000000/accept",
      headers: { cookie },
    });
    expect(action.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    // The bearer token is never sent by a browser on its own: no header needed.
    const service = await app.inject({
      method: "POST",
      url: "/api/staff/orders/some-order-id-0000000000000/accept",
      headers: { authorization: `Bearer ${demoStaffToken}` },
    });
    expect(service.statusCode).toBe(404);
    // An unknown staff path: refused without the header, a 404 in the envelope with it.
    const unknown = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/staff/nope", headers });
    expect((await unknown({ cookie })).statusCode).toBe(403);
    const missing = await unknown({ cookie, [consoleCsrfHeader]: "1" });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe("not_found");
    expect((await logout(cookie, true)).statusCode).toBe(200);
  });
});

describe("the guest app", () => {
  it("never gets a cookie, even from a browser that holds a console session", async () => {
    const cookie = await asWaiter();
    const k = eatIn(app);
    const urls = [
      "/api/health",
      "/api/superapp/homepage/demo",
      "/api/superapp/inside/111111/prepare",
      "/console",
      "/",
    ];
    for (const url of urls) {
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    const { order } = await k.order("111111", k.napoleons(1), visitor(7));
    expect(order.status).toBe("waiting");
  });
});

describe("venue isolation", () => {
  it("keeps a waiter of demo out of demo-geo: 403 on its venue path, 404 on its order", async () => {
    const cookie = await asWaiter("demo");
    const k = eatIn(app);
    const geo = verifyGeolocationResponseSchema.parse(
      (await k.post("/api/superapp/inside/222222/verify-geolocation", { lat: 50.4649, lon: 30.5159 })).json(),
    ).data.result;
    const items = [{ menu_id: "geo-menu", product_id: "geo-p-croissant", quantity: 1 }];
    const { order: geoOrder } = await k.order("222222", items, visitor(3), {
      geolocation_token: geo.geolocation_token,
    });
    const { order: demoOrder } = await k.order("111112", k.napoleons(1), visitor(4));

    const tables = (venueId: string) =>
      app.inject({ method: "GET", url: `/api/staff/venues/${venueId}/tables`, headers: { cookie } });
    expect((await tables("demo")).statusCode).toBe(200);
    const refused = await tables("demo-geo");
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe("forbidden");

    const read = (id: string, headers: Record<string, string>) =>
      app.inject({ method: "GET", url: `/api/staff/orders/${id}`, headers });
    expect((await read(demoOrder._id, { cookie })).statusCode).toBe(200);
    const hidden = await read(geoOrder._id, { cookie });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden)).toEqual(errorOf(await read("no-such-order-id-000000000000", { cookie })));
    // The service credential is venue-wide by design.
    expect((await read(geoOrder._id, { authorization: `Bearer ${demoStaffToken}` })).statusCode).toBe(200);
    // A geo waiter sees it.
    expect((await read(geoOrder._id, { cookie: await asWaiter("demo-geo") })).statusCode).toBe(200);
  });
});

describe("every staff route", () => {
  it("answers 401 without credentials, except the login", async () => {
    const routes = app.staffRoutes;
    expect(routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /api/staff/session",
    ]);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/staff/session",
        "POST /api/staff/session/logout",
        "GET /api/staff/orders/:id",
        "POST /api/staff/payments/:id/confirm",
      ]),
    );
    for (const route of routes.filter((r) => !r.public)) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === "venueId" ? "demo" : "abcdefgh12345abcdefgh12345",
      );
      for (const headers of [
        {},
        { cookie: "tw_staff=" + "a".repeat(43) },
        { authorization: "Bearer wrong-token-1234" },
      ]) {
        const res = await app.inject({
          method: route.method as "GET",
          url,
          headers: { [consoleCsrfHeader]: "1", ...headers },
        });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });
});

describe("login limits", { timeout: 120_000 }, () => {
  it("refuses an IP after 10 failures on a login, even the right password, but not another IP", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await login("manager@demo.demo", `wrong-${i}`, ip)).statusCode).toBe(401);
    const blocked = await login("manager@demo.demo", "demo-manager", ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe("too_many_requests");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    // An unknown login is refused the same way (the limit tells nothing of who exists).
    for (let i = 0; i < 10; i++) await login("ghost@demo.demo", `wrong-${i}`, ip);
    expect((await login("ghost@demo.demo", "x", ip)).statusCode).toBe(429);
    // The stranger's address is refused, not the person: the right password from elsewhere signs in.
    expect((await login("manager@demo.demo", "demo-manager")).statusCode).toBe(200);
    expect((await login("manager@demo-geo.demo", "demo-manager")).statusCode).toBe(200);
  });

  it("lets the right password through from an IP that has not failed while many IPs guess", async () => {
    // 30 failures from 30 addresses: the login is under attack from many, so an address gets 3 failures.
    for (let i = 0; i < 30; i++)
      expect((await login("waiter@demo-closed.demo", `wrong-${i}`)).statusCode).toBe(401);
    const guesser = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await login("waiter@demo-closed.demo", `again-${i}`, guesser)).statusCode).toBe(401);
    expect((await login("waiter@demo-closed.demo", "demo-waiter", guesser)).statusCode).toBe(429);
    // The venue's own address, which has not failed, signs in; one typo there does not lock it either.
    const venue = nextIp();
    expect((await login("waiter@demo-closed.demo", "typo", venue)).statusCode).toBe(401);
    expect((await login("waiter@demo-closed.demo", "demo-waiter", venue)).statusCode).toBe(200);
  });

  it("starts an IP's failure count for a login over after a right password from it", async () => {
    const ip = nextIp();
    for (let i = 0; i < 9; i++) await login("kitchen@demo-geo.demo", `wrong-${i}`, ip);
    expect((await login("kitchen@demo-geo.demo", "demo-kitchen", ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login("kitchen@demo-geo.demo", `wrong-${i}`, ip);
    expect((await login("kitchen@demo-geo.demo", "demo-kitchen", ip)).statusCode).toBe(200);
  });

  it("allows 20 login attempts per IP in 10 minutes", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 20; i++)
      expect((await login(`someone-${i}@example.com`, "whatever", ip)).statusCode).toBe(401);
    const blocked = await login("waiter@demo.demo", "demo-waiter", ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(9 * 60);
    expect((await login("waiter@demo.demo", "demo-waiter", "10.9.9.10")).statusCode).toBe(200);
  });

  it("refuses an IP for an hour once its failures over all logins reach RATE_LIMIT_STAFF_LOGIN_IP_FAILED", async () => {
    // 30 by default (defaultRateLimits); 5 here to keep the test short. The attempts per IP are raised so
    // that the failures' own limit is the one reached.
    const wide = await createTestApp({
      seed: "demo",
      env: { RATE_LIMIT_STAFF_LOGIN: 1000, RATE_LIMIT_STAFF_LOGIN_IP_FAILED: 5 },
    });
    try {
      await ensureDemoStaff(wide.db.db, now);
      const at = (who: string, password: string, ip: string) =>
        wide.app.inject({
          method: "POST",
          url: "/api/staff/session",
          payload: { login: who, password },
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i++)
        expect((await at(`someone-${i}@example.com`, "whatever", "10.8.8.8")).statusCode).toBe(401);
      const blocked = await at("waiter@demo.demo", "demo-waiter", "10.8.8.8");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(59 * 60);
      expect((await at("waiter@demo.demo", "demo-waiter", "10.8.8.9")).statusCode).toBe(200);
    } finally {
      await wide.close();
    }
  }, 120_000);

  it("lets a manager unlock a person an IP is refused for, from the Staff screen", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await login("kitchen@demo.demo", `wrong-${i}`, ip);
    expect((await login("kitchen@demo.demo", "demo-kitchen", ip)).statusCode).toBe(429);
    const manager = cookieOf(await login("manager@demo.demo", "demo-manager"));
    const headers = { cookie: manager, [consoleCsrfHeader]: "1" };
    const listed = await app.inject({ method: "GET", url: "/api/staff/venues/demo/staff", headers });
    const kitchen = staffAccountsCall.response
      .parse(listed.json())
      .data.members.find((m) => m.login === "kitchen@demo.demo")!;
    expect(kitchen).toMatchObject({ sign_in_locked: true });
    expect(kitchen.failed_sign_ins).toBeGreaterThanOrEqual(10);
    const res = await app.inject({
      method: "POST",
      url: `/api/staff/venues/demo/staff/${kitchen.id}/unlock`,
      headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.member).toMatchObject({ sign_in_locked: false, failed_sign_ins: 0 });
    expect((await login("kitchen@demo.demo", "demo-kitchen", ip)).statusCode).toBe(200);
  });
});

describe("retention", () => {
  it("deletes sessions 30 days after they ended or were revoked, not before", async () => {
    const open = await asWaiter();
    const revoked = await asWaiter();
    expect((await logout(revoked)).statusCode).toBe(200);
    const count = async () =>
      Number(
        ((await t.db.db.execute(sql`select count(*)::int as n from staff_sessions`)).rows[0] as { n: number })
          .n,
      );
    const before = await count();
    await sweepRetention(t.db.db, new Date(now.getTime() + 29 * 24 * hour));
    expect(await count()).toBe(before);
    await sweepRetention(t.db.db, new Date(now.getTime() + 31 * 24 * hour));
    expect(await count()).toBe(0);
    expect((await me(open)).statusCode).toBe(401);
  });

  it("lets the login through with a live cookie and no console header (it acts as nobody)", async () => {
    const cookie = await asWaiter();
    const again = await login("waiter@demo.demo", "demo-waiter", nextIp(), { cookie });
    expect(again.statusCode, again.body).toBe(200);
  });
});
