import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { consoleViewport, guestPhone } from "./console-fixtures";
import { shotsRoot } from "./shots";

// "Goes well with": the manager adds Lemonade to the Burger's suggestions in the console's product editor
// (1280x800; the fixture already suggests Fries); a guest (390x844) adds a Burger, the sheet offers Fries
// and Lemonade, one tap adds Fries, closing the sheet goes back to the menu and the cart holds both; in
// English and Arabic, axe on each screen. The venue is the spec's own (fixtures-venues/pair-e2e.json), so
// its suggestions and carts touch no other spec's.
test.describe.configure({ mode: "serial" });

const menuPath = (table: string) => `/inside/${table}/menu/pair-e2e-food`;
const manager = { login: "manager@pair-e2e.test", password: "pair-e2e-manager-pass" };
const shotDir = shotsRoot;
const shot = (name: string) => path.join(shotDir, `pair-${name}.png`);
const card = (page: Page, name: string) => page.getByTestId("product-card").filter({ hasText: name });

async function managerConsole(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    ...consoleViewport,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(manager.login);
  await page.getByLabel("Password").fill(manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console$/);
  return { context, page };
}

test("the manager suggests a drink with the burger in the product editor", async ({ browser, baseURL }) => {
  const { context, page } = await managerConsole(browser, baseURL!);
  try {
    await page.goto("/console/setup/menu");
    await page.getByRole("link", { name: "Burger", exact: true }).click();
    const field = page.getByTestId("suggestions-field");
    await expect(field.getByRole("list", { name: "Suggested products" })).toContainText("Fries");
    await field.getByRole("searchbox", { name: "Find a product to suggest" }).fill("lemo");
    await field.getByRole("button", { name: "Suggest Lemonade" }).click();
    await expect(field.getByRole("list", { name: "Suggested products" })).toContainText("Lemonade");
    // The product itself is never offered.
    await field.getByRole("searchbox", { name: "Find a product to suggest" }).fill("burg");
    await expect(field.getByRole("list", { name: "Matching products" })).toContainText("No product matches.");
    await field.getByRole("searchbox", { name: "Find a product to suggest" }).fill("");
    await expectNoAxeViolations(page, "product editor with suggestions (1280)");
    await field.screenshot({ path: shot("console-en-1280") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Menu setup" })).toBeVisible();
  } finally {
    await context.close();
  }
});

for (const [locale, table] of [
  ["en", "466641"],
  ["ar", "466642"],
] as const) {
  test(`a guest adds a burger and takes fries from the sheet (${locale})`, async ({ browser, baseURL }) => {
    // Three screens and two axe scans: 26 s in English on a busy machine, past the default 30 s in Arabic.
    test.setTimeout(60_000);
    const { context, page } = await guestPhone(browser, baseURL!);
    try {
      if (locale === "ar") await useLocale(page, "ar");
      await page.goto(`/new/${table}`);
      await expect(page).toHaveURL(new RegExp(`${menuPath(table)}$`));
      await card(page, "Burger").getByRole("link").first().click();
      await page.getByTestId("add-to-cart").click();

      const sheet = page.getByRole("dialog", { name: locale === "en" ? "Goes well with" : "يُقدَّم معه" });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByTestId("suggestion-pe-p-fries")).toContainText("Fries");
      await expect(sheet.getByTestId("suggestion-pe-p-lemonade")).toContainText("Lemonade");
      await expect(sheet.locator("li")).toHaveCount(2);
      if (locale === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoAxeViolations(page, `suggestions sheet (${locale})`);
      await page.screenshot({ path: shot(`sheet-${locale}-390`) });

      await sheet.getByTestId("suggestion-pe-p-fries").getByTestId("suggestion-add").click();
      await expect(sheet.getByTestId("suggestion-pe-p-fries").getByTestId("suggestion-add")).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await expect(sheet.getByRole("status")).not.toBeEmpty();
      await page.screenshot({ path: shot(`sheet-added-${locale}-390`) });
      // Escape closes it, back where adding always goes: the menu.
      await page.keyboard.press("Escape");
      await expect(sheet).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${menuPath(table)}$`));

      await page.goto(`/inside/${table}/cart`);
      const items = page.getByTestId("cart-item");
      await expect(items).toHaveCount(2);
      await expect(items.filter({ hasText: "Burger" })).toHaveCount(1);
      await expect(items.filter({ hasText: "Fries" })).toHaveCount(1);
      await expectNoAxeViolations(page, `cart with a suggestion (${locale})`);
      await page.screenshot({ path: shot(`cart-${locale}-390`) });
    } finally {
      await context.close();
    }
  });
}
