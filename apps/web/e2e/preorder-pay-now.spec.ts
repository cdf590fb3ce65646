import path from "node:path";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { codeFor, freshPhone } from "./phone-codes";
import { shotsRoot } from "./shots";

// Closing the "Pay online" sheet after a takeaway order is no dead end. The order's
// page offers "Pay now" until the order is paid or cancelled, with the time left before the venue
// cancels an unpaid order, and the payment goes through from there.

test("a takeaway paid online later: the sheet closed, Pay now on the order's page, paid", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = freshPhone();
  await page.goto("/demo/takeaway");
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  await page.locator("[data-testid=product-add]:visible").first().click();
  await page.getByTestId("cart-summary").click();
  await page.getByTestId("client-name").fill("Olena");
  await page.getByTestId("client-phone").fill(phone.national);
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-online").click();
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));

  // The guest closes the sheet instead of paying: they land on the order, not on an empty cart.
  const sheet = page.getByTestId("online-sheet");
  await expect(sheet).toBeVisible({ timeout: 10_000 });
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//);
  const payNow = page.getByTestId("pay-now");
  await expect(payNow).toBeVisible();
  // The venue's time to accept (and the unpaid order's deadline) counts down.
  await expect(page.getByTestId("pay-now-countdown")).toHaveText(/1[45]:\d\d/);
  await expectNoAxeViolations(page, "takeaway order waiting for its online payment");
  await page.screenshot({ path: path.join(shotsRoot, "takeaway-pay-now.png") });

  // A reload keeps the way to pay.
  await page.reload();
  await expect(payNow).toBeVisible();
  await page.getByTestId("pay-now-button").click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//);
  await expect(page.getByTestId("receipt-paid-online")).toContainText("paid");
  await expect(page.getByTestId("pay-now")).toHaveCount(0);
});
