import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import type { Page } from "@playwright/test";

// Issue 18 point 5: context is kept across mode switches and reloads.
const shot = (name: string) => path.resolve("/work/shots/q3", `${name}.png`);

// Records whether the shell's full-screen loader appears after this call (a whole-screen reload).
async function watchLoader(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __loaderSeen: boolean };
    w.__loaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=page-loader]")) w.__loaderSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const loaderSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __loaderSeen: boolean }).__loaderSeen);

async function kitchenInCart(page: Page, count: number) {
  await page.goto("/demo/delivery");
  const card = page.getByTestId("menu-card").filter({ hasText: "Kitchen" });
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  for (let i = 0; i < count; i++) {
    const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
    await page.locator("[data-testid=product-add]:visible").nth(i).click();
    await added;
  }
  await expect(page.getByTestId("cart-summary")).toBeVisible();
}

for (const locale of ["en", "ar"] as const) {
  test(`5: Delivery <-> Takeaway in the cart keeps the cart page and its lines, no whole-screen loader (${locale})`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    await kitchenInCart(page, 2);
    await page.getByTestId("cart-summary").click();
    await expect(page.getByTestId("delivery-details")).toBeVisible();
    await watchLoader(page);

    const started = Date.now();
    await page.getByTestId("cart-mode-takeaway").click();
    await expect(page.getByTestId("takeaway-details")).toBeVisible();
    const switchMs = Date.now() - started;
    // Before: the shell's loader for at least 1300 ms (about 1.7 s on localhost).
    console.log(`[18.5] delivery -> takeaway in the cart: ${switchMs} ms`);
    expect(await loaderSeen(page)).toBe(false);
    expect(switchMs).toBeLessThan(1000);
    await expect(page).toHaveURL(/\/demo\/takeaway\/cart$/);
    await expect(page.locator(".cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-mode-takeaway")).toBeChecked();
    if (locale === "en") await expectNoAxeViolations(page, "cart after a mode switch");
    await page.screenshot({ path: shot(`5-cart-switched-${locale}`), fullPage: true });

    await page.getByTestId("cart-mode-delivery").click();
    await expect(page.getByTestId("delivery-details")).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);
    await expect(page.locator(".cart-line")).toHaveCount(2);
    expect(await loaderSeen(page)).toBe(false);
  });
}

test("5: the header's mode switcher keeps the guest on the menu they were reading, with the cart", async ({
  page,
}) => {
  await kitchenInCart(page, 1);
  await expect(page).toHaveURL(/\/demo\/delivery\/menu\/[^/]+$/);
  const menuPath = new URL(page.url()).pathname.replace("/demo/delivery", "");
  await watchLoader(page);
  const started = Date.now();
  await page.getByTestId("mode-switcher").getByRole("link", { name: "Takeaway" }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/takeaway${menuPath}$`));
  await expect(page.getByTestId("mode-switcher").getByRole("link", { name: "Takeaway" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  console.log(`[18.5] header switch delivery -> takeaway on a menu: ${Date.now() - started} ms`);
  // Still the menu, not the lobby; the cart came along.
  await expect(page.locator("[data-testid=product-add]:visible").first()).toBeVisible();
  await expect(page.getByTestId("cart-summary")).toBeVisible();
  expect(await loaderSeen(page)).toBe(false);
  await page.screenshot({ path: shot("5-menu-switched-en"), fullPage: true });
});
