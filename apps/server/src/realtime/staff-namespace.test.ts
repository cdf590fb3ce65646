import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import {
  consoleCsrfHeader,
  staffNamespace,
  type BoardHint,
  type StaffClientToServerEvents,
  type StaffServerToClientEvents,
} from "@tablewise/domain/contract/staff";
import { addStaffMember } from "../modules/staff/staff-accounts";
import { createStaffAccountsRepository } from "../modules/staff/staff-accounts.repository";
import { demoStaffToken } from "../modules/staff/staff-auth";
import { createTestApp } from "../test/test-app";

// The console's socket.io namespace over a real client: who may connect, which
// venue's hints a socket hears, and how a revoked session's sockets are cut off.
type Client = Socket<StaffServerToClientEvents, StaffClientToServerEvents>;
const recheckMs = 1000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let base = "";
let sockets: Client[] = [];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", staffSocketRecheckMs: recheckMs });
  const repo = createStaffAccountsRepository(t.db.db);
  for (const venue of ["demo", "demo-geo"]) {
    const input = { venue, role: "waiter", name: venue, login: `w@${venue}`, password: "long-enough-9" };
    await addStaffMember(repo, input, new Date());
  }
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const s of sockets) s.disconnect();
  sockets = [];
});
afterAll(async () => t.close());

async function login(venue: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: { login: `w@${venue}`, password: "long-enough-9" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

function connect(options: { cookie?: string; auth?: object } = {}) {
  const socket: Client = io(`${base}${staffNamespace}`, {
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  });
  sockets.push(socket);
  const hints: BoardHint[] = [];
  socket.on("board", (h) => hints.push(h));
  const outcome = new Promise<"connected" | "refused">((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", () => resolve("refused"));
  });
  const disconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));
  return { socket, hints, outcome, disconnected };
}

const hint = (id: string): BoardHint => ({
  kind: "order",
  id,
  change: "created",
  at: new Date().toISOString(),
});
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe("the /staff namespace", () => {
  beforeAll(async () => {
    cookies.demo = await login("demo");
    cookies.geo = await login("demo-geo");
  });

  it("refuses sockets without a session or service token", async () => {
    expect(await connect().outcome).toBe("refused");
    expect(await connect({ cookie: `tw_staff=${"b".repeat(43)}` }).outcome).toBe("refused");
    expect(await connect({ auth: { token: "wrong-token-123456", venue_id: "demo" } }).outcome).toBe(
      "refused",
    );
    // The service token must name the venue it listens to.
    expect(await connect({ auth: { token: demoStaffToken } }).outcome).toBe("refused");
  });

  it("sends a venue's hints to its own consoles only", async () => {
    const demo = connect({ cookie: cookies.demo });
    const geo = connect({ cookie: cookies.geo });
    const service = connect({ auth: { token: demoStaffToken, venue_id: "demo-geo" } });
    for (const c of [demo, geo, service]) expect(await c.outcome).toBe("connected");

    t.app.notifyStaff("demo", hint("order-for-demo"));
    t.app.notifyStaff("demo-geo", hint("order-for-geo"));
    await settle();
    expect(demo.hints.map((h) => h.id)).toEqual(["order-for-demo"]);
    expect(geo.hints.map((h) => h.id)).toEqual(["order-for-geo"]);
    expect(service.hints.map((h) => h.id)).toEqual(["order-for-geo"]);
    expect(demo.hints[0]).toMatchObject({ kind: "order", change: "created" });
  });

  it("does not send an invalid hint", async () => {
    const demo = connect({ cookie: cookies.demo });
    expect(await demo.outcome).toBe("connected");
    t.app.notifyStaff("demo", { ...hint("bad"), kind: "nonsense" } as unknown as BoardHint);
    t.app.notifyStaff("demo", hint("good"));
    await settle();
    expect(demo.hints.map((h) => h.id)).toEqual(["good"]);
  });

  it("cuts a session's sockets off at logout", async () => {
    const cookie = await login("demo");
    const mine = connect({ cookie });
    const other = connect({ cookie: cookies.demo });
    expect(await mine.outcome).toBe("connected");
    expect(await other.outcome).toBe("connected");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff/session/logout",
      headers: { cookie, [consoleCsrfHeader]: "1" },
    });
    expect(res.statusCode).toBe(200);
    const reason = await Promise.race([mine.disconnected, settle(recheckMs / 2).then(() => "still open")]);
    expect(reason).toBe("io server disconnect");
    expect(other.socket.connected).toBe(true);
    expect(await connect({ cookie }).outcome).toBe("refused");
  });

  it("cuts a session revoked elsewhere (staff:revoke) off at its next re-check", async () => {
    const cookie = await login("demo-geo");
    const mine = connect({ cookie });
    expect(await mine.outcome).toBe("connected");
    await createStaffAccountsRepository(t.db.db).revokeAllOf("w@demo-geo", new Date(), false);
    const reason = await Promise.race([mine.disconnected, settle(recheckMs * 3).then(() => "still open")]);
    expect(reason).toBe("io server disconnect");
  });
});
