import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { codeFor, freshPhone } from "./phone-codes";
import { shotsRoot } from "./shots";

// The pending slide of a takeaway (and delivery) order counts down the time the venue
// has to accept it (SPEC §4, 15:00 by default). An online order not paid yet stays pending (the demo
// autopilot waits for its payment), so the slide can be watched as long as the test needs.
const shot = (name: string) => path.join(shotsRoot, "preorder-pending-countdown", `${name}.png`);

async function pendingTakeaway(page: Page, request: APIRequestContext) {
  const phone = freshPhone();
  await page.goto("/demo/takeaway");
  await page.getByTestId("menu-card").filter({ hasText: "Kitchen" }).click();
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click();
  await added;
  await page.getByTestId("cart-summary").click();
  await page.getByTestId("client-name").fill("Olena");
  await page.getByTestId("client-phone").fill(phone.national);
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-online").click();
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));
  await expect(page.getByTestId("online-sheet")).toBeVisible({ timeout: 10_000 });
  // Not paid: back to the takeaway lobby, where the order's slide waits in the carousel.
  await page.goto("/demo/takeaway");
  await expect(page.getByTestId("slide-preorder")).toBeVisible();
}

const mmss = (text: string | null) => {
  const m = /(\d{2}):(\d{2})/.exec(text ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

test("the pending takeaway slide counts down from at most 15:00", async ({ page, request }) => {
  test.setTimeout(60_000);
  await pendingTakeaway(page, request);
  const timer = page.getByTestId("slide-accept-countdown");
  await expect(timer).toHaveText(/^The venue has \d{2}:\d{2} to accept it$/);
  await expect(timer).toHaveAttribute("role", "timer");
  const first = mmss(await timer.textContent());
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(15 * 60);
  // It ticks.
  await expect.poll(async () => mmss(await timer.textContent()), { timeout: 4_000 }).toBeLessThan(first);
  await expectNoAxeViolations(page, "takeaway lobby with the pending slide");
  await page.screenshot({ path: shot("8-pending-countdown-en") });
});

test("in Arabic", async ({ page, request }) => {
  test.setTimeout(60_000);
  await useLocale(page, "ar");
  await pendingTakeaway(page, request);
  await expect(page.getByTestId("slide-accept-countdown")).toHaveText(/^أمام المطعم \d{2}:\d{2} لقبوله$/);
  await page.screenshot({ path: shot("8-pending-countdown-ar") });
});
