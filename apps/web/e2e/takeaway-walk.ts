import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { codeFor, freshPhone } from "./phone-codes";

// A guest orders one Kitchen dish as a takeaway from the demo venue, verifies a fresh phone, pays online
// at the sandbox gateway and lands on the order's receipt.
export async function paidTakeaway(page: Page, request: APIRequestContext) {
  await takeawayToPay(page, request);
  await page.getByTestId("online-pay-link").click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/receipt\//);
}

// The same order placed to be paid online, up to the "Pay online" sheet; answers the order's id.
export async function takeawayToPay(page: Page, request: APIRequestContext): Promise<string> {
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
  const created = page.waitForResponse((r) => /\/preorder\/demo\/create$/.test(r.url()) && r.ok());
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));
  const orderId = ((await (await created).json()) as { data: { order: { _id: string } } }).data.order._id;
  await expect(page.getByTestId("online-sheet")).toBeVisible({ timeout: 10_000 });
  return orderId;
}
