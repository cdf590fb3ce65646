import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io } from "socket.io-client";
import { staffNamespace } from "@tablewise/domain/contract/staff";
import {
  kitchenPrinterEvent,
  kitchenPrinterHintSchema,
  type KitchenPrinterHint,
} from "@tablewise/domain/contract/printers";
import { demoStaffToken } from "../staff/index";
import { sql } from "drizzle-orm";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { kitchenRows } from "../../test/kitchen-rows";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";

// The printers' staff API: roles, venue isolation, bad input in the error envelope, and which addresses
// the server agrees to dial (SSRF).
type T = Awaited<ReturnType<typeof createTestApp>>;

async function venueOf(t: T) {
  return ((await t.db.db.execute(sql`select id from venues limit 1`)).rows[0] as { id: string }).id;
}

describe("printers API on a server allowed to reach local stand-ins", () => {
  let t: T;
  let venueId: string;
  let station: string;
  let paper: PrinterStandIn;
  const base = () => `/api/staff/venues/${venueId}/kitchen`;
  const call = (method: "GET" | "POST", url: string, role: StaffRole, payload?: object) =>
    t.app.inject({
      method,
      url: `${base()}${url}`,
      headers: asStaff(venueId, role),
      ...(payload ? { payload } : {}),
    });
  const body = (over: object = {}) => ({
    station_id: station,
    name: "Hot line",
    host: paper.host,
    port: paper.port,
    width_mm: 58,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({
      app: { staffAuthenticator: testStaffAuthenticator },
      env: { PRINTER_NETWORKS: "127.0.0.0/8", PRINTER_PORTS: "1024-65535", PRINT_INTERVAL_MS: 50 },
    });
    await t.app.ready();
    venueId = await venueOf(t);
    station = await kitchenRows(t.db.db, venueId).station("Kitchen");
    paper = await startPrinterStandIn();
  });
  afterAll(async () => {
    await paper.close();
    await t.close();
  });

  it("lets a manager add a printer, print a test page on it and see it online", async () => {
    const created = await call("POST", "/printers", "manager", body());
    expect(created.statusCode).toBe(200);
    const printer = created.json().data.printer;
    expect(printer).toMatchObject({
      name: "Hot line",
      width_mm: 58,
      role: "main",
      status: "unknown",
      waiting: 0,
    });
    const test = await call("POST", `/printers/${printer._id}/test`, "manager");
    expect(test.statusCode).toBe(200);
    const [page] = await paper.waitForPrinted(1);
    expect(page!.text).toContain("TEST");
    expect(page!.text).toContain("Борщ, вареники, їжак");
    await expect
      .poll(async () => (await call("GET", "/printers", "kitchen")).json().data.printers[0].status)
      .toBe("online");
  });

  it("tells the venue's consoles on the staff socket when a station's printers change", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${staffNamespace}`;
    const socket = io(url, {
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      auth: { token: demoStaffToken, venue_id: venueId },
    });
    const heard: KitchenPrinterHint[] = [];
    socket.on(kitchenPrinterEvent, (hint: unknown) => heard.push(kitchenPrinterHintSchema.parse(hint)));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    try {
      const printerId = (await call("GET", "/printers", "manager")).json().data.printers[0]._id;
      await call("POST", `/printers/${printerId}/test`, "manager");
      await expect.poll(() => heard.length).toBeGreaterThanOrEqual(2);
      expect(heard.every((h) => h.station_id === station)).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it("lets the kitchen and waiters reprint a ticket, printed under COPY, and not set printers up", async () => {
    const ticket = await kitchenRows(t.db.db, venueId).ticket(station);
    for (const role of ["kitchen", "waiter"] as const) {
      expect((await call("POST", `/tickets/${ticket.id}/reprint`, role)).statusCode).toBe(200);
      expect((await call("POST", "/printers", role, body())).json()).toMatchObject({
        success: false,
        error: { code: "forbidden" },
      });
    }
    const printed = await paper.waitForPrinted(4);
    expect(printed.slice(2).map((p) => p.lines[0]!.text.trim())).toEqual(["COPY", "COPY"]);
    const printerId = (await call("GET", "/printers", "manager")).json().data.printers[0]._id;
    expect((await call("POST", `/printers/${printerId}/test`, "waiter")).statusCode).toBe(403);
    expect((await call("POST", `/printers/${printerId}/remove`, "kitchen")).statusCode).toBe(403);
  });

  it("refuses another venue's staff, and answers another venue's ticket or printer id as not found", async () => {
    const other = await t.app.inject({
      method: "GET",
      url: `${base()}/printers`,
      headers: asStaff("other-venue", "manager"),
    });
    expect(other.statusCode).toBe(403);
    expect((await call("POST", "/tickets/nope/reprint", "manager")).json()).toMatchObject({
      error: { code: "not_found" },
    });
    expect((await call("POST", "/printers/nope/test", "manager")).statusCode).toBe(404);
    expect((await call("POST", "/printers", "manager", body({ station_id: "nope" }))).statusCode).toBe(404);
  });

  it.each([
    ["no host", { host: "" }],
    ["a URL for a host", { host: "http://10.0.0.5/x" }],
    ["a paper width no printer has", { width_mm: 70 }],
    ["port 0", { port: 0 }],
    ["a port past 65535", { port: 70000 }],
    ["a role that is not one", { role: "spare" }],
    ["an unknown field", { colour: "red" }],
    ["a string for the port", { port: "9100" }],
  ])("answers %s with a 400 in the error envelope", async (_, over) => {
    const res = await call("POST", "/printers", "manager", body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: "validation_failed" } });
  });

  it("refuses a reprint for a station without a printer with a 409", async () => {
    const rows = kitchenRows(t.db.db, venueId);
    const ticket = await rows.ticket(await rows.station("Pastry"));
    expect((await call("POST", `/tickets/${ticket.id}/reprint`, "manager")).json()).toMatchObject({
      error: { code: "conflict" },
    });
  });
});

describe("printers API on a server with the default printer networks", () => {
  let t: T;
  let venueId: string;
  let station: string;
  beforeAll(async () => {
    t = await createTestApp({
      app: { staffAuthenticator: testStaffAuthenticator },
      env: { PRINT_INTERVAL_MS: 0 },
    });
    venueId = await venueOf(t);
    station = await kitchenRows(t.db.db, venueId).station("Kitchen");
  });
  afterAll(() => t.close());
  const create = (host: string, port = 9100) =>
    t.app.inject({
      method: "POST",
      url: `/api/staff/venues/${venueId}/kitchen/printers`,
      headers: asStaff(venueId, "manager"),
      payload: { station_id: station, name: "P", host, port, width_mm: 80 },
    });

  it.each([
    ["the server itself", "127.0.0.1"],
    ["the server by name", "localhost"],
    ["IPv6 loopback", "::1"],
    ["loopback written as IPv4-mapped IPv6", "::ffff:127.0.0.1"],
    ["the cloud metadata address", "169.254.169.254"],
    ["a public address", "8.8.8.8"],
    ["the unspecified address", "0.0.0.0"],
    ["a name that does not resolve", "printer.invalid"],
  ])("refuses %s as a printer address", async (_, host) => {
    const res = await create(host);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: "bad_request" } });
  });

  it("refuses a LAN address on a port that is not a printer's (a database, a web admin)", async () => {
    for (const port of [5432, 80, 22]) expect((await create("192.168.1.50", port)).statusCode).toBe(400);
  });

  it("accepts a printer on the venue's LAN at port 9100", async () => {
    for (const host of ["192.168.1.50", "10.0.0.7", "172.16.4.2"])
      expect((await create(host)).statusCode).toBe(200);
  });
});
