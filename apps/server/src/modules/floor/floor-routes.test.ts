import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import {
  acknowledgeAlertCall,
  alertTimingsCall,
  startShiftCall,
  type FloorAlert,
} from "@tablewise/domain/contract/floor";
import { consoleCsrfHeader, staffNamespace } from "@tablewise/domain/contract/staff";
import { asPerson, floorPeopleAuthenticator, readFloorSettled } from "../../test/floor-people";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf } from "../../test/eat-in";
import { demoStaffToken } from "../staff/index";

// The floor's calls (contract/floor.ts): the phone view's read, shifts and what they follow, one person
// acknowledging an alert, the venue's timings; roles, tenancy and bad input.
const now = new Date("2031-05-06T18:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
const floorUrl = "/api/staff/venues/demo/floor";
type Who = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: floorPeopleAuthenticator },
  });
  k = eatIn(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Who) => t.app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Who, payload?: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const readFloor = (who: Who) => readFloorSettled(t.app, who);
const waitingAlert = async (code: string) => {
  const { order } = await k.order(code);
  const alert = (await readFloor(asPerson("w1", "waiter"))).alerts.find(
    (a) => a.order_id === order._id && a.kind === "order_waiting",
  );
  expect(alert).toBeDefined();
  return { order, alert: alert! };
};
const acknowledge = (alertId: string, who: Who, venue = "demo") =>
  post(`/api/staff/venues/${venue}/floor/alerts/${alertId}/acknowledge`, who);

describe("shifts: what a person follows", () => {
  it("a shift follows halls and tables; the floor says mine and who follows; a new shift replaces the old", async () => {
    const started = await post(`${floorUrl}/shift`, asPerson("w1", "waiter"), {
      halls: ["Terrace"],
      tables: ["111111"],
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(startShiftCall.response.parse(started.json()).data.shift).toMatchObject({
      halls: ["Terrace"],
      tables: ["111111"],
      started_at: now.toISOString(),
    });
    const f = await readFloor(asPerson("w1", "waiter"));
    expect(f.shift).toMatchObject({ halls: ["Terrace"], tables: ["111111"] });
    expect(f.halls).toEqual(["Hall", "Terrace"]);
    const byCode = new Map(f.tables.map((x) => [x.code, x]));
    for (const code of ["111111", "123456", "123457"])
      expect(byCode.get(code)).toMatchObject({ mine: true, followed_by: ["Name w1"] });
    expect(byCode.get("111112")).toMatchObject({ mine: false, followed_by: [], state: "free" });
    // Another person sees who follows, and that it is not theirs.
    const other = await readFloor(asPerson("w2", "waiter"));
    expect(other.shift).toBeNull();
    expect(other.tables.find((x) => x.code === "111111")).toMatchObject({
      mine: false,
      followed_by: ["Name w1"],
    });

    expect(
      (await post(`${floorUrl}/shift`, asPerson("w1", "waiter"), { halls: [], tables: ["111112"] }))
        .statusCode,
    ).toBe(200);
    const replaced = await readFloor(asPerson("w1", "waiter"));
    expect(replaced.tables.filter((x) => x.mine).map((x) => x.code)).toEqual(["111112"]);
    const ended = await post(`${floorUrl}/shift/end`, asPerson("w1", "waiter"));
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await readFloor(asPerson("w1", "waiter"));
    expect(after.shift).toBeNull();
    expect(after.tables.every((x) => !x.mine && x.followed_by.length === 0)).toBe(true);
  });

  it("refuses halls and tables that are not the venue's, and bad bodies, with a 400 naming them", async () => {
    const foreign = await post(`${floorUrl}/shift`, asPerson("w1", "waiter"), {
      halls: [],
      tables: ["222222"],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toMatchObject({ code: "validation_failed" });
    expect(errorOf(foreign).message).toContain("222222");
    const hall = await post(`${floorUrl}/shift`, asPerson("w1", "waiter"), { halls: ["Cellar"], tables: [] });
    expect(hall.statusCode).toBe(400);
    for (const body of [
      {},
      { halls: "Hall", tables: [] },
      { halls: [], tables: [], extra: 1 },
      { halls: [""], tables: [] },
      { halls: [], tables: Array.from({ length: 501 }, (_, i) => String(i)) },
      { halls: ["x".repeat(61)], tables: [] },
      [],
    ]) {
      const res = await post(`${floorUrl}/shift`, asPerson("w1", "waiter"), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notJson = await t.app.inject({
      method: "POST",
      url: `${floorUrl}/shift`,
      headers: { ...asPerson("w1", "waiter"), "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
    expect((await readFloor(asPerson("w1", "waiter"))).shift).toBeNull();
  });

  it("the service credential reads the floor but has no shift of its own (403)", async () => {
    const service = { authorization: `Bearer ${demoStaffToken}`, [consoleCsrfHeader]: "1" };
    expect((await readFloor(service)).shift).toBeNull();
    expect((await post(`${floorUrl}/shift`, service, { halls: [], tables: [] })).statusCode).toBe(403);
  });
});

describe("acknowledging an alert", () => {
  it("one person takes it; a second gets 409 alert_taken naming who; the first again gets it as it is", async () => {
    const { order, alert } = await waitingAlert("111113");
    const first = await acknowledge(alert._id, asPerson("w1", "waiter"));
    expect(first.statusCode, first.body).toBe(200);
    expect(acknowledgeAlertCall.response.parse(first.json()).data.alert).toMatchObject({
      status: "acknowledged",
      acknowledged_by: "Name w1",
      acknowledged_at: now.toISOString(),
    });
    const second = await acknowledge(alert._id, asPerson("m1", "manager"));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: "alert_taken", details: { acknowledged_by: "Name w1" } });
    expect(errorOf(second).message).toContain("Name w1");
    expect((await acknowledge(alert._id, asPerson("w1", "waiter"))).statusCode).toBe(200);
    expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
    // Resolved since: nobody else takes it.
    const late = await acknowledge(alert._id, asPerson("w2", "waiter"));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe("alert_taken");
  });

  it("of two people at once, exactly one takes it", async () => {
    const { order, alert } = await waitingAlert("111114");
    const answers = await Promise.all(
      ["w1", "w2", "w3", "w4"].map((id) => acknowledge(alert._id, asPerson(id, "waiter"))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
  });

  it("a resolved alert nobody took answers 409 conflict; an unknown id 404; a bad id 400", async () => {
    const { order, alert } = await waitingAlert("111115");
    expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
    await t.app.floor.settled();
    const resolved = await acknowledge(alert._id, asPerson("w1", "waiter"));
    expect(resolved.statusCode).toBe(409);
    expect(errorOf(resolved).code).toBe("conflict");
    expect((await acknowledge("no-such-alert", asPerson("w1", "waiter"))).statusCode).toBe(404);
    expect((await acknowledge("x".repeat(65), asPerson("w1", "waiter"))).statusCode).toBe(400);
  });

  it("tells the venue's consoles: floor:alert on the staff socket when made and when taken", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket: Socket = io(`${base}${staffNamespace}`, {
      transports: ["websocket"],
      forceNew: true,
      auth: { token: demoStaffToken, venue_id: "demo" },
    });
    const heard: FloorAlert[] = [];
    socket.on("floor:alert", (a: FloorAlert) => void heard.push(a));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    try {
      const { order, alert } = await waitingAlert("111116");
      expect((await acknowledge(alert._id, asPerson("w1", "waiter"))).statusCode).toBe(200);
      for (let i = 0; i < 100 && heard.filter((a) => a._id === alert._id).length < 2; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(heard.filter((a) => a._id === alert._id).map((a) => a.status)).toEqual(["open", "acknowledged"]);
      expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
    } finally {
      socket.disconnect();
    }
  });
});

describe("roles and tenancy", () => {
  it("refuses the kitchen (403), another venue's staff on this venue (403) and another venue's alert (404)", async () => {
    const kitchen = asPerson("c1", "kitchen");
    expect((await get(floorUrl, kitchen)).statusCode).toBe(403);
    expect((await post(`${floorUrl}/shift`, kitchen, { halls: [], tables: [] })).statusCode).toBe(403);
    expect((await post(`${floorUrl}/shift/end`, kitchen)).statusCode).toBe(403);
    const stranger = asPerson("g1", "manager", "demo-geo");
    expect((await get(floorUrl, stranger)).statusCode).toBe(403);
    expect((await get(`${floorUrl}/timings`, stranger)).statusCode).toBe(403);
    const { order, alert } = await waitingAlert("111117");
    expect((await acknowledge(alert._id, stranger)).statusCode).toBe(403);
    // Through its own venue's path, another venue's alert does not exist.
    const foreign = await acknowledge(alert._id, stranger, "demo-geo");
    expect(foreign.statusCode).toBe(404);
    expect((await readFloor(asPerson("w1", "waiter"))).alerts.find((a) => a._id === alert._id)!.status).toBe(
      "open",
    );
    expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
    // A change without the console's CSRF header is refused.
    const noCsrf = await t.app.inject({
      method: "POST",
      url: `${floorUrl}/shift/end`,
      headers: { "x-test-person": "w1:waiter:demo" },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe("the venue's timings", () => {
  it("has the defaults, a manager saves new ones, waiters cannot read or change them", async () => {
    const manager = asPerson("m1", "manager");
    const read = await get(`${floorUrl}/timings`, manager);
    expect(read.statusCode, read.body).toBe(200);
    expect(alertTimingsCall.response.parse(read.json()).data.timings).toEqual({
      part_paid_after_min: 10,
      walkout_after_min: 20,
      escalate_after_min: 3,
    });
    const wanted = { part_paid_after_min: 15, walkout_after_min: 45, escalate_after_min: 5 };
    const saved = await post(`${floorUrl}/timings`, manager, wanted);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      alertTimingsCall.response.parse((await get(`${floorUrl}/timings`, manager)).json()).data.timings,
    ).toEqual(wanted);
    expect((await get(`${floorUrl}/timings`, asPerson("w1", "waiter"))).statusCode).toBe(403);
    expect((await post(`${floorUrl}/timings`, asPerson("w1", "waiter"), wanted)).statusCode).toBe(403);
  });

  it("refuses minutes out of range, fractions, strings, missing and extra fields (400)", async () => {
    const manager = asPerson("m1", "manager");
    const good = { part_paid_after_min: 10, walkout_after_min: 20, escalate_after_min: 3 };
    for (const bad of [
      { ...good, part_paid_after_min: 0 },
      { ...good, walkout_after_min: 241 },
      { ...good, escalate_after_min: 61 },
      { ...good, escalate_after_min: 2.5 },
      { ...good, escalate_after_min: "3" },
      { ...good, escalate_after_min: -1 },
      { part_paid_after_min: 10, walkout_after_min: 20 },
      { ...good, sound: true },
      null,
    ]) {
      const res = await post(`${floorUrl}/timings`, manager, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
