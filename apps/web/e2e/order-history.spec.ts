import { test, expect, expectNoAxeViolations } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { consoleViewport, demoStaff, guestPhone, signIn } from "./console-fixtures";
import { shotsRoot } from "./shots";

// An order paid and closed leaves the board; the console's History finds it again by table and by
// number, opens it, refunds a part, and the refund shows on the order and in the day view. The walk
// uses a table of its own (Garden · 5, added here), so two halls of the demo venue have a "Table 5" and
// the rows must name the hall. Screenshots in English and Arabic at 1280x800 and 768x1024.
test.describe.configure({ mode: "serial" });

const shots = shotsRoot;
const staffAuth = { authorization: "Bearer demo-staff-token" };

async function addTable(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/staff/venues/demo/setup/tables", {
    headers: staffAuth,
    data: { section_name: "Garden", table_name: "5" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { table: { code: string } } }).data.table.code;
}

// A guest at the table orders one dish and pays it all online (the sandbox approves): the bill closes.
async function orderAndPayOnline(page: Page, code: string): Promise<string> {
  await page.goto(`/inside/${code}`);
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click();
  await added;
  await page.goto(`/inside/${code}/cart`);
  await page.getByTestId("cart-order").click();
  // The demo autopilot accepts it after 8 s.
  await expect(page.getByTestId("slide-unpaid")).toBeVisible({ timeout: 20_000 });
  await page.goto(`/inside/${code}/order`);
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-online").click();
  await expect(page.getByTestId("pay-method-sheet")).toHaveCount(0);
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
  await page.getByTestId("online-pay-link").click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/receipt\//);
  return page.url().split("/receipt/")[1]!.split("?")[0]!;
}

test("a paid and closed order is found in History by table and number, opened, refunded in part, and the day view shows it", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const code = await addTable(request);
  const guest = await guestPhone(browser, baseURL!);
  const orderId = await orderAndPayOnline(guest.page, code);
  await guest.context.close();
  const detail = await request.get(`/api/staff/orders/${orderId}`, { headers: staffAuth });
  const { order } = (await detail.json()).data as {
    order: { serial_order_id: number; status: string; total: number };
  };
  expect(order.status).toBe("closed");
  const serial = order.serial_order_id;

  await page.setViewportSize(consoleViewport.viewport);
  await signIn(page, demoStaff.manager);
  // It has left the board; History is in the nav.
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "History" })
    .click();
  await expect(page.getByRole("heading", { name: "Order history" })).toBeVisible();

  // By table: every hall's Table 5 of today, each row naming its hall.
  await page.getByLabel("Table", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/table=5/);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `Open order #${serial}` }) });
  await expect(row).toContainText("Garden · Table 5");
  await expect(row).toContainText("Closed");
  await expect(row).toContainText("Online");
  await expectNoAxeViolations(page, "history by table");
  await page.screenshot({ path: `${shots}/history-by-table-en-1280.png` });

  // By number, on every day.
  await page.getByRole("link", { name: "Clear" }).click();
  await page.getByLabel("Day", { exact: true }).fill("");
  await page.getByLabel("Order number").fill(String(serial));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("region", { name: "1 order shown" })).toBeVisible();
  await page.getByRole("link", { name: `Open order #${serial}` }).click();

  // The order panel: lines, payments, audit; a manager refunds a part of the online payment.
  const panel = page.getByRole("complementary");
  await expect(panel.getByRole("heading", { name: new RegExp(`#${serial}`) })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "History" })).toBeVisible();
  await panel.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("A part").check();
  await dialog.getByLabel("Amount").fill("1");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: /^Refund/ }).click();
  await expect(panel).toContainText(/refunded/i);
  await expectNoAxeViolations(page, "history order panel after a refund");
  await page.screenshot({ path: `${shots}/history-order-refunded-en-1280.png` });

  // Closing goes back to the same search, whose row now shows the refund.
  await panel.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/console\/history\?.*serial=/);
  const refundedRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `Open order #${serial}` }) });
  await expect(refundedRow.getByRole("cell").last()).not.toHaveText("—");

  // The day view: the payment's row names Garden · Table 5, shows the refund and links to the order.
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Day" }).click();
  const dayRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `#${serial}`, exact: true }) });
  await expect(dayRow).toContainText("Garden · Table 5");
  await expect(dayRow.getByRole("cell").last()).not.toHaveText("—");
  await dayRow.getByRole("link", { name: `#${serial}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/console/history/orders/${orderId}`));
  await expect(page.getByRole("complementary")).toContainText(/refunded/i);

  // The same in Arabic (right to left), at 1280x800 and at 768x1024.
  await page.goto("/console/history?date=any");
  await page.locator(".lang-picker__select").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "سجل الطلبات" })).toBeVisible();
  await expect(page.getByRole("link", { name: `فتح الطلب رقم ${serial}` })).toBeVisible();
  await expectNoAxeViolations(page, "history in Arabic");
  await page.screenshot({ path: `${shots}/history-ar-1280.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(page, "history in Arabic at 768");
  await page.screenshot({ path: `${shots}/history-ar-768.png` });
  await page.getByRole("link", { name: `فتح الطلب رقم ${serial}` }).click();
  await expect(page.getByRole("complementary")).toBeVisible();
  await page.screenshot({ path: `${shots}/history-order-ar-768.png` });
  await page.locator(".lang-picker__select").selectOption("en");
  await page.goto("/console/history?date=any");
  await expect(page.getByRole("heading", { name: "Order history" })).toBeVisible();
  await expectNoAxeViolations(page, "history in English at 768");
  await page.screenshot({ path: `${shots}/history-en-768.png` });
});
