import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { consoleViewport, guestPhone } from "./console-fixtures";
import { shotsRoot } from "./shots";

// Allergens and diets (Regulation (EU) No 1169/2011's 14): the manager declares a dish's in the console
// (1280x800 and 768x1024, English and Arabic), a guest (390x844) reads them on the card and the product
// page, sees an undeclared dish said to be unknown, filters the menu ("hide what contains"), reloads and
// keeps the filter; in English and Arabic, with axe on each screen. The venue is the spec's own
// (fixtures-venues/allergens-e2e.json): Coffee declared "none, vegan", Cappuccino and Oat cookie undeclared.
test.describe.configure({ mode: "serial" });

const table = "455541";
const menuPath = `/inside/${table}/menu/allergens-e2e-bar`;
const manager = { login: "manager@allergens-e2e.test", password: "allergens-e2e-manager-pass" };
const shot = (name: string) => path.join(shotsRoot, `allergens-${name}.png`);
const card = (page: Page, name: string) => page.getByTestId("product-card").filter({ hasText: name });

async function managerConsole(
  browser: Browser,
  baseURL: string,
  width: number,
  height: number,
  locale?: string,
) {
  const context = await browser.newContext({ baseURL, ...consoleViewport, viewport: { width, height } });
  const page = await context.newPage();
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(manager.login);
  await page.getByLabel("Password").fill(manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console$/);
  // The console's language as a manager who chose it would have it (the next page load reads it).
  if (locale) await page.evaluate((l) => window.localStorage.setItem("console_locale", l), locale);
  return { context, page };
}

async function openProductEditor(page: Page, name: string) {
  await page.goto("/console/setup/menu");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByTestId("dietary-fields")).toBeVisible();
}

test("the manager declares a dish's allergens; a guest reads them, filters the menu and keeps the filter", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: consoleContext, page: console_ } = await managerConsole(browser, baseURL!, 1280, 800);
  const guest = await guestPhone(browser, baseURL!);
  const phone = guest.page;
  try {
    // The manager: Cappuccino contains milk and is vegetarian.
    await openProductEditor(console_, "Cappuccino");
    const fields = console_.getByTestId("dietary-fields");
    await fields.getByRole("checkbox", { name: "This dish's allergens are declared" }).check();
    const contains = fields.getByRole("group", { name: "Contains (the EU's 14 allergens)" });
    await contains.getByRole("checkbox", { name: "Milk", exact: true }).check();
    await fields
      .getByRole("group", { name: "Suitable for" })
      .getByRole("checkbox", { name: "Vegetarian" })
      .check();
    await fields.getByRole("combobox", { name: "Heat" }).selectOption("1");
    // An add-on item's own allergen: almond milk adds nuts.
    await console_.locator("summary").filter({ hasText: "Allergens of Almond" }).click();
    await console_
      .getByRole("group", { name: "Allergens of Almond" })
      .getByRole("checkbox", { name: "Nuts", exact: true })
      .check();
    await expectNoAxeViolations(console_, "product editor with allergens (1280)");
    await fields.screenshot({ path: shot("console-en-1280") });
    await console_.getByRole("button", { name: "Save" }).click();
    await expect(console_.getByRole("heading", { name: "Menu setup" })).toBeVisible();

    // The guest: marks in words on the cards.
    await phone.goto(`/new/${table}`);
    await expect(phone).toHaveURL(new RegExp(`${menuPath}$`));
    await expect(card(phone, "Cappuccino").getByTestId("dish-contains")).toHaveText("Contains: Milk");
    await expect(card(phone, "Cappuccino").getByTestId("dish-marks")).toContainText("Vegetarian");
    await expect(card(phone, "Cappuccino").getByTestId("dish-spicy")).toContainText("Spicy, 1 of 3");
    await expect(card(phone, "Coffee").getByTestId("dish-marks")).toContainText("Vegan");
    await expect(card(phone, "Oat cookie").getByTestId("dish-marks")).toHaveCount(0);
    await expectNoAxeViolations(phone, "menu with allergen marks");
    await phone.screenshot({ path: shot("menu-en-390") });

    // The product pages: declared in words, "none", and the undeclared dish's plain warning.
    await card(phone, "Cappuccino").getByRole("link").first().click();
    await expect(phone.getByTestId("allergens-declared")).toHaveText("Contains: Milk");
    await expect(phone.getByTestId("allergen-details")).toContainText("Almond: Nuts");
    await expectNoAxeViolations(phone, "product page with allergens");
    await phone.goto(menuPath);
    await card(phone, "Coffee").getByRole("link").first().click();
    await expect(phone.getByTestId("allergens-declared")).toHaveText(
      "Contains none of the 14 main allergens",
    );
    await phone.goto(menuPath);
    await card(phone, "Oat cookie").getByRole("link").first().click();
    await expect(phone.getByTestId("allergens-undeclared")).toHaveText(
      "The venue has not said which allergens this contains — ask the staff.",
    );
    await expectNoAxeViolations(phone, "product page, allergens undeclared");
    await phone.getByTestId("allergen-details").screenshot({ path: shot("product-undeclared-en-390") });

    // The filter: hide milk. Cappuccino goes (counted), the undeclared cookie stays, marked unknown.
    await phone.goto(menuPath);
    await phone.getByTestId("dish-filter-open").click();
    const sheet = phone.getByTestId("dish-filter-sheet");
    await sheet
      .getByRole("group", { name: "Hide dishes containing:" })
      .getByRole("checkbox", { name: "Milk" })
      .check();
    await expect(sheet).toContainText("not hidden");
    await expectNoAxeViolations(phone, "menu filter sheet");
    await phone.screenshot({ path: shot("filter-en-390") });
    await sheet.getByTestId("dish-filter-done").click();
    await expect(card(phone, "Cappuccino")).toHaveCount(0);
    await expect(phone.getByTestId("dish-filter-hidden")).toHaveText("1 dish hidden by your filter");
    await expect(card(phone, "Oat cookie").getByTestId("dish-unknown")).toHaveText("Allergens unknown");
    await expect(card(phone, "Coffee")).toBeVisible();

    // Kept for this venue across a reload.
    await phone.reload();
    await expect(phone.getByTestId("dish-filter-hidden")).toHaveText("1 dish hidden by your filter");
    await expect(phone.getByTestId("dish-filter-open")).toHaveText("Filter, 1 set");
    await expect(card(phone, "Cappuccino")).toHaveCount(0);
    await expectNoAxeViolations(phone, "filtered menu after a reload");
    await phone.screenshot({ path: shot("filtered-en-390") });

    // The search hides what the menu hides, and says so.
    await phone.goto(`/inside/${table}/search`);
    await phone.getByTestId("search-input").fill("c");
    // A result reads "<name> <category> <price>"; these dishes' category is Coffee.
    const result = (name: string) => phone.getByRole("link", { name: new RegExp(`^${name} Coffee`) });
    await expect(result("Coffee")).toBeVisible();
    await expect(result("Oat cookie")).toBeVisible();
    await expect(result("Cappuccino")).toHaveCount(0);
    await expect(phone.getByTestId("dish-filter-hidden")).toHaveText("1 dish hidden by your filter");
    await expectNoAxeViolations(phone, "filtered search");
    await phone.screenshot({ path: shot("search-filtered-en-390") });
  } finally {
    await consoleContext.close();
    await guest.context.close();
  }
});

test("in Arabic: the filtered menu, the undeclared warning, and the console's editor at both widths", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const guest = await guestPhone(browser, baseURL!);
  const phone = guest.page;
  try {
    await useLocale(phone, "ar");
    await phone.addInitScript(() =>
      window.localStorage.setItem(
        "dish_filter:allergens-e2e",
        JSON.stringify({ avoid: ["milk"], diets: [] }),
      ),
    );
    await phone.goto(`/new/${table}`);
    await expect(phone).toHaveURL(new RegExp(`${menuPath}$`));
    await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(card(phone, "Cappuccino")).toHaveCount(0);
    await expect(phone.getByTestId("dish-filter-hidden")).toHaveText("أخفى عامل التصفية طبقًا واحدًا");
    await expect(card(phone, "Oat cookie").getByTestId("dish-unknown")).toHaveText(
      "مسببات الحساسية غير معروفة",
    );
    await expectNoAxeViolations(phone, "Arabic filtered menu");
    await phone.screenshot({ path: shot("filtered-ar-390") });
    await phone.getByTestId("dish-filter-open").click();
    await expect(phone.getByTestId("dish-filter-sheet")).toBeVisible();
    await expectNoAxeViolations(phone, "Arabic filter sheet");
    await phone.screenshot({ path: shot("filter-ar-390") });
    await phone.goto(menuPath);
    await card(phone, "Oat cookie").getByRole("link").first().click();
    await expect(phone.getByTestId("allergens-undeclared")).toHaveText(
      "لم يذكر المكان مسببات الحساسية في هذا الطبق — اسأل الموظفين.",
    );
    await expectNoAxeViolations(phone, "Arabic product page, allergens undeclared");
    await phone.screenshot({ path: shot("product-undeclared-ar-390") });
  } finally {
    await guest.context.close();
  }

  for (const [width, height, locale] of [
    [1280, 800, "ar"],
    [768, 1024, "ar"],
    [768, 1024, undefined],
  ] as const) {
    const { context, page } = await managerConsole(browser, baseURL!, width, height, locale);
    try {
      await openProductEditor(page, "Coffee");
      await expect(page.getByTestId("dietary-fields").getByRole("checkbox").first()).toBeChecked();
      await expectNoAxeViolations(page, `product editor ${locale ?? "en"} ${width}`);
      await page
        .getByTestId("dietary-fields")
        .screenshot({ path: shot(`console-${locale ?? "en"}-${width}`) });
      await page.screenshot({ path: shot(`console-page-${locale ?? "en"}-${width}`), fullPage: true });
    } finally {
      await context.close();
    }
  }
});
