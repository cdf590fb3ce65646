import { test, expect, expectNoAxeViolations } from "./fixtures";

// SPEC §1: a desktop-size or non-touch screen gets a blocker with a QR code of the current address.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test("a desktop-width window shows the blocker with a QR code made in the browser", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
  });
  await page.goto("/demo");
  const blocker = page.getByRole("dialog", { name: /phone/i });
  await expect(blocker).toBeVisible({ timeout: 10_000 });
  await expect(blocker.locator("canvas, img, svg").first()).toBeVisible();
  expect(outside).toEqual([]);
  await expectNoAxeViolations(page, "desktop blocker");
});

test("the offer page is never blocked", async ({ page }) => {
  await page.goto("/demo");
  await page.goto("/offert/demo/demo-kitchen");
  await expect(page.getByRole("dialog", { name: /phone/i })).toHaveCount(0);
});
