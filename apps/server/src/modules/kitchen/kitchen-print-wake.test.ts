import { afterAll, beforeAll, expect, it } from "vitest";
import { demoStaffToken } from "../staff/staff-auth";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn } from "../../test/eat-in";
import { startPrinterStandIn, type PrinterStandIn } from "../../test/printer-stand-in";

// The print worker is woken by a job its own process committed: with the safety poll a minute apart, an
// accepted order's ticket and a person's reprint still reach the printer within a second.
let t: Awaited<ReturnType<typeof createTestApp>>;
let paper: PrinterStandIn;
const bearer = { authorization: `Bearer ${demoStaffToken}` };
const kitchenBase = "/api/staff/venues/demo/kitchen";

beforeAll(async () => {
  paper = await startPrinterStandIn();
  t = await createTestApp({
    seed: "demo",
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { PRINTER_NETWORKS: "127.0.0.0/8", PRINTER_PORTS: "1024-65535", PRINT_INTERVAL_MS: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
  await paper.close();
});

it("prints an accepted order's ticket and its reprint at once, not at the next poll", async () => {
  const added = await t.app.inject({
    method: "POST",
    url: `${kitchenBase}/printers`,
    headers: bearer,
    payload: {
      station_id: "demo-station-bar",
      name: "Bar",
      host: paper.host,
      port: paper.port,
      width_mm: 80,
    },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const { order } = await eatIn(t.app).order("111111", [
    { menu_id: "demo-bar", product_id: "p-negroni", quantity: 1 },
  ]);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/staff/orders/${order._id}/accept`,
    headers: bearer,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [ticket] = await paper.waitForPrinted(1, 1000);
  expect(ticket!.text).toContain("Negroni");

  const board = await t.app.inject({
    method: "GET",
    url: `${kitchenBase}/stations/demo-station-bar/board`,
    headers: bearer,
  });
  const ticketId = (board.json() as { data: { tickets: { _id: string }[] } }).data.tickets[0]!._id;
  const reprint = await t.app.inject({
    method: "POST",
    url: `${kitchenBase}/tickets/${ticketId}/reprint`,
    headers: bearer,
  });
  expect(reprint.statusCode, reprint.body).toBe(200);
  const printed = await paper.waitForPrinted(2, 1000);
  expect(printed[1]!.lines[0]!.text.trim()).toBe("COPY");
});
