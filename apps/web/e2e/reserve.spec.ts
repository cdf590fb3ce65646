import { test, expect, expectNoAxeViolations } from "./fixtures";
import { shotsRoot } from "./shots";

// Reserving a service on `demo` (open around the clock in Kyiv, a 20 % deposit, phone
// verification on), against the real server in demo mode: codes come from GET /api/dev/outbox.
const tail = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const phone = { national: `067 ${tail.slice(0, 3)} ${tail.slice(3)}`, e164: `+38067${tail}` };

test("reserve a table: date, slot, persons, details, phone code, deposit through the sandbox, receipt, PDF and .ics", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/demo");
  await page.getByTestId("home-reserve").click();
  await expect(page).toHaveURL(/\/demo\/reserve\/menu$/);
  await expect(page.getByTestId("service-card")).toHaveCount(3);
  await expectNoAxeViolations(page, "reservation menu, grid");
  await page.getByTestId("view-list").click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("view-list")).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page, "reservation menu, list");

  await page.getByTestId("service-card").filter({ hasText: "Table for dinner" }).click();
  await expect(page.getByTestId("service-page")).toBeVisible();
  await expect(page.getByTestId("reserve-button")).toBeDisabled();
  await page.getByRole("radio", { name: /2 hours/ }).check();
  await expect(page.getByTestId("service-price")).toHaveText("650 ₴");
  await page.getByRole("button", { name: "More persons" }).click();
  // The third bookable day, at 19:00 on the venue's clock.
  const day = page.locator("[data-testid^=day-]:not([disabled])").nth(2);
  const date = (await day.getAttribute("data-testid"))!.slice(4);
  await day.click();
  await page.getByTestId("time-slot").filter({ hasText: "19:00" }).click();
  await expectNoAxeViolations(page, "service page");
  await page.getByTestId("reserve-button").click();

  // Details: Next waits for the four required fields; wrong values are named, then revalidated live.
  await expect(page.getByTestId("checkout-next")).toBeDisabled();
  await page.getByTestId("field-first_name").fill("Olena");
  await page.getByTestId("field-last_name").fill("Shevchenko");
  await page.getByTestId("field-phone").fill("123");
  await page.getByTestId("field-email").fill("olena.example.com");
  await page.getByTestId("checkout-next").click();
  await expect(page.getByTestId("error-phone")).toHaveText("Enter correct phone number");
  await expect(page.getByTestId("error-email")).toHaveText("Enter valid email");
  await expectNoAxeViolations(page, "checkout details with errors");
  await page.getByTestId("field-email").fill("olena@example.com");
  await expect(page.getByTestId("error-email")).toHaveCount(0);
  await page.getByTestId("field-phone").fill(phone.national);
  await page.getByTestId("checkout-next").click();

  // Phone verification: a wrong code, then the one in the outbox.
  await expect(page.getByTestId("phone-sheet")).toBeVisible();
  await expect(page.getByTestId("phone-code")).toBeEnabled();
  await expectNoAxeViolations(page, "phone verification");
  const outbox = await (await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phone.e164)}`)).json();
  const code = /(\d{4})/.exec(outbox.data.messages[0].text)![1]!;
  await page.getByTestId("phone-code").fill(code === "0000" ? "1111" : "0000");
  await expect(page.getByTestId("phone-error")).toHaveText("Invalid code");
  await expect(page.getByTestId("phone-code")).toHaveValue("");
  await page.getByTestId("phone-code").fill(code);
  await expect(page.getByTestId("phone-verified")).toBeVisible();

  // Confirmation (closes 2 s after success): 20 % of 650 is a 130 deposit.
  await expect(page.getByTestId("reservation-summary")).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId("summary-persons")).toHaveText("2 persons");
  await expect(page.getByTestId("summary-time")).toHaveText("19:00");
  await expectNoAxeViolations(page, "checkout confirmation");
  await expect(page.getByTestId("checkout-submit")).toHaveText("Pay the 130 ₴ deposit");
  await page.getByTestId("checkout-submit").click();
  await expect(page.getByTestId("payment-redirect")).toBeVisible();
  await page.waitForURL(/\/api\/sandbox\/reservation\//, { timeout: 10_000 });
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(page.getByTestId("reserve-receipt")).toBeVisible();
  await expect(page.getByTestId("receipt-paid-badge")).toHaveText("Paid");
  await expect(page.getByTestId("receipt-service")).toHaveText("Table for dinner (2 hours)");
  await expect(page.getByTestId("receipt-persons")).toHaveText("2 persons");
  await expectNoAxeViolations(page, "reservation receipt");

  // The receipt is asked for in the language the guest reads.
  const pdfHref = (await page.getByTestId("receipt-pdf").getAttribute("href"))!;
  expect(pdfHref).toMatch(/\/pdf-receipt\?lang=en$/);
  const pdf = await request.get(pdfHref);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pdfText = (await pdf.body()).toString("latin1");
  expect(pdfText.startsWith("%PDF-")).toBe(true);
  const [y, m, d] = date.split("-");
  expect(pdfText).toContain(`(Olena Shevchenko, ${d}.${m}.${y} 19:00)`);

  // The calendar invite too (its words: the number of persons).
  const icsHref = (await page.getByTestId("receipt-calendar").getAttribute("href"))!;
  expect(icsHref).toMatch(/\/calendar-invite\?lang=en$/);
  const ics = await (await request.get(icsHref)).text();
  // 19:00 in Kyiv (UTC+2 in winter) is 17:00 UTC.
  expect(ics).toContain(`DTSTART:${y}${m}${d}T170000Z`);
  expect(ics).toContain("Kashtan Bistro");
  expect(ics).toContain("Persons: 2");
  await page.screenshot({ path: `${shotsRoot}/reservation-receipt-en-390.png`, fullPage: true });

  // In Arabic, the page right to left and the invite asked for in Arabic.
  await page.evaluate(() => window.localStorage.setItem("preferred_locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("reserve-receipt")).toBeVisible();
  const icsArHref = (await page.getByTestId("receipt-calendar").getAttribute("href"))!;
  expect(icsArHref).toMatch(/\/calendar-invite\?lang=ar$/);
  expect(await (await request.get(icsArHref)).text()).toContain("عدد الأشخاص: 2");
  await expectNoAxeViolations(page, "reservation receipt, Arabic");
  await page.screenshot({ path: `${shotsRoot}/reservation-receipt-ar-390.png`, fullPage: true });
});

test("a reservation checkout without a chosen service goes home", async ({ page }) => {
  await page.goto("/demo/reserve/checkout");
  await expect(page).toHaveURL(/\/demo$/);
});
