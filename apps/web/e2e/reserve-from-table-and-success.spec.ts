import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { codeFor, freshPhone } from "./phone-codes";
import { shotsRoot } from "./shots";

// Entered from a table, the reservation header names the section and table;
// the details step shows what is being booked; a reservation that needs no payment reaches the
// checkout's success stage (SPEC §2), which leads to the receipt, and whose back button goes home.
const shot = (name: string) => path.join(shotsRoot, "reserve-from-table-and-success", `${name}.png`);

// The free terrace table on the second bookable day at 12:00, up to the details step.
async function freeTableToDetails(page: Page) {
  await page.getByTestId("service-card").filter({ hasText: "Terrace table" }).click();
  const day = page.locator("[data-testid^=day-]:not([disabled])").nth(1);
  await day.click();
  await page.getByTestId("time-slot").filter({ hasText: "12:00" }).click();
  await page.getByTestId("reserve-button").click();
  await expect(page.getByTestId("details-form")).toBeVisible();
}

async function fillAndVerify(page: Page, request: APIRequestContext) {
  const phone = freshPhone();
  await page.getByTestId("field-first_name").fill("Olena");
  await page.getByTestId("field-last_name").fill("Shevchenko");
  await page.getByTestId("field-phone").fill(phone.national);
  await page.getByTestId("field-email").fill("olena@example.com");
  await page.getByTestId("checkout-next").click();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await page.getByTestId("phone-code").fill(await codeFor(request, phone.e164));
  await expect(page.getByTestId("reservation-summary")).toBeVisible({ timeout: 5_000 });
}

test("from table 7 the header says Hall · 7; details show the booking; a free booking ends on the success stage", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Without a table the header keeps the mode title.
  await page.goto("/demo/reserve/menu");
  await expect(page.getByTestId("reserve-mode-title")).toHaveText("Reserve");

  await page.goto("/inside/111117/home");
  await page.getByTestId("home-reserve").click();
  await expect(page).toHaveURL(/\/demo\/reserve\/menu$/);
  await expect(page.getByTestId("reserve-mode-title")).toHaveText("Hall · 7");
  await page.screenshot({ path: shot("7-reserve-header-table-en") });

  await freeTableToDetails(page);
  const brief = page.getByTestId("booking-brief");
  await expect(brief).toContainText("You are booking");
  await expect(page.getByTestId("brief-service")).toHaveText(/^Terrace table/);
  await expect(page.getByTestId("brief-when")).toHaveText(/^\d{2}\.\d{2}\.\d{4} 12:00$/);
  await expect(page.getByTestId("brief-persons")).toHaveText("1 person");
  await expect(page.getByTestId("brief-deposit")).toHaveText("No deposit");
  await expectNoAxeViolations(page, "checkout details with the booking brief");
  await page.screenshot({ path: shot("7-checkout-details-brief-en"), fullPage: true });

  await fillAndVerify(page, request);
  await expect(page.getByTestId("checkout-submit")).toHaveText("Confirm reservation");
  await page.getByTestId("checkout-submit").click();

  // SPEC §2: a success stage, not a jump to the receipt.
  await expect(page.getByTestId("checkout-success")).toBeVisible();
  await expect(page.getByTestId("checkout-page")).toHaveAttribute("data-stage", "success");
  await expect(page).toHaveURL(/\/demo\/reserve\/checkout$/);
  await expect(page.getByTestId("checkout-success")).toContainText(
    "Your reservation at Kashtan Bistro is made",
  );
  await expectNoAxeViolations(page, "checkout success");
  await page.screenshot({ path: shot("7-checkout-success-en") });
  await page.getByTestId("checkout-receipt").click();
  await expect(page.getByTestId("reserve-receipt")).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/reserve\/receipt\//);
});

test("the success stage's back button goes home", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto("/demo/reserve/menu");
  await freeTableToDetails(page);
  await fillAndVerify(page, request);
  await page.getByTestId("checkout-submit").click();
  await expect(page.getByTestId("checkout-success")).toBeVisible();
  await page.getByTestId("back-button").click();
  await expect(page).toHaveURL(/\/demo$/);
});

test("in Arabic", async ({ page, request }) => {
  test.setTimeout(60_000);
  await useLocale(page, "ar");
  await page.goto("/inside/111118/home");
  await page.getByTestId("home-reserve").click();
  await expect(page.getByTestId("reserve-mode-title")).toHaveText("Hall · 8");
  await page.screenshot({ path: shot("7-reserve-header-table-ar") });
  await freeTableToDetails(page);
  await expect(page.getByTestId("booking-brief")).toContainText("أنت تحجز");
  await expect(page.getByTestId("brief-persons")).toHaveText("شخص واحد");
  await page.screenshot({ path: shot("7-checkout-details-brief-ar"), fullPage: true });
  await fillAndVerify(page, request);
  await page.getByTestId("checkout-submit").click();
  await expect(page.getByTestId("checkout-success")).toContainText("شكرًا لك!");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: shot("7-checkout-success-ar") });
});
