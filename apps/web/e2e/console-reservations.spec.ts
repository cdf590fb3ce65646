import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { stripeStandInUrl } from "../playwright.config";
import { consoleViewport, guestPhone, signIn } from "./console-fixtures";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { shotsRoot } from "./shots";

// The console's Reservations screen against the fixture venue reserve-e2e (e2e/fixtures-venues/,
// deposits through the Stripe stand-in): a guest books and pays the deposit on the stand-in's hosted
// page; a waiter finds the reservation in the day's list and on its timeline, moves it to a later slot,
// then cancels it with a reason; the deposit is refunded at the stand-in once, and the guest's receipt
// shows the new time, that the venue cancelled it, why, and the refund.
const shots = shotsRoot;
mkdirSync(shots, { recursive: true });
const waiter = { login: "waiter@reserve-e2e.test", password: "reserve-e2e-waiter-pass" };
const sizes = { laptop: { width: 1280, height: 800 }, tablet: { width: 768, height: 1024 } };

test.use(consoleViewport);

type Slot = { start: string; free?: number };
async function slotsOf(request: APIRequestContext, date: string): Promise<Slot[]> {
  const res = await request.post("/api/superapp/reserve/compute-timeslots", {
    data: { cafe_id: "reserve-e2e", date, variants: ["i-table-dinner-120"], service_id: "p-table-dinner" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { time_slots: Slot[] } }).data.time_slots;
}

async function openDay(page: Page, date: string, view: "list" | "timeline" = "list") {
  await page.goto(`/console/reservations?date=${date}&view=${view}`);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

test("a waiter moves and cancels a reservation with a paid deposit: refunded at Stripe once, the receipt says so", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  // Three days ahead (the venue is open around the clock in Kyiv, as the browser).
  const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/Kyiv" });
  const slots = await slotsOf(request, date);
  // 12:00 and 15:00 on the venue's clock: the day's slots run every 30 minutes from midnight.
  const [from, to] = [slots[24]!, slots[30]!];
  const created = await request.post("/api/superapp/reserve/create", {
    data: {
      cart_item: {
        product_id: "p-table-dinner",
        quantity: 1,
        variants: ["i-table-dinner-120"],
        modificators: [],
      },
      persons_count: 3,
      client_first_name: "Maryna",
      client_last_name: "Shevchenko",
      client_phone: "+380671234599",
      client_email: "maryna@example.com",
      reservation_date: from.start,
      cafe_id: "reserve-e2e",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { reservation: { _id: string } } }).data.reservation._id;

  // The guest pays the deposit on Stripe's hosted page (the stand-in) and lands on the receipt.
  const guest = await guestPhone(browser, baseURL!);
  const form = await guest.page.request.get(`/api/superapp/reservations/${id}/payment-form`);
  const url = ((await form.json()) as { data: { form: { gateway: string; url: string } } }).data.form.url;
  expect(url.startsWith(`${stripeStandInUrl}/pay/`)).toBe(true);
  await guest.page.goto(url);
  await guest.page.getByRole("button", { name: /^Pay/ }).click();
  await guest.page.goto(`/reserve-e2e/reserve/receipt/${id}`);
  await expect(guest.page.getByTestId("receipt-paid-badge")).toHaveText("Paid", { timeout: 15_000 });

  // The console: the day's list.
  await signIn(page, waiter);
  await page.getByRole("link", { name: "Reservations" }).click();
  await expect(page).toHaveURL(/\/console\/reservations/);
  await page.getByLabel("Day").fill(date);
  const row = page.getByTestId("reservation-row").filter({ hasText: "Maryna Shevchenko" });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("data-status", "confirmed");
  await expect(row).toContainText("3 guests");
  await expect(row).toContainText("+380671234599");
  await expect(row).toContainText("paid");
  await expect(page.getByTestId("reservations-summary")).toHaveText("1 reservation · 3 guests");
  await expectNoAxeViolations(page, "reservations list");
  await page.screenshot({ path: `${shots}/reservations-list-en-1280.png`, fullPage: true });

  // The timeline of the opening hours.
  await page.getByRole("button", { name: "Timeline" }).click();
  await expect(page.getByTestId("timeline-bar")).toHaveCount(1);
  await expect(page.getByTestId("timeline-bar")).toContainText("Maryna Shevchenko, 3 guests, Confirmed");
  await expectNoAxeViolations(page, "reservations timeline");
  await page.screenshot({ path: `${shots}/reservations-timeline-en-1280.png`, fullPage: true });

  // Move it to 15:00: the dialog offers the day's free slots.
  await page.getByRole("button", { name: "List" }).click();
  await row.getByRole("button", { name: "Move the reservation of Maryna Shevchenko" }).click();
  const moveDialog = page.getByRole("dialog", { name: "Move the reservation of Maryna Shevchenko" });
  await moveDialog.getByLabel("New time").selectOption(to.start);
  await expectNoAxeViolations(page, "move dialog");
  await page.screenshot({ path: `${shots}/reservations-move-en-1280.png` });
  await moveDialog.getByRole("button", { name: "Move" }).click();
  await expect(moveDialog).toHaveCount(0);
  await expect(row).toContainText("3:00");

  // Cancel it with a reason: the paid deposit goes back.
  await row.getByRole("button", { name: "Cancel the reservation of Maryna Shevchenko" }).click();
  const cancelDialog = page.getByRole("dialog", { name: "Cancel the reservation of Maryna Shevchenko" });
  await expect(cancelDialog).toContainText("The paid deposit of");
  await cancelDialog.getByLabel("Reason for the guest").fill("The hall is closed for a private event");
  await expectNoAxeViolations(page, "cancel dialog");
  await page.screenshot({ path: `${shots}/reservations-cancel-en-1280.png` });
  await cancelDialog.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(cancelDialog).toHaveCount(0);
  await expect(row).toHaveAttribute("data-status", "cancelled");
  await expect(row).toContainText("refunded");
  await expect(page.getByTestId("reservations-summary")).toHaveText(
    "0 reservations · 0 guests · 1 cancelled",
  );

  // The stand-in refunded the deposit once: 20 % of 650, in minor units.
  const refunds = (
    (await (await request.get(`${stripeStandInUrl}/__stand-in/refunds`)).json()) as {
      refunds: { amount: number }[];
    }
  ).refunds;
  expect(refunds.filter((r) => r.amount === 13000)).toHaveLength(1);

  // The guest's receipt: the new time, cancelled by the venue, the reason, the refund.
  await guest.page.reload();
  await expect(guest.page.getByTestId("receipt-status")).toContainText(
    "Reserve Stripe Bistro cancelled your reservation",
  );
  await expect(guest.page.getByTestId("receipt-reason")).toHaveText("The hall is closed for a private event");
  await expect(guest.page.getByTestId("receipt-refunded")).toHaveText("Your deposit has been refunded.");
  await expect(guest.page.getByTestId("receipt-paid-badge")).toHaveText("Refunded");
  await expect(guest.page.getByText(/3:00|15:00/).first()).toBeVisible();
  await expectNoAxeViolations(guest.page, "cancelled reservation receipt");
  await guest.page.screenshot({ path: `${shots}/reservation-cancelled-receipt-en-390.png`, fullPage: true });
  await guest.page.evaluate(() => window.localStorage.setItem("preferred_locale", "ar"));
  await guest.page.reload();
  await expect(guest.page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(guest.page.getByTestId("receipt-reason")).toHaveText("The hall is closed for a private event");
  await expectNoAxeViolations(guest.page, "cancelled reservation receipt, Arabic");
  await guest.page.screenshot({ path: `${shots}/reservation-cancelled-receipt-ar-390.png`, fullPage: true });
  await guest.context.close();

  // The same day in both languages at both sizes, list and timeline.
  for (const locale of ["en", "ar"] as const) {
    await page.evaluate((l) => window.localStorage.setItem("console_locale", l), locale);
    for (const [size, viewport] of Object.entries(sizes)) {
      await page.setViewportSize(viewport);
      for (const view of ["list", "timeline"] as const) {
        await openDay(page, date, view);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.getByTestId(view === "list" ? "reservation-row" : "timeline-bar")).toHaveCount(1);
        await expectNoAxeViolations(page, `reservations ${view} ${locale} ${size}`);
        await page.screenshot({
          path: `${shots}/reservations-${view}-${locale}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    }
  }
});
