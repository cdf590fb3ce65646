import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
  WaiterCallStatePayload,
} from "@tablewise/domain/contract/realtime";
import type { BoardHint, WaiterCall } from "@tablewise/domain/contract/staff";
import { insideTables, staffActions } from "../../db/schema/index";
import { demoStaffToken } from "../staff/staff-auth";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";

// A guest's waiter call reaches the venue, a waiter acknowledges it, and the
// table's guests see "called" then "coming", live and after a reload.
let now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let url = "";
const hints: { venueId: string; hint: BoardHint }[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: {
      notifyStaff: (venueId, hint) => hints.push({ venueId, hint }),
      staffAuthenticator: testStaffAuthenticator,
    },
  });
  k = eatIn(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const service = { authorization: `Bearer ${demoStaffToken}` };
const call = async (code: string) => {
  const res = await k.post(`/api/superapp/inside/${code}/call-waiter`, { visitor_id: visitor() });
  expect(res.statusCode, res.body).toBe(200);
};
const listCalls = async (venueId: string, headers: Record<string, string> = service) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/staff/venues/${venueId}/waiter-calls`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { waiter_calls: WaiterCall[] } }).data.waiter_calls;
};
const ack = (id: string, headers: Record<string, string> = service) =>
  k.post(`/api/staff/waiter-calls/${id}/acknowledge`, undefined, headers);
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
function connect() {
  const socket: Client = io(url, { transports: ["websocket"], forceNew: true });
  sockets.push(socket);
  const states: WaiterCallStatePayload[] = [];
  const waiting: { status: string; resolve: (s: WaiterCallStatePayload) => void }[] = [];
  socket.on("waiter_call", (s) => {
    states.push(s);
    for (const w of waiting.splice(0)) {
      if (w.status === s.status) w.resolve(s);
      else waiting.push(w);
    }
  });
  const next = (status: "called" | "coming") =>
    new Promise<WaiterCallStatePayload>((resolve, reject) => {
      waiting.push({ status, resolve });
      setTimeout(() => reject(new Error(`no "${status}" within 3 s`)), 3000);
    });
  const listen = (payload: unknown) =>
    new Promise<ListenAck>((resolve) => socket.emit("listen_table", payload as never, resolve));
  return { socket, states, next, listen };
}

describe("waiter calls, venue side", () => {
  it("lists a guest's call with its table and tells the console; acknowledging is idempotent", async () => {
    hints.length = 0;
    await call("111113");
    expect(hints).toEqual([
      { venueId: "demo", hint: expect.objectContaining({ kind: "waiter_call", change: "created" }) },
    ]);
    const [open] = (await listCalls("demo")).filter((c) => c.table_code === "111113");
    expect(open).toMatchObject({
      section_name: "Hall",
      table_name: "3",
      called_at: now.toISOString(),
      acknowledged_at: null,
      acknowledged_by: null,
    });
    // The board the console reads shows the same call.
    const board = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/board",
      headers: service,
    });
    expect(board.statusCode, board.body).toBe(200);
    expect((board.json() as { data: { waiter_calls: WaiterCall[] } }).data.waiter_calls).toContainEqual(open);
    later(5_000);
    const first = await ack(open!.id, { "x-test-staff": "waiter:demo", "x-tablewise-console": "1" });
    expect(first.statusCode, first.body).toBe(200);
    const acknowledged = (first.json() as { data: { waiter_call: WaiterCall } }).data.waiter_call;
    expect(acknowledged).toMatchObject({
      acknowledged_at: now.toISOString(),
      acknowledged_by: "Test waiter",
    });
    expect(hints.at(-1)).toEqual({
      venueId: "demo",
      hint: { kind: "waiter_call", id: open!.id, change: "updated", at: now.toISOString() },
    });
    // Again, by someone else later: answered unchanged, nobody told twice.
    later(5_000);
    const again = await ack(open!.id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { data: { waiter_call: WaiterCall } }).data.waiter_call).toEqual(acknowledged);
    expect(hints.filter((h) => h.hint.change === "updated")).toHaveLength(1);
    // Recorded once, with who answered it (the audit).
    const audit = await t.db.db.select().from(staffActions).where(eq(staffActions.subjectId, open!.id));
    expect(audit).toMatchObject([
      {
        venueId: "demo",
        subjectType: "waiter_call",
        action: "acknowledge",
        actorKind: "staff",
        actorName: "Test waiter",
      },
    ]);
  });

  it("keeps an acknowledged call on the board for 10 minutes, an open one for 2 hours", async () => {
    later(60_000);
    await call("111112");
    const before = await listCalls("demo");
    const open = before.find((c) => c.table_code === "111112")!;
    const done = before.find((c) => c.table_code === "111113")!;
    expect(done.acknowledged_at).not.toBeNull();
    later(10 * 60_000);
    const after = await listCalls("demo");
    expect(after.map((c) => c.id)).toContain(open.id);
    expect(after.map((c) => c.id)).not.toContain(done.id);
    later(2 * 60 * 60_000 - 10 * 60_000 - 1000);
    expect((await listCalls("demo")).map((c) => c.id)).toContain(open.id);
    // Unanswered for over 2 hours: stale, off the board and off the table's page.
    later(2000);
    expect((await listCalls("demo")).map((c) => c.id)).not.toContain(open.id);
    expect((await k.prepare("111112")).waiter_call ?? null).toBeNull();
  });

  it("answers another venue's call as not found, refuses the kitchen and another venue's list", async () => {
    later(60_000);
    await call("222222");
    const [geo] = (await listCalls("demo-geo")).filter((c) => c.table_code === "222222");
    const foreign = await ack(geo!.id, { "x-test-staff": "waiter:demo", "x-tablewise-console": "1" });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe("not_found");
    const kitchen = await ack(geo!.id, { "x-test-staff": "kitchen:demo-geo", "x-tablewise-console": "1" });
    expect(kitchen.statusCode).toBe(403);
    expect((await listCalls("demo-geo")).find((c) => c.id === geo!.id)?.acknowledged_at).toBeNull();
    const list = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo-geo/waiter-calls",
      headers: { "x-test-staff": "manager:demo", "x-tablewise-console": "1" },
    });
    expect(list.statusCode).toBe(403);
    expect((await ack("no-such-call")).statusCode).toBe(404);
    expect((await k.post(`/api/staff/waiter-calls/${geo!.id}/acknowledge`)).statusCode).toBe(401);
  });
});

describe("listen_table", () => {
  it("refuses a wrong or another table's access code and an unknown table", async () => {
    const { listen } = connect();
    const other = (await k.prepare("111112")).inside.access_code;
    expect(await listen({ table: "111114", access_code: other })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(
      await listen({ table: "111114", access_code: "0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
    ).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await listen({ table: "999999", access_code: other })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await listen({ table: 111114 })).toMatchObject({ ok: false, error: { code: "bad_request" } });
  });

  it("counts the tables a socket follows against SOCKET_LISTEN_MAX (10 by default)", async () => {
    const { listen } = connect();
    for (let i = 0; i < 10; i++)
      expect(await listen({ table: `90000${i}`, access_code: "0.x" })).toMatchObject({
        error: { code: "not_found" },
      });
    expect(await listen({ table: "900010", access_code: "0.x" })).toMatchObject({
      ok: false,
      error: { code: "too_many_requests" },
    });
  });

  it("gets 'called' when a guest calls and 'coming' when a waiter acknowledges; a reload sees the same", async () => {
    later(60_000);
    const prepared = await k.prepare("111114");
    expect(prepared.waiter_call ?? null).toBeNull();
    const guest = connect();
    // By the QR token too: the same table's room.
    const byToken = connect();
    const [table] = await t.db.db.select().from(insideTables).where(eq(insideTables.code, "111114"));
    expect(await guest.listen({ table: "111114", access_code: prepared.inside.access_code })).toEqual({
      ok: true,
    });
    expect(await byToken.listen({ table: table!.token, access_code: prepared.inside.access_code })).toEqual({
      ok: true,
    });

    const called = guest.next("called");
    await call("111114");
    const calledAt = now.toISOString();
    expect(await called).toEqual({ status: "called", called_at: calledAt, acknowledged_at: null });
    expect((await k.prepare("111114")).waiter_call).toEqual({
      status: "called",
      called_at: calledAt,
      acknowledged_at: null,
    });

    later(30_000);
    const coming = guest.next("coming");
    const id = (await listCalls("demo")).find((c) => c.table_code === "111114" && !c.acknowledged_at)!.id;
    expect((await ack(id)).statusCode).toBe(200);
    const state = { status: "coming", called_at: calledAt, acknowledged_at: now.toISOString() };
    expect(await coming).toEqual(state);
    expect((await k.prepare("111114")).waiter_call).toEqual(state);
    expect(guest.states.map((s) => s.status)).toEqual(["called", "coming"]);
    expect(byToken.states).toEqual(guest.states);

    // A socket that listens later catches up at once.
    const late = connect();
    const caught = late.next("coming");
    expect(await late.listen({ table: "111114", access_code: prepared.inside.access_code })).toEqual({
      ok: true,
    });
    expect(await caught).toEqual(state);

    // Ten minutes after the answer the page no longer says a waiter is coming.
    later(10 * 60_000 + 1000);
    expect((await k.prepare("111114")).waiter_call ?? null).toBeNull();
  });
});
