import path from "node:path";
import type { Locator } from "@playwright/test";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { codeFor, freshPhone } from "./phone-codes";
import { shotsRoot } from "./shots";

// Walked as a guest at 390x844 (playwright.config.ts).
const shots = path.join(shotsRoot, "legal-links-layout-telemetry");

test.describe("the venue's own legal links", () => {
  test("a venue with its own privacy policy and terms links to them instead of ours", async ({ page }) => {
    await page.goto("/legal-e2e");
    const privacy = page.getByTestId("legal-privacy");
    await expect(privacy).toHaveAttribute("href", "https://own-terms-cafe.example/privacy");
    await expect(privacy).toHaveAttribute("target", "_blank");
    await expect(privacy).toHaveAttribute("rel", /noopener/);
    await expect(privacy).toHaveAccessibleName(/Privacy Policy.*opens in a new tab/);
    const terms = page.getByTestId("legal-terms");
    await expect(terms).toHaveAttribute("href", "https://own-terms-cafe.example/terms");
    // Cookies stays ours: the venue file has no cookie policy of its own.
    await expect(page.getByTestId("legal-cookies")).toHaveAttribute("href", "/cookies");
    await expectNoAxeViolations(page, "home /legal-e2e");
    await page.getByTestId("legal-privacy").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/18-10-legal-en.png` });
  });

  test("in Arabic too; a venue without its own keeps our documents", async ({ page }) => {
    await useLocale(page, "ar");
    await page.goto("/legal-e2e");
    await expect(page.getByTestId("legal-terms")).toHaveAttribute(
      "href",
      "https://own-terms-cafe.example/terms",
    );
    await page.getByTestId("legal-privacy").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/18-10-legal-ar.png` });
    await page.goto("/demo");
    await page.getByTestId("legal-privacy").click();
    await expect(page.getByTestId("legal-sheet-privacy")).toBeVisible();
  });
});

// One line of text: every text node of the element lies on a single line box, and nothing overflows.
async function expectOneLine(locator: Locator, label: string) {
  const { tops, overflows } = await locator.evaluate((el) => {
    const lines = new Set<number>();
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.top));
    }
    return { tops: lines.size, overflows: el.scrollWidth > el.clientWidth + 1 };
  });
  expect(tops, `${label}: lines`).toBe(1);
  expect(overflows, `${label}: overflows`).toBe(false);
}

test.describe("layout and formats on a phone", () => {
  // The legal-e2e fixture's tables 444181-444183 are this spec's own (the cooldown is per table). The
  // phone's clock runs 3 s behind the server's, as real phones do: the countdown still starts at 59.
  for (const [locale, table, first] of [
    ["en", "444181", "Call again in 59 seconds"],
    ["ar", "444182", "مجددًا بعد 59 ثانية"],
    ["uk", "444183", "Знову через 59 секунд"],
  ] as const) {
    test(`the waiter-call countdown starts at 59 and stays on one line (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      await page.clock.install({ time: Date.now() - 3_000 });
      await page.goto(`/new/${table}`);
      await expect(page).toHaveURL(new RegExp(`/inside/${table}$`));
      const button = page.getByTestId("call-waiter");
      await expect(button).toBeEnabled();
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(first);
      await expectOneLine(button, `call-waiter ${locale}`);
      await expectNoAxeViolations(page, `waiter called ${locale}`);
      await page.screenshot({ path: `${shots}/18-14-waiter-${locale}.png` });
    });
  }

  for (const locale of ["en", "ar", "uk"] as const) {
    test(`"Confirm your age" fits the add button on one line (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      await page.clock.setFixedTime(new Date("2026-11-24T14:00:00Z")); // the bar's menu is open
      await page.goto("/demo/preview/menu/demo-bar/p-aperol-spritz");
      const add = page.getByTestId("add-to-cart");
      await expect(add).toBeDisabled();
      await expectOneLine(add, `confirm age ${locale}`);
      await page.screenshot({ path: `${shots}/18-14-age-${locale}.png` });
      await page.getByTestId("age-confirm").check();
      await expect(page.getByTestId("add-total")).toBeVisible();
      await expectOneLine(add, `add ${locale}`);
    });
  }

  test("the code field takes the focus; the confirmation and the receipt show the phone alike", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const phone = freshPhone();
    const tail = phone.national.slice(3);
    const international = `+380 67 ${tail.slice(0, 3)} ${tail.slice(3)}`;
    await page.goto("/demo/reserve/menu");
    await page.getByTestId("service-card").filter({ hasText: "Terrace table" }).click();
    await page.locator("[data-testid^=day-]:not([disabled])").nth(1).click();
    await page.getByTestId("time-slot").filter({ hasText: "12:00" }).click();
    await page.getByTestId("reserve-button").click();
    await page.getByTestId("field-first_name").fill("Olena");
    await page.getByTestId("field-last_name").fill("Shevchenko");
    // As a guest types it: national, with spaces.
    await page
      .getByTestId("field-phone")
      .fill(`067 ${tail.slice(0, 3)} ${tail.slice(3, 5)} ${tail.slice(5)}`);
    await page.getByTestId("field-email").fill("olena@example.com");
    await page.getByTestId("checkout-next").click();
    const code = page.getByTestId("phone-code");
    await expect(code).toBeEnabled();
    await expect(code).toBeFocused();
    // Typed straight away, with no tap on the field first.
    await page.keyboard.type(await codeFor(request, phone.e164));
    await expect(page.getByTestId("reservation-summary")).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId("summary-phone")).toHaveText(`\u2066${international}\u2069`);
    await page.screenshot({ path: `${shots}/18-14-summary-phone-en.png` });
    // The booking is reported with its ids and size, nothing the guest typed.
    const made = page.waitForRequest(
      (r) => /\/api\/telemetry\/event\//.test(r.url()) && r.postDataJSON()?.type === "reservation.made",
    );
    await page.getByTestId("checkout-submit").click();
    const event = (await made).postDataJSON() as { payload: Record<string, unknown> };
    expect(event.payload).toMatchObject({ service_id: expect.any(String), persons_count: 1 });
    expect(JSON.stringify(event)).not.toMatch(/Olena|Shevchenko|olena@|380|067/);
    await page.getByTestId("checkout-receipt").click();
    await expect(page.getByTestId("receipt-client-phone")).toHaveText(`\u2066${international}\u2069`);
    // The venue's number too: unisolated, an Arabic page showed it reversed.
    await expect(page.getByTestId("receipt-venue-phone")).toHaveText(/^\u2066\+[\d ]+\u2069$/);
    await page.screenshot({ path: `${shots}/18-14-receipt-phone-en.png` });
  });
});

test("telemetry events at the menu and cart milestones, with ids only", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-24T14:00:00Z"));
  const eventOf = (type: string) =>
    page.waitForRequest((r) => /\/api\/telemetry\/event\//.test(r.url()) && r.postDataJSON()?.type === type);
  const opened = eventOf("menu.opened");
  await page.goto("/demo/preview/menu/demo-kitchen");
  const menuEvent = await opened;
  expect(menuEvent.postDataJSON()).toMatchObject({
    payload: { menu_id: "demo-kitchen", mode: "preview" },
  });
  expect((await menuEvent.response())?.status()).toBe(200);
  const added = eventOf("cart.product_added");
  await page.goto("/demo/preview/menu/demo-kitchen/p-borscht");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toBeVisible();
  const addEvent = await added;
  expect(addEvent.postDataJSON()).toMatchObject({
    payload: { menu_id: "demo-kitchen", product_id: "p-borscht", quantity: 1 },
  });
  expect((await addEvent.response())?.status()).toBe(200);
});
