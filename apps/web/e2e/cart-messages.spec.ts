import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import { freshPhone } from "./phone-codes";
import type { Page } from "@playwright/test";
import { shotsRoot } from "./shots";

// The cart's messages say what is really missing, and only once something is.
const shot = (name: string) => path.join(shotsRoot, "cart-messages", `${name}.png`);

// demo-closed: takeaway with a minimum order of 100, closed now (a scheduled time is needed).
async function loafInCart(page: Page) {
  await page.goto("/demo-closed/takeaway");
  await page.getByTestId("menu-card").filter({ hasText: "Bakery" }).click();
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click(); // Rye sourdough loaf, 95
  await added;
  await page.getByTestId("cart-summary").click();
  await expect(page.getByTestId("takeaway-details")).toBeVisible();
}

test("no 'fill in' before the guest touched the form; with everything filled in, the button names the minimum order", async ({
  page,
}) => {
  await loafInCart(page);
  await expect(page.getByTestId("slide-to-pay")).toBeDisabled();
  await expect(page.getByTestId("bar-message")).toHaveCount(0);

  await page.getByTestId("client-name").fill("Olena");
  await expect(page.getByTestId("bar-message")).toHaveText("Please fill in all required fields");
  await page.getByTestId("client-phone").fill(freshPhone().national);
  await page.getByTestId("time-row").click();
  await page.getByTestId("drum-day").getByRole("option").nth(1).click();
  await page.getByTestId("time-confirm").click();

  // Only the minimum is missing now: both the bar and the button say so, never "Fill in the details".
  await expect(page.getByTestId("bar-message")).toHaveText(/The minimum order is 100/);
  await expect(page.getByTestId("slide-to-pay")).toContainText(/Minimum order 100/);
  await expect(page.getByTestId("slide-to-pay")).not.toContainText("Fill in the details");
  await expect(page.getByTestId("slide-to-pay")).toBeDisabled();
  await expectNoAxeViolations(page, "cart under the minimum");
  await page.screenshot({ path: shot("6-min-check-en"), fullPage: true });
});

test("in Arabic", async ({ page }) => {
  await useLocale(page, "ar");
  await loafInCart(page);
  await expect(page.getByTestId("bar-message")).toHaveCount(0);
  await page.getByTestId("client-name").fill("Olena");
  await page.getByTestId("client-phone").fill(freshPhone().national);
  await page.getByTestId("time-row").click();
  await page.getByTestId("drum-day").getByRole("option").nth(1).click();
  await page.getByTestId("time-confirm").click();
  await expect(page.getByTestId("slide-to-pay")).toContainText("الحد الأدنى للطلب");
  await page.screenshot({ path: shot("6-min-check-ar"), fullPage: true });
});
