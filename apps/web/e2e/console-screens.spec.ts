import { test, expect, expectNoAxeViolations } from "./fixtures";
import { consoleViewport } from "./console-fixtures";
import { readFileSync } from "node:fs";
import nodePath from "node:path";
import type { Page } from "@playwright/test";

// The console's screens at 1280x800 with the staff API answered by the test (shapes of
// contract/staff.ts): layout, roles, languages and axe on every screen, independent of the server's
// staff data. The flows against the real server are console.spec.ts.
test.use(consoleViewport);

// A real venue document for the setup answer (contract/setup.ts), the demo's.
const demoFile = JSON.parse(
  readFileSync(nodePath.resolve(import.meta.dirname, "../../server/src/seed/venues/demo.json"), "utf8"),
) as { venue: unknown; pay_receivers: unknown[] };
const now = Date.now();
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const venue = {
  _id: "venue-1",
  link: "demo",
  name: "Kashtan Bistro",
  currency: "₴",
  time_zone: "Europe/Kyiv",
};
const line = {
  _id: "line-1",
  product_id: "p1",
  name: "Latte",
  category: "Coffee",
  price: 60,
  full_price: 60,
  total: 120,
  quantity: 2,
  paid_quantity: 0,
  held_quantity: 0,
  variants: [{ group_id: "g", group_name: "Size", item_id: "i", name: "Large", price: 0 }],
  modificators: [],
};
const order = (serial: number, patch: Record<string, unknown> = {}) => ({
  _id: `order-secret-${serial}-aaaaaaaaaaaaaaaa`,
  status: "waiting",
  total: 120,
  sum: 120,
  tip_amount: 0,
  discount: 0,
  discount_value: 0,
  list: [line],
  appends: [],
  guests: [],
  guests_count: 1,
  split_payments: [],
  payment_requests: [],
  payments: [],
  payment_sums: { cash: 0, card: 0, online: 0, bonus: 0 },
  payment_statuses: { cash: "unpaid", card: "unpaid", online: "unpaid", bonus: "unpaid" },
  paid_at: null,
  closed_at: null,
  confirmed_at: null,
  date: at(-4),
  section: "Hall 5",
  table_name: "Table 5",
  serial_order_id: serial,
  local_id: `L${serial}`,
  order_type: "inside",
  is_delivery: false,
  cafe_id: venue._id,
  ...patch,
});
const cashRequest = {
  id: "pay-secret-aaaaaaaaaaaaaaaa",
  public_id: "P1",
  method: "cash",
  status: "requested",
  amount: 120,
  tip: 10,
  total: 130,
  refunded_amount: 0,
  items: [],
  waiter_id: null,
  created_at: at(-1),
  settled_at: null,
  expires_at: null,
};
const paying = {
  order: order(12, { status: "paying", date: at(-30) }),
  payments: [cashRequest],
  fulfilment: null,
  tariff: null,
};
const board = {
  generated_at: at(0),
  orders: [
    { order: order(14), payments: [], fulfilment: null, tariff: null },
    { order: order(13, { status: "serving", date: at(-20) }), payments: [], fulfilment: null, tariff: null },
    paying,
  ],
  reservations: [
    {
      _id: "res-secret-aaaaaaaaaaaaaaaa",
      status: "pending",
      client_first_name: "Olena",
      client_last_name: "S.",
      client_phone: "+380671234567",
      client_email: "o@example.com",
      persons_count: 2,
      reservation_date: at(120),
      deposit: 130,
      paid: true,
      services: [{ product_id: "s", name: "Table for dinner", price: 650, variants: [] }],
      cafe_id: venue._id,
      created_at: at(-60),
      expires_at: null,
    },
  ],
  waiter_calls: [
    {
      id: "call-1",
      table_code: "111115",
      section_name: "Hall 5",
      table_name: "Table 5",
      called_at: at(-2),
      acknowledged_at: null,
      acknowledged_by: null,
    },
  ],
};
const ok = (data: unknown) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify({ success: true, data }),
});

async function mockStaffApi(page: Page, role: "manager" | "waiter" | "kitchen") {
  await page.route("**/api/staff/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/api/staff/session")
      return route.fulfill(ok({ staff_id: "s1", name: "Olena", role, venue, session_expires_at: at(600) }));
    if (path.endsWith("/board")) return route.fulfill(ok(board));
    if (path.startsWith("/api/staff/orders/"))
      return route.fulfill(
        ok({
          ...paying,
          audit: [{ action: "accept", actor: { kind: "staff", name: "Olena" }, at: at(-29) }],
        }),
      );
    if (path.endsWith("/stop-list")) return route.fulfill(ok({ entries: [] }));
    // The board's notices of low guest ratings: none here.
    if (path.endsWith("/ratings/low")) return route.fulfill(ok({ ratings: [] }));
    // The order panel asks for the order's fiscal receipts: a venue without a fiscal provider has none.
    if (path.endsWith("/fiscal/receipts")) return route.fulfill(ok({ receipts: [] }));
    // …and its sends to the POS: a venue without a POS has none.
    if (path.endsWith("/pos/jobs")) return route.fulfill(ok({ jobs: [] }));
    // The manager's tables page also reads the setup document (retired tables, admin).
    if (path.endsWith("/setup"))
      return route.fulfill(
        ok({
          venue: demoFile.venue,
          venue_version: "v1",
          menus: [],
          pay_receivers: demoFile.pay_receivers,
          tables: [
            {
              section_name: "Hall 5",
              table_name: "Table 5",
              code: "111115",
              token: "tok_aaaaaaaaaaaaaaaaaaaaaaaa",
              qr_url: "/new/tok_aaaaaaaaaaaaaaaaaaaaaaaa",
              retired_at: null,
            },
          ],
          payment_gateway: null,
          image_max_bytes: 10 * 1024 * 1024,
        }),
      );
    if (path.endsWith("/tables"))
      return route.fulfill(
        ok({
          tables: [
            {
              section_name: "Hall 5",
              table_name: "Table 5",
              code: "111115",
              token: "tok_aaaaaaaaaaaaaaaaaaaaaaaa",
              qr_url: "/new/tok_aaaaaaaaaaaaaaaaaaaaaaaa",
            },
          ],
        }),
      );
    if (path.endsWith("/day"))
      return route.fulfill(
        ok({
          date: "2026-11-24",
          currency: "₴",
          orders_count: 3,
          cancelled_count: 0,
          totals: { cash: 120, card: 0, online: 0, all: 120 },
          tips: [{ waiter_id: "w", waiter_name: "Olena", amount: 10 }],
          refunds: { count: 0, amount: 0 },
          payments: [
            {
              at: at(-10),
              order_serial: 12,
              order_type: "inside",
              table_name: "Table 5",
              method: "cash",
              status: "paid",
              amount: 120,
              tip: 10,
              refunded: 0,
            },
          ],
        }),
      );
    return route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ success: false, error: { code: "not_found", message: "no" } }),
    });
  });
}

for (const locale of ["en", "ar"]) {
  test(`every console screen, ${locale}: lanes, an order, stop list, tables, day, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript((l) => window.localStorage.setItem("console_locale", l), locale);
    await mockStaffApi(page, "manager");
    await page.goto("/console");
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("article")).toHaveCount(6); // 3 orders' tickets + payment + call + reservation
    await expectNoAxeViolations(page, `board ${locale}`);

    await page
      .getByRole("link", { name: locale === "en" ? "Details #12" : /#12/ })
      .first()
      .click();
    await expect(page.getByRole("complementary")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /12/ })).toBeFocused();
    await expectNoAxeViolations(page, `order panel ${locale}`);

    for (const path of ["/console/stop-list", "/console/tables", "/console/day"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} ${locale}`);
    }
  });
}

test("the decline dialog: focus inside, a preset or a reason of one's own, Escape closes it", async ({
  page,
}) => {
  await mockStaffApi(page, "waiter");
  await page.goto("/console");
  const ticket = page.getByRole("article", { name: /#14/ });
  await ticket.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline order #14" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Other reason").check();
  await expect(dialog.getByRole("button", { name: "Decline" })).toBeDisabled();
  await dialog.getByLabel("Your reason").fill("Table is closed for an event");
  await expect(dialog.getByRole("button", { name: "Decline" })).toBeEnabled();
  await expectNoAxeViolations(page, "decline dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("roles: the kitchen sees orders and the stop list, no money, calls, reservations, tables or day", async ({
  page,
}) => {
  await mockStaffApi(page, "kitchen");
  await page.goto("/console");
  await expect(page.getByRole("region", { name: /^New/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Payments waiting/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Waiter calls/ })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Console sections" });
  await expect(nav.getByRole("link")).toHaveText(["Board", "Stop list", "Station", "Counter"]);
});

test("a phone shows one lane at a time with a filter", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await mockStaffApi(page, "waiter");
  await page.goto("/console");
  await expect(page.getByRole("article", { name: /#14/ })).toBeVisible();
  await expect(page.getByRole("article", { name: /#13/ })).toBeHidden();
  await page.getByRole("button", { name: /^In progress/ }).click();
  await expect(page.getByRole("article", { name: /#13/ })).toBeVisible();
  await expect(page.getByRole("article", { name: /#14/ })).toBeHidden();
  await expectNoAxeViolations(page, "board on a phone");
});
