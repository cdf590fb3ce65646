import { afterAll, beforeAll, expect, it } from "vitest";
import { demoStaffToken } from "../staff/staff-auth";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn } from "../../test/eat-in";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";

// The whole path through the server: a manager adds a printer to the demo venue's Bar, a guest orders,
// the waiter accepts, and the Bar's ticket comes out of the printer once (the print job is written with
// the ticket, the worker prints it); the Kitchen, which has no printer, queues nothing.
let t: Awaited<ReturnType<typeof createTestApp>>;
let paper: PrinterStandIn;
const bearer = { authorization: `Bearer ${demoStaffToken}` };
const kitchenBase = "/api/staff/venues/demo/kitchen";

beforeAll(async () => {
  paper = await startPrinterStandIn();
  t = await createTestApp({
    seed: "demo",
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { PRINTER_NETWORKS: "127.0.0.0/8", PRINTER_PORTS: "1024-65535", PRINT_INTERVAL_MS: 50 },
  });
});
afterAll(async () => {
  await t.close();
  await paper.close();
});

it("an accepted order's bar ticket is printed once on the Bar's printer, with its table and dish", async () => {
  const added = await t.app.inject({
    method: "POST",
    url: `${kitchenBase}/printers`,
    headers: bearer,
    payload: {
      station_id: "demo-station-bar",
      name: "Bar printer",
      host: paper.host,
      port: paper.port,
      width_mm: 58,
    },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const { order } = await eatIn(t.app).order("111111", [
    { menu_id: "demo-bar", product_id: "p-negroni", quantity: 2 },
    { menu_id: "demo-kitchen", product_id: "p-napoleon", quantity: 1 },
  ]);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/staff/orders/${order._id}/accept`,
    headers: bearer,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [ticket] = await paper.waitForPrinted(1, 10_000);
  expect(ticket!.text).toContain("Negroni");
  expect(ticket!.text).toContain(`${order.serial_order_id}`);
  expect(ticket!.text).not.toContain("Napoleon");
  expect(ticket!.text).not.toContain("COPY");
  // A replayed accept makes no second ticket, so nothing more is printed.
  await t.app.inject({ method: "POST", url: `/api/staff/orders/${order._id}/accept`, headers: bearer });
  await new Promise((r) => setTimeout(r, 500));
  expect(paper.printed).toHaveLength(1);
  const list = await t.app.inject({ method: "GET", url: `${kitchenBase}/printers`, headers: bearer });
  expect(list.json().data.printers[0]).toMatchObject({ status: "online", waiting: 0 });
});
