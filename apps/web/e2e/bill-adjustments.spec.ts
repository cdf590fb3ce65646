import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { consoleViewport, demoStaff, guestPhone, lane, signIn } from "./console-fixtures";
import { shotsRoot } from "./shots";

// SPEC §4 bill, walked in the console and on a guest's phone: a walkout closed with its reason, a comp
// by the manager, a void by a waiter with the manager's approval typed on the spot, the guest's bill
// saying each as it happens, and the day view counting them. The walk adds a table of its own in the
// Garden: a demo table is shared with specs running beside it (CI saw eat-in's guest join this bill).
// The walkout's bill is closed before the next guest sits there.
const shot = (name: string) => path.join(shotsRoot, `${name}.png`);
test.use(consoleViewport);
test.describe.configure({ mode: "serial" });

async function addTable(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/staff/venues/demo/setup/tables", {
    headers: { authorization: "Bearer demo-staff-token" },
    data: { section_name: "Garden", table_name: `6-${Date.now().toString(36).slice(-4)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { table: { code: string } } }).data.table.code;
}

// A guest at the table orders `units` of the menu's first product; answers the order's serial.
async function guestOrders(guest: Page, code: string, units: number): Promise<number> {
  await guest.goto(`/inside/${code}`);
  await expect(guest).toHaveURL(new RegExp(`/inside/${code}$`));
  await expect(
    guest.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = guest.getByTestId("menu-card").first();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  for (let i = 0; i < units; i++) {
    const added = guest.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
    await guest.locator("[data-testid=product-add]:visible").first().click();
    await added;
  }
  await guest.goto(`/inside/${code}/cart`);
  const ordered = guest.waitForResponse((r) => r.url().endsWith(`/inside/${code}/create`) && r.ok());
  await guest.getByTestId("cart-order").click();
  return ((await (await ordered).json()) as { data: { order: { serial_order_id: number } } }).data.order
    .serial_order_id;
}

const ticketOf = (page: Page, laneName: RegExp, serial: number) =>
  lane(page, laneName).getByRole("article", { name: new RegExp(`#${serial}\\b`) });

async function consoleAt(browser: Browser, baseURL: string, size: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    isMobile: false,
    hasTouch: false,
    locale: "en-US",
    timezoneId: "Europe/Kyiv",
  });
  return { context, page: await context.newPage() };
}

test("a walkout closed with its reason, a manager's comp, a waiter's void with the manager's approval, live on the guest's bill and counted in the day", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const code = await addTable(request);
  await signIn(page, demoStaff.manager);

  // 1. A table orders, is served, and walks out: Close bill names the amount and asks why.
  const first = await guestPhone(browser, baseURL!);
  const walkout = await guestOrders(first.page, code, 1);
  await ticketOf(page, /^New/, walkout).getByRole("button", { name: "Accept" }).click();
  await ticketOf(page, /^In progress/, walkout)
    .getByRole("button", { name: "Served" })
    .click();
  await ticketOf(page, /^In progress/, walkout)
    .getByRole("button", { name: "Close bill" })
    .click();
  const closeDialog = page.getByRole("dialog", { name: `Close bill #${walkout}` });
  await expect(closeDialog).toContainText("is not paid");
  await closeDialog.getByLabel("Walked out").check();
  await expectNoAxeViolations(page, "close bill dialog");
  await page.screenshot({ path: shot("close-unpaid-1280") });
  await closeDialog.getByRole("button", { name: "Next" }).click();
  await closeDialog.getByRole("button", { name: /^Close with .* unpaid$/ }).click();
  await expect(ticketOf(page, /^In progress/, walkout)).toHaveCount(0);
  await first.context.close();

  // 2. The next guests order 3; their bill is open on the phone when the manager comps one.
  const { context, page: guest } = await guestPhone(browser, baseURL!);
  const serial = await guestOrders(guest, code, 3);
  await ticketOf(page, /^New/, serial).getByRole("button", { name: "Accept" }).click();
  await guest.goto(`/inside/${code}/orders`);
  await guest.getByTestId("open-bill").click();
  await expect(guest.getByTestId("order-page")).toBeVisible();

  await ticketOf(page, /^In progress/, serial)
    .getByRole("link", { name: /Details/ })
    .click();
  const panel = page.getByRole("complementary");
  await panel.getByRole("button", { name: "Void, comp or discount" }).click();
  const adjust = page.getByRole("dialog", { name: `Change bill #${serial}` });
  await adjust.getByLabel("On the house").check();
  await adjust.getByLabel("Items").selectOption({ index: 1 });
  await adjust.getByLabel("How many").fill("1");
  await adjust.getByLabel("Reason").fill("Birthday");
  await expectNoAxeViolations(page, "adjust dialog, manager");
  await adjust.getByRole("button", { name: /^Comp / }).click();
  await expect(adjust).toHaveCount(0);
  await expect(panel.getByRole("region", { name: "Changes to the bill" })).toContainText("Birthday");
  await expect(guest.getByTestId("bill-changes")).toContainText("On the house: \u2068Birthday\u2069", {
    timeout: 5_000,
  });

  // 3. A waiter on a tablet voids one with the manager's login and password typed into the dialog.
  const tablet = await consoleAt(browser, baseURL!, { width: 768, height: 1024 });
  await signIn(tablet.page, demoStaff.waiter);
  // The same order the manager has open (its address is the panel's).
  await tablet.page.goto(new URL(page.url()).pathname);
  await tablet.page.getByRole("button", { name: "Void, comp or discount" }).click();
  const voiding = tablet.page.getByRole("dialog", { name: `Change bill #${serial}` });
  await voiding.getByLabel("Void").check();
  await voiding.getByLabel("Items").selectOption({ index: 1 });
  await voiding.getByLabel("How many").fill("1");
  await voiding.getByLabel("Reason").fill("Wrong dish");
  await voiding.getByLabel("Manager's login").fill(demoStaff.manager.login);
  await voiding.getByLabel("Manager's password").fill("not-the-password");
  await voiding.getByRole("button", { name: /^Void / }).click();
  await expect(voiding.getByRole("alert")).toContainText("not right");
  await voiding.getByLabel("Manager's password").fill(demoStaff.manager.password);
  await expectNoAxeViolations(tablet.page, "adjust dialog, waiter with approval");
  await tablet.page.screenshot({ path: shot("void-approval-768") });
  await voiding.getByRole("button", { name: /^Void / }).click();
  await expect(voiding).toHaveCount(0);
  await expect(guest.getByTestId("bill-changes")).toContainText("Voided: \u2068Wrong dish\u2069", {
    timeout: 5_000,
  });
  await expect(tablet.page.getByRole("complementary")).toContainText("approved by");
  await expectNoAxeViolations(tablet.page, "order panel with changes, 768");
  await expectNoAxeViolations(guest, "guest bill with changes");
  await guest.screenshot({ path: shot("guest-bill-changes-390") });
  await tablet.context.close();

  // 4. The day view counts the unpaid close, the comp and the void.
  await page.goto("/console/day");
  const notTaken = page.getByRole("region", { name: "Not taken" });
  await expect(notTaken).toContainText("Closed unpaid");
  await expect(notTaken.getByRole("definition").first()).toContainText("(1 time)");
  await expect(notTaken).toContainText("Walked out");
  await expect(notTaken).toContainText("Wrong dish");
  await expectNoAxeViolations(page, "day view with what was not taken");
  await page.screenshot({ path: shot("day-not-taken-1280"), fullPage: true });

  // 5. The same in Arabic, right to left: the day view, and the guest's bill.
  await page.evaluate(() => window.localStorage.setItem("console_locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("region", { name: "مبالغ لم تُحصَّل" })).toBeVisible();
  await expectNoAxeViolations(page, "day view, Arabic");
  await page.screenshot({ path: shot("day-not-taken-ar-1280"), fullPage: true });
  await useLocale(guest, "ar");
  await guest.reload();
  await expect(guest.getByTestId("bill-changes")).toContainText("على حساب المحل: \u2068Birthday\u2069");
  await expectNoAxeViolations(guest, "guest bill with changes, Arabic");
  await guest.screenshot({ path: shot("guest-bill-changes-ar-390") });
  await context.close();
});
