import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { stationBoardCall, type Ticket } from "@tablewise/domain/contract/kitchen";
import { staffNamespace } from "@tablewise/domain/contract/staff";
import { demoStaffToken } from "../staff/staff-auth";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn } from "../../test/eat-in";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";

// A line moved to the stop list after its ticket reached the station: the station gets a cancel of it,
// exactly once, and nothing for food already made or put back on sale. The demo venue's Kitchen and Bar
// (drinks to the Bar, the rest to the Kitchen).
let now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let base = "";
let paper: PrinterStandIn;
const sockets: Socket[] = [];
const bearer = { authorization: `Bearer ${demoStaffToken}` };
const kitchenStation = "demo-station-kitchen";
const barStation = "demo-station-bar";
const kitchenBase = "/api/staff/venues/demo/kitchen";

beforeAll(async () => {
  paper = await startPrinterStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { PRINTER_NETWORKS: "127.0.0.0/8", PRINTER_PORTS: "1024-65535", PRINT_INTERVAL_MS: 50 },
  });
  k = eatIn(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await paper.close();
});

const tick = () => (now = new Date(now.getTime() + 1000));
const ticketsOf = async (station: string, orderId: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `${kitchenBase}/stations/${station}/board`,
    headers: bearer,
  });
  expect(res.statusCode, res.body).toBe(200);
  return stationBoardCall.response.parse(res.json()).data.tickets.filter((x) => x.order_id === orderId);
};
const cancels = async (station: string, orderId: string) =>
  (await ticketsOf(station, orderId)).filter((x) => x.kind === "cancel");
const stop = async (productId: string, unavailable: boolean, variantItemId: string | null = null) => {
  tick();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/demo/stop-list",
    headers: bearer,
    payload: { product_id: productId, variant_item_id: variantItemId, unavailable },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const close = (id: string) => k.staff(id, "close", { unpaid_reason: "other", note: "test over" });
const names = (tickets: Ticket[]) =>
  tickets.flatMap((x) => x.lines.map((l) => `${l.quantity} ${l.name}`)).sort();
const bar = (product: string, quantity: number) => ({ menu_id: "demo-bar", product_id: product, quantity });
const dessertAndDrinks = [
  { menu_id: "demo-kitchen", product_id: "p-napoleon", quantity: 2 },
  bar("p-negroni", 2),
  bar("p-aperol-spritz", 1),
];

function staffFeed() {
  const socket = io(`${base}${staffNamespace}`, {
    transports: ["websocket"],
    forceNew: true,
    auth: { token: demoStaffToken, venue_id: "demo" },
  });
  sockets.push(socket);
  const tickets: Ticket[] = [];
  socket.on("kitchen:ticket", (x: Ticket) => tickets.push(x));
  const connected = new Promise<void>((resolve) => socket.on("connect", () => resolve()));
  return { tickets, connected };
}
const until = async (test: () => boolean) => {
  for (let i = 0; i < 150 && !test(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(test()).toBe(true);
};

describe("a line stopped after its ticket reached the station", () => {
  // Each test starts with everything on sale, whatever the one before left.
  afterEach(async () => {
    for (const product of ["p-negroni", "p-aperol-spritz", "p-napoleon"]) await stop(product, false);
  });

  it("reaches only the station holding it, as a cancel with reason stopped, pushed and printed", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: `${kitchenBase}/printers`,
      headers: bearer,
      payload: {
        station_id: barStation,
        name: "Bar printer",
        host: paper.host,
        port: paper.port,
        width_mm: 58,
      },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const feed = staffFeed();
    await feed.connected;
    const { order } = await k.servingOrder("111111", dessertAndDrinks);
    await paper.waitForPrinted(1, 10_000);
    await stop("p-negroni", true);
    const barCancels = await cancels(barStation, order._id);
    expect(barCancels).toHaveLength(1);
    expect(barCancels[0]).toMatchObject({ kind: "cancel", reason: "stopped", order_type: "inside" });
    expect(names(barCancels)).toEqual(["2 Negroni"]);
    expect(await cancels(kitchenStation, order._id)).toEqual([]);
    await until(() => feed.tickets.some((x) => x._id === barCancels[0]!._id));
    // Printed like every other ticket, from the print job written with it: a CANCELLED slip.
    const slips = await paper.waitForPrinted(2, 10_000);
    expect(slips[1]!.text).toContain("CANCELLED");
    expect(slips[1]!.text).toContain("Negroni");
    expect(slips[1]!.text).toContain("REASON: STOP LIST");
    expect(slips[1]!.text).not.toContain("Aperol");
    await stop("p-negroni", false);
    await close(order._id);
  });

  it("is cancelled once: a replayed stop, a restore and a second stop make no second cancel", async () => {
    const { order } = await k.servingOrder("111112", dessertAndDrinks);
    await stop("p-aperol-spritz", true);
    await stop("p-aperol-spritz", true);
    // Two managers stopping it at once: one change, one cancel.
    await Promise.all([stop("p-napoleon", true), stop("p-napoleon", true)]);
    expect(names(await cancels(barStation, order._id))).toEqual(["1 Aperol Spritz"]);
    expect(names(await cancels(kitchenStation, order._id))).toEqual(["2 Napoleon cake"]);
    await stop("p-aperol-spritz", false);
    expect(await cancels(barStation, order._id)).toHaveLength(1);
    await stop("p-aperol-spritz", true);
    expect(await cancels(barStation, order._id)).toHaveLength(1);
    // The waiter then voids the stopped line with the guest: the station already knows, nothing more.
    const spritz = order.list.find((l) => l.product_id === "p-aperol-spritz")!;
    const voided = await k.staff(order._id, "adjust", {
      kind: "void",
      line_id: spritz._id,
      quantity: 1,
      reason: "Stopped",
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await cancels(barStation, order._id)).toHaveLength(1);
    await stop("p-aperol-spritz", false);
    await stop("p-napoleon", false);
    await close(order._id);
  });

  it("leaves a bumped line alone and cancels the rest of its ticket", async () => {
    const { order } = await k.servingOrder("111113", [bar("p-negroni", 1), bar("p-aperol-spritz", 1)]);
    const [ticket] = await ticketsOf(barStation, order._id);
    const negroni = ticket!.lines.find((l) => l.product_id === "p-negroni")!;
    const bumped = await t.app.inject({
      method: "POST",
      url: `${kitchenBase}/tickets/${ticket!._id}/bump`,
      headers: bearer,
      payload: { line_id: negroni.line_id },
    });
    expect(bumped.statusCode, bumped.body).toBe(200);
    await stop("p-negroni", true);
    expect(await cancels(barStation, order._id)).toEqual([]);
    await stop("p-aperol-spritz", true);
    expect(names(await cancels(barStation, order._id))).toEqual(["1 Aperol Spritz"]);
    await stop("p-negroni", false);
    await stop("p-aperol-spritz", false);
    await close(order._id);
  });

  it("an item put back on sale cancels nothing, though a ticket holds it", async () => {
    // Ordered before the stop, accepted after it: its ticket holds the stopped drink, uncancelled.
    const { order } = await k.order("111114", [bar("p-negroni", 1)]);
    await stop("p-negroni", true);
    expect((await k.staff(order._id, "accept")).statusCode).toBe(200);
    expect(names(await ticketsOf(barStation, order._id))).toEqual(["1 Negroni"]);
    await stop("p-negroni", false);
    expect(await cancels(barStation, order._id)).toEqual([]);
    await close(order._id);
  });
});
