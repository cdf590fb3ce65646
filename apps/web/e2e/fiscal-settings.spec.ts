import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { consoleViewport, demoStaff } from "./console-fixtures";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { shotsRoot } from "./shots";

// The manager's fiscal receipts settings (docs/fiscal.md) in English and Arabic at the console's two sizes:
// Checkbox chosen, its secrets typed and saved (they come back only as "saved"), cash receipts ticked, the
// list of receipts that need a person, and axe. The demo venue of the e2e database; the secrets are test
// values no provider accepts. Screenshots go to e2e/shots.ts.
const shotsDir = path.join(shotsRoot, "fiscal-settings");
const sizes = {
  laptop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
} as const;
const texts = {
  en: {
    provider: "Fiscal provider",
    key: "Cash register license key",
    saved: "Saved.",
    kept: "Saved — leave empty to keep",
    none: "None: every receipt is registered or on its way.",
  },
  ar: {
    provider: "مزوّد الإيصالات الضريبية",
    key: "مفتاح ترخيص آلة التسجيل",
    saved: "تم الحفظ.",
    kept: "محفوظ — اتركه فارغًا للإبقاء عليه",
    none: "لا شيء: كل الإيصالات مسجّلة أو في الطريق.",
  },
} as const;

test.use(consoleViewport);

async function signIn(page: Page, locale: "en" | "ar") {
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(demoStaff.manager.login);
  await page.getByLabel("Password").fill(demoStaff.manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await page.evaluate((l) => window.localStorage.setItem("console_locale", l), locale);
}

for (const [size, viewport] of Object.entries(sizes))
  for (const locale of ["en", "ar"] as const)
    test(`the fiscal settings at ${size} (${viewport.width}x${viewport.height}), ${locale}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signIn(page, locale);
      mkdirSync(shotsDir, { recursive: true });
      await page.goto("/console/setup/venue#fiscal");
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const section = page.getByTestId("fiscal-section");
      await section.getByLabel(texts[locale].provider).selectOption("checkbox");
      await section.getByLabel(texts[locale].key).fill("e2e-license-key");
      await section.locator('input[autocomplete="off"]:not([type="password"])').fill("e2e-cashier");
      await section.locator('input[autocomplete="new-password"]').fill("e2e-cashier-pass");
      await section.locator('input[type="checkbox"]').nth(1).check();
      await section.locator('button[type="submit"]').click();
      await expect(section.getByRole("status")).toHaveText(texts[locale].saved);
      // The secrets never come back: the fields are empty, their placeholder says one is kept.
      await expect(section.getByLabel(texts[locale].key)).toHaveValue("");
      await expect(section.getByLabel(texts[locale].key)).toHaveAttribute("placeholder", texts[locale].kept);
      await expect(section.getByText(texts[locale].none)).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${shotsDir}/settings-${size}-${locale}.png` });
      // Scanned from the page's top: scrolled down, the console's sticky top bar lies over the floor timings'
      // inputs above this section and axe counts that overlap (target-size) against the timings.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `fiscal settings ${size} ${locale}`);
    });

// A receipt Checkbox refused, as the server lists it, with its reason and Retry (the same list is the order
// panel's). Answered here: the e2e server runs no Checkbox to refuse one.
const failedReceipt = {
  _id: "fr-1",
  order_id: "order-1",
  kind: "sale",
  status: "failed",
  amount: 26000,
  payment_type: "CASHLESS",
  fiscal_code: null,
  receipt_url: null,
  attempts: 1,
  last_error: "checkbox /cashier/signin: Invalid credentials",
  created_at: new Date().toISOString(),
  issued_at: null,
};
for (const [size, viewport] of Object.entries(sizes))
  for (const locale of ["en", "ar"] as const)
    test(`a receipt that needs a person, with Retry, at ${size}, ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signIn(page, locale);
      await page.route("**/fiscal/receipts?status=failed", (route) =>
        route.fulfill({ json: { success: true, data: { receipts: [failedReceipt] } } }),
      );
      await page.goto("/console/setup/venue#fiscal");
      const list = page.getByTestId("fiscal-receipts");
      await expect(list).toContainText("Invalid credentials");
      await expect(list.getByRole("button")).toHaveText(locale === "en" ? "Retry" : "إعادة المحاولة");
      await list.scrollIntoViewIfNeeded();
      await page
        .getByTestId("fiscal-section")
        .screenshot({ path: `${shotsDir}/failed-${size}-${locale}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `fiscal failed receipts ${size} ${locale}`);
    });
