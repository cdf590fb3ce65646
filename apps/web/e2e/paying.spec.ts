import path from "node:path";
import { test, expect, expectNoAxeViolations, guestPhone } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { shotsRoot } from "./shots";

// Paying at the table with two guests (two browser contexts) at table
// 111111, which no other spec uses. Screenshots of the bill, the payment sheet, a partial receipt and
// Orders after a part payment, in English and Arabic, go to e2e/shots.ts's folder.
test.describe.configure({ mode: "serial" });

const table = "111111";
const shots = path.join(shotsRoot, "paying");
const staffAuth = { authorization: "Bearer demo-staff-token" };

async function addProduct(page: Page, index: number) {
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").nth(index).click();
  await added;
}

async function openMenu(page: Page) {
  await page.goto(`/inside/${table}`);
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  await expect(page.locator("[data-testid=product-add]:visible").first()).toBeVisible();
}

async function choose(page: Page, method: "cash" | "online") {
  await page.getByTestId("pay-method").click();
  await page.getByTestId(`method-${method}`).click();
  await expect(page.getByTestId("pay-method-sheet")).toHaveCount(0);
}

async function staffPayments(request: APIRequestContext, orderId: string) {
  const res = await request.get(`/api/staff/orders/${orderId}`, { headers: staffAuth });
  return (await res.json()).data.payments as { id: string; public_id: string; status: string }[];
}

async function confirm(request: APIRequestContext, orderId: string, publicId: string) {
  const p = (await staffPayments(request, orderId)).find((x) => x.public_id === publicId)!;
  expect((await request.post(`/api/staff/payments/${p.id}/confirm`, { headers: staffAuth })).ok()).toBe(true);
}

const paymentOf = (page: Page) => new URL(page.url()).searchParams.get("payment")!;

test("two guests pay parts of one bill: holds, cancel, live lines, confirmation, receipts per payment", async ({
  browser,
  request,
}) => {
  // Two phones through the bill, its payment sheets and receipts, with an axe scan on each: 1.8 min on
  // a loaded two-core CI machine, and once over 2 min.
  test.setTimeout(180_000);
  const a = await guestPhone(browser);
  const b = await guestPhone(browser, "ar");

  // Guest A orders two of the first dish and one of the second; the autopilot accepts it.
  await openMenu(a);
  await addProduct(a, 0);
  await addProduct(a, 0);
  await addProduct(a, 1);
  await a.goto(`/inside/${table}/cart`);
  await a.getByTestId("cart-order").click();
  await expect(a.getByTestId("slide-unpaid")).toBeVisible({ timeout: 25_000 });
  await a.goto(`/inside/${table}/order`);
  await expect(a.getByTestId("bill-line")).toHaveCount(2);

  // Enter on the slider never charges; it asks first.
  await a.getByTestId("slide-to-pay").focus();
  await a.keyboard.press("Enter");
  await expect(a.getByTestId("pay-confirm-sheet")).toBeVisible();
  await expectNoAxeViolations(a, "payment confirmation");
  await a.screenshot({ path: `${shots}/payment-sheet-en.png` });
  await a.getByTestId("pay-confirm-cancel").click();
  await expect(a.getByTestId("payment-requests")).toHaveCount(0);
  // A short drag that stops before the threshold springs back and charges nothing.
  const handle = a.getByTestId("slide-handle");
  const box = (await handle.boundingBox())!;
  await a.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await a.mouse.down();
  await a.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await a.mouse.up();
  await expect(a.getByTestId("pay-confirm-sheet")).toHaveCount(0);
  await expect(a.getByTestId("payment-requests")).toHaveCount(0);

  // A starts paying the first line online, guest B sees it held by another guest with the time.
  await b.goto(`/inside/${table}/order`);
  await expect(b.getByTestId("bill-line")).toHaveCount(2);
  await a.getByTestId("select-all").uncheck();
  await a.getByTestId("bill-line").first().getByRole("checkbox").check();
  await choose(a, "online");
  await a.getByTestId("slide-to-pay").click();
  await a.getByTestId("pay-confirm").click();
  await expect(a.getByTestId("online-sheet")).toBeVisible();
  const heldForB = b.getByTestId("bill-line").first().getByTestId("bill-line-held");
  await expect(heldForB).toHaveAttribute("data-mine", "false");
  await expect(heldForB).toContainText(/0[45]:\d\d/);
  await expectNoAxeViolations(b, "bill held by another guest (Arabic)");
  await b.screenshot({ path: `${shots}/bill-held-by-another-ar.png` });
  // A closes the sheet: the hold is released at once, for everyone.
  await a.getByTestId("online-sheet").getByRole("button", { name: "Close" }).click();
  await expect(b.getByTestId("bill-line").first()).toHaveAttribute("data-held", "false");
  await expect(a.getByTestId("bill-line").first()).toHaveAttribute("data-held", "false");

  // Two guests pay parts at the same time, in cash: A one of the two first dishes, B the second dish.
  await expect(a.getByTestId("bill-line").first().getByRole("checkbox")).toBeEnabled();
  await a.getByTestId("bill-line").first().getByRole("checkbox").check();
  await a.getByRole("button", { name: /one less/i }).click();
  await choose(a, "cash");
  await b.getByTestId("select-all").uncheck();
  await b.getByTestId("bill-line").nth(1).getByRole("checkbox").check();
  await choose(b, "cash");
  await a.getByTestId("slide-to-pay").click();
  await b.getByTestId("slide-to-pay").click();
  await expect(b.getByTestId("pay-confirm-sheet")).toBeVisible();
  await b.waitForTimeout(400); // the sheet's slide-in, for the picture only
  await b.screenshot({ path: `${shots}/payment-sheet-ar.png` });
  await Promise.all([a.getByTestId("pay-confirm").click(), b.getByTestId("pay-confirm").click()]);
  await expect(a.getByTestId("payment-receipt")).toBeVisible();
  await expect(b.getByTestId("payment-receipt")).toBeVisible();
  const idA = new URL(a.url()).pathname.split("/receipt/")[1]!;
  // Each receipt lists its own payment's lines and says the bill is not settled.
  await expect(a.getByTestId("payment-receipt-line")).toHaveCount(1);
  await expect(a.getByTestId("payment-receipt-line")).toContainText("1 ×");
  await expect(a.getByTestId("payment-receipt-left")).toContainText("Left to pay");

  // The waiter confirms A's payment: A's receipt updates live (no request of its own waits now
  // once confirmed, and it keeps following its order).
  await confirm(request, idA, paymentOf(a));
  await expect(a.getByTestId("payment-receipt-state")).toHaveText("paid");
  const leftBefore = await a.getByTestId("payment-receipt-left").textContent();
  await confirm(request, idA, paymentOf(b));
  await expect(a.getByTestId("payment-receipt-left")).not.toHaveText(leftBefore!);
  await expectNoAxeViolations(a, "partial receipt");
  await a.screenshot({ path: `${shots}/receipt-partial-en.png`, fullPage: true });
  await b.screenshot({ path: `${shots}/receipt-partial-ar.png`, fullPage: true });

  // The bill: "1 of 2 paid", paid and left, the slider names the amount.
  await a.goto(`/inside/${table}/order`);
  await expect(a.getByTestId("bill-line-part")).toContainText("1 of 2 paid");
  await expect(a.getByTestId("bill-left")).toBeVisible();
  // The slider names the same amount as the bill's total (both in money, not in minor units).
  const payTotal = (await a.getByTestId("pay-total").textContent())!;
  await expect(a.getByTestId("slide-to-pay")).toContainText(`Slide to pay ${payTotal}`);
  await a.screenshot({ path: `${shots}/bill-part-paid-en.png`, fullPage: true });
  await b.goto(`/inside/${table}/order`);
  await expect(b.getByTestId("bill-line-part")).toBeVisible();
  await b.screenshot({ path: `${shots}/bill-part-paid-ar.png`, fullPage: true });

  // Orders says what is left, not the total.
  await a.goto(`/inside/${table}/orders`);
  await expect(a.getByTestId("active-order-status")).toContainText("Paying ·");
  await expect(a.getByTestId("active-order-status")).toContainText("left to pay");
  await expectNoAxeViolations(a, "orders after a part payment");
  await a.screenshot({ path: `${shots}/orders-part-paid-en.png` });
  await b.goto(`/inside/${table}/orders`);
  await expect(b.getByTestId("active-order-status")).toBeVisible();
  await b.screenshot({ path: `${shots}/orders-part-paid-ar.png` });

  // B adds a dish; while it waits A's bill shows it as waiting; once accepted it joins "Select
  // all" and the amount, live.
  await a.goto(`/inside/${table}/order`);
  await expect(a.getByTestId("select-all")).toBeChecked();
  const before = await a.getByTestId("pay-sum").textContent();
  await openMenu(b);
  await addProduct(b, 2);
  await b.goto(`/inside/${table}/cart`);
  await b.getByTestId("cart-order").click();
  await expect(a.getByTestId("bill-line-waiting")).toHaveCount(1);
  await a.screenshot({ path: `${shots}/bill-waiting-append-en.png`, fullPage: true });
  await expect(a.getByTestId("bill-line")).toHaveCount(3, { timeout: 25_000 });
  await expect(a.getByTestId("bill-line-waiting")).toHaveCount(0);
  await expect(a.getByTestId("select-all")).toBeChecked();
  await expect(a.getByTestId("pay-sum")).not.toHaveText(before!);

  // A pays everything left in cash, the waiter confirms: the bill closes.
  await choose(a, "cash");
  await a.getByTestId("slide-to-pay").click();
  await a.getByTestId("pay-confirm").click();
  await expect(a.getByTestId("payment-receipt")).toBeVisible();
  await confirm(request, idA, paymentOf(a));
  await expect(a.getByTestId("payment-receipt-left")).toContainText("fully paid");
  await a.context().close();
  await b.context().close();
});

test("a guest whose bill is out of date is told another guest is paying, not 'conflict'", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await guestPhone(browser);
  const stale = await guestPhone(browser);
  await openMenu(a);
  await addProduct(a, 0);
  await a.goto(`/inside/${table}/cart`);
  await a.getByTestId("cart-order").click();
  await expect(a.getByTestId("slide-unpaid")).toBeVisible({ timeout: 25_000 });
  // The second guest's page gets no live updates (its realtime connection is cut).
  await stale.routeWebSocket(/socket\.io/, (ws) => ws.close());
  await stale.route("**/socket.io/**", (r) => r.abort());
  await stale.goto(`/inside/${table}/order`);
  await expect(stale.getByTestId("bill-line")).toHaveCount(1);
  await a.goto(`/inside/${table}/order`);
  await choose(a, "cash");
  await a.getByTestId("slide-to-pay").click();
  await a.getByTestId("pay-confirm").click();
  await expect(a.getByTestId("payment-receipt")).toBeVisible();
  await choose(stale, "cash");
  await stale.getByTestId("slide-to-pay").click();
  await stale.getByTestId("pay-confirm").click();
  await expect(stale.getByTestId("pay-conflict")).toBeVisible();
  await expect(stale.getByTestId("pay-conflict")).toContainText("Another guest");
  await expect(stale.getByText(/Payment failed/)).toHaveCount(0);
  await expectNoAxeViolations(stale, "payment conflict");
  const orderId = new URL(a.url()).pathname.split("/receipt/")[1]!;
  await confirm(request, orderId, paymentOf(a));
  await a.context().close();
  await stale.context().close();
});
