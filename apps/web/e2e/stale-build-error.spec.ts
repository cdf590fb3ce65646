import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, useLocale } from "./fixtures";
import { consoleViewport, demoStaff } from "./console-fixtures";
import { shotsRoot } from "./shots";

// When a screen's chunk is still missing after the one reload a deploy earns (lib/new-build-reload.ts:
// a build broken for real, or a second deploy within a minute), the guest and the venue's people get a
// page that says what happened and offers Reload, in their language, instead of the router's developer
// screen, and the tab does not reload in a loop. (The deploy itself: deploy-survival.spec.ts.)
const shot = (name: string) => path.join(shotsRoot, "stale-build-error", `${name}.png`);
const missing = { status: 404, contentType: "text/plain", body: "Not Found" };
// The missing chunk is page.route's answer, which a request the guest service worker answers from its
// precache never reaches: these pages run without service workers.
test.use({ expectedErrors: [/\/assets\/|dynamically imported module/], serviceWorkers: "block" });

// Loads of the main document, counted from the first one.
const countLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on("load", () => (loads.count += 1));
  return loads;
};

for (const [locale, title] of [
  ["en", "The app has been updated"],
  ["ar", "تم تحديث التطبيق"],
] as const) {
  test(`a guest whose product page stays missing reloads once, then sees why (${locale})`, async ({
    page,
  }) => {
    if (locale !== "en") await useLocale(page, locale);
    await page.route("**/assets/product-page-*.js", (route) => route.fulfill(missing));
    await page.goto("/demo/takeaway/menu/demo-kitchen");
    const loads = countLoads(page);
    await page.locator('[data-testid="product-card"][data-product-id="p-avocado-toast"] a').first().click();
    const modal = page.getByTestId("error-modal");
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(title);
    await expect(page).toHaveURL(/\/demo\/takeaway\/menu\/demo-kitchen\/p-avocado-toast$/);
    expect(loads.count).toBe(1);
    await expectNoAxeViolations(page, `new build error (${locale})`);
    await page.screenshot({ path: shot(`stale-build-guest-${locale}`) });
  });
}

async function consoleTab(browser: Browser, baseURL: string, locale: string, width: number, height: number) {
  const context = await browser.newContext({
    ...consoleViewport,
    viewport: { width, height },
    baseURL,
    serviceWorkers: "block",
  });
  if (locale !== "en")
    await context.addInitScript((l) => window.localStorage.setItem("console_locale", l), locale);
  return { context, page: await context.newPage() };
}

for (const [locale, title, width, height] of [
  ["en", "The console has been updated", 1280, 800],
  ["ar", "تم تحديث لوحة التحكم", 768, 1024],
] as const) {
  test(`the console's menu setup stays missing: one reload, then a card that says why (${locale}, ${width})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await consoleTab(browser, baseURL!, locale, width, height);
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto("/console/login");
    await page.getByRole("textbox").first().fill(demoStaff.manager.login);
    await page.locator('input[type="password"]').fill(demoStaff.manager.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/console$/);
    // The menu setup's code is fetched only when the route is opened; from now on it is missing.
    await page.route("**/assets/routes-*.js", (route) => route.fulfill(missing));
    const loads = countLoads(page);
    await page.locator('a[href="/console/setup/menu"]').click();
    const card = page.getByTestId("console-route-error");
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading")).toHaveText(title);
    await expect(page).toHaveURL(/\/console\/setup\/menu$/);
    expect(loads.count).toBe(1);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expectNoAxeViolations(page, `console new build error (${locale})`);
    await page.screenshot({ path: shot(`stale-build-console-${locale}-${width}`) });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
}
