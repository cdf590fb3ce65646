import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expect, expectNoAxeViolations, test, guestPhone } from "./fixtures";
import { paidTakeaway } from "./takeaway-walk";
import { shotsRoot } from "./shots";

// The guest's receipt with its fiscal receipt (docs/fiscal.md) at 390x844 in English and Arabic, with axe.
// The e2e server runs no Checkbox, so the fiscal receipts call is answered here with what the server
// answers once Checkbox numbered a receipt (the server's own tests issue it against the Checkbox stand-in).
// Table 111119 of the demo venue, which no other spec uses. Screenshots go to e2e/shots.ts's folder.
const table = "111119";
const shotsDir = path.join(shotsRoot, "fiscal-receipt");
const fiscal = {
  success: true,
  data: {
    receipts: [
      { kind: "sale", fiscal_code: "TEST-000042", receipt_url: "https://check.checkbox.ua/test-receipt" },
    ],
  },
};

async function guest(browser: Browser, locale: "en" | "ar") {
  // The fiscal receipts call is page.route's answer: no service worker stands between (guest worker).
  const page = await guestPhone(browser, locale, { serviceWorkers: "block" });
  await page.route("**/api/superapp/orders/*/fiscal-receipts", (route) => route.fulfill({ json: fiscal }));
  await page.route("**/api/superapp/preorders/*/fiscal-receipts", (route) => route.fulfill({ json: fiscal }));
  return page;
}

async function orderAndPayCash(page: Page) {
  await page.goto(`/inside/${table}`);
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click();
  await added;
  await page.goto(`/inside/${table}/cart`);
  await page.getByTestId("cart-order").click();
  await expect(page.getByTestId("slide-unpaid")).toBeVisible({ timeout: 25_000 });
  await page.goto(`/inside/${table}/order`);
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-cash").click();
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("payment-receipt")).toBeVisible();
}

test("the guest's receipt shows the fiscal number and the receipt link, in English and Arabic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shotsDir, { recursive: true });
  const en = await guest(browser, "en");
  await orderAndPayCash(en);
  const block = en.getByTestId("receipt-fiscal");
  await expect(block).toContainText("Fiscal receipt");
  await expect(block).toContainText("TEST-000042");
  await expect(block.getByRole("link", { name: "Open the receipt" })).toHaveAttribute(
    "href",
    "https://check.checkbox.ua/test-receipt",
  );
  await block.scrollIntoViewIfNeeded();
  await en.screenshot({ path: `${shotsDir}/guest-receipt-en.png` });
  await expectNoAxeViolations(en, "guest receipt with a fiscal receipt (English)");

  const ar = await guest(browser, "ar");
  await ar.goto(`/inside/${table}`);
  await expect(ar.locator("html")).toHaveAttribute("dir", "rtl");
  await ar.goto(new URL(en.url()).pathname);
  const arBlock = ar.getByTestId("receipt-fiscal");
  await expect(arBlock).toContainText("الإيصال الضريبي");
  await expect(arBlock.getByRole("link", { name: "فتح الإيصال" })).toBeVisible();
  await arBlock.scrollIntoViewIfNeeded();
  await ar.screenshot({ path: `${shotsDir}/guest-receipt-ar.png` });
  await expectNoAxeViolations(ar, "guest receipt with a fiscal receipt (Arabic)");
});

test("the takeaway receipt shows the fiscal number too, in English and Arabic", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shotsDir, { recursive: true });
  const en = await guest(browser, "en");
  await paidTakeaway(en, request);
  await expect(en.getByTestId("receipt-paid-online")).toContainText("paid");
  const block = en.getByTestId("receipt-fiscal");
  await expect(block).toContainText("TEST-000042");
  await expect(block.getByRole("link", { name: "Open the receipt" })).toHaveAttribute(
    "href",
    "https://check.checkbox.ua/test-receipt",
  );
  await block.scrollIntoViewIfNeeded();
  await en.screenshot({ path: `${shotsDir}/takeaway-receipt-en.png` });
  await expectNoAxeViolations(en, "takeaway receipt with a fiscal receipt (English)");

  const ar = await guest(browser, "ar");
  await ar.goto(new URL(en.url()).pathname);
  await expect(ar.locator("html")).toHaveAttribute("dir", "rtl");
  const arBlock = ar.getByTestId("receipt-fiscal");
  await expect(arBlock).toContainText("الإيصال الضريبي");
  await expect(arBlock.getByRole("link", { name: "فتح الإيصال" })).toBeVisible();
  await arBlock.scrollIntoViewIfNeeded();
  await ar.screenshot({ path: `${shotsDir}/takeaway-receipt-ar.png` });
  await expectNoAxeViolations(ar, "takeaway receipt with a fiscal receipt (Arabic)");
});
