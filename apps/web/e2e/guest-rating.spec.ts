import path from "node:path";
import type { Browser } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { consoleViewport, demoStaff, guestPhone } from "./console-fixtures";
import { paidTakeaway } from "./takeaway-walk";
import { shotsRoot } from "./shots";

// A word after paying (SPEC §9 "Review scale out of 5"): a guest (390x844) pays a takeaway online, rates it
// 2 stars with a comment, and the manager's board (1280x800) shows it at once with the order; another
// guest, in Arabic, rates 5 and is offered the venue's public review page. Axe on each screen.
const shotsDir = path.join(shotsRoot, "guest-rating");

async function managerBoard(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    ...consoleViewport,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/console/login");
  await page.getByRole("textbox").first().fill(demoStaff.manager.login);
  await page.locator('input[type="password"]').fill(demoStaff.manager.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/console$/);
  return { context, page };
}

test("a low rating reaches the manager's board at once; a high one is offered the review page (en, ar)", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  mkdirSync(shotsDir, { recursive: true });
  const board = await managerBoard(browser, baseURL!);
  const low = await guestPhone(browser, baseURL!);
  const high = await guestPhone(browser, baseURL!);
  try {
    await paidTakeaway(low.page, request);
    const card = low.page.getByTestId("rating-card");
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("radiogroup")).toBeVisible();
    await expectNoAxeViolations(low.page, "rating card (English)");
    await card.getByTestId("rating-star-2").click();
    await card.getByTestId("rating-comment").fill("The soup was cold");
    await low.page.screenshot({ path: `${shotsDir}/rating-card-en.png` });
    await card.getByTestId("rating-send").click();
    await expect(low.page.getByTestId("rating-thanks")).toBeVisible();
    await expect(low.page.getByTestId("rating-review")).toHaveCount(0);

    // The manager's board hears it without a reload: the stars, the comment and the order.
    const notice = board.page.getByTestId("low-rating").filter({ hasText: "The soup was cold" });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(board.page, "board with a low rating");
    await board.page.screenshot({ path: `${shotsDir}/board-low-rating-en-1280.png` });

    await useLocale(high.page, "ar");
    await paidTakeaway(high.page, request);
    await expect(high.page.locator("html")).toHaveAttribute("dir", "rtl");
    const arCard = high.page.getByTestId("rating-card");
    await arCard.scrollIntoViewIfNeeded();
    await arCard.getByTestId("rating-star-5").click();
    await arCard.getByTestId("rating-send").click();
    const review = high.page.getByTestId("rating-review-link");
    await expect(review).toHaveAttribute("href", "https://maps.example/kashtan-bistro/reviews");
    await expect(review).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(high.page, "rating thanks with the review link (Arabic)");
    await high.page.screenshot({ path: `${shotsDir}/rating-review-ar.png` });
  } finally {
    await board.context.close();
    await low.context.close();
    await high.context.close();
  }
});
