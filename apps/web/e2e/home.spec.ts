import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";

// SPEC §2 "Home page": the demo venue's home page read from the real database.
test.describe("venue home page", () => {
  test("shows header, schedule, sections, legal rows and one offer link per pay receiver", async ({
    page,
  }) => {
    await page.goto("/demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 10_000 });
    // demo is open 00:00-24:00 every day (SPEC §4 schedule display).
    const schedule = page.getByRole("button", { name: /open/i }).first();
    await expect(schedule).toBeVisible();
    await schedule.click();
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await expect(page.getByText(day, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
    await expect(page.getByRole("link", { name: /instagram/i })).toBeVisible();
    await expect(page.getByRole("link", { name: /facebook/i })).toBeVisible();
    await expect(page.getByRole("link", { name: /call/i }).first()).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: /get directions/i })).toHaveAttribute("href", /.+/);
    // demo has two menus with different pay receivers -> two numbered offer links.
    const offers = page.getByRole("link", { name: /public offer/i });
    await expect(offers).toHaveCount(2);
    await expect(offers.nth(1)).toContainText("(2)");
    await expect(page.getByTestId("bottom-navbar")).toBeVisible();
    // demo takes reservations: the Call and Reserve row opens the reservation menu.
    await expect(page.getByTestId("home-reserve")).toHaveAttribute("href", "/demo/reserve/menu");
    await expectNoAxeViolations(page, "home /demo");
  });

  test("Privacy Policy and Terms of Use open as documents with their texts (loaded on demand)", async ({
    page,
  }) => {
    await page.goto("/demo");
    await page.getByTestId("legal-privacy").click();
    const privacy = page.getByTestId("legal-sheet-privacy");
    await expect(privacy).toContainText("You don't need to sign up.");
    await expectNoAxeViolations(page, "privacy policy sheet");
    await privacy.getByRole("button", { name: "Close" }).click();
    await expect(privacy).toHaveCount(0);
    await page.getByTestId("legal-terms").click();
    await expect(page.getByTestId("legal-sheet-terms")).toContainText("needs no account");
  });

  test("the offer link opens the Ukrainian public offer filled by the server", async ({ page }) => {
    await page.goto("/demo");
    await page
      .getByRole("link", { name: /public offer/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/offert\/[^/]+\/[^/]+$/);
    await expect(page.getByText(/ДОГОВІР|Публічна оферта|ПУБЛІЧНА ОФЕРТА/i).first()).toBeVisible();
    await expectNoAxeViolations(page, "offert");
  });

  test("a closed venue with no known opening says Closed", async ({ page }) => {
    await page.goto("/demo-closed");
    await expect(page.getByRole("button", { name: /closed/i }).first()).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page, "home /demo-closed");
  });

  test("every demo venue loads its home page", async ({ page }) => {
    for (const link of ["demo", "demo-geo", "demo-closed", "demo-preview", "demo-large"]) {
      await page.goto(`/${link}`);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible({
        timeout: 10_000,
      });
    }
  });
});

test.describe("unknown venue", () => {
  // The server's 404 for the unknown venue is logged by Chromium as a failed resource; it is the point here.
  test.use({ expectedErrors: [/homepage\/nope|404/] });
  test("an unknown venue shows the not_found error modal with a reload button", async ({ page }) => {
    await page.goto("/nope");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText("Page does not exist");
    await expect(dialog.getByRole("button", { name: /reload/i })).toBeVisible();
    await expectNoAxeViolations(page, "not found");
  });
});

test.describe("languages", () => {
  test("switching to Arabic mirrors the layout and is remembered", async ({ page }) => {
    await page.goto("/demo");
    await page
      .getByRole("button", { name: /language/i })
      .first()
      .click();
    await page.getByRole("button", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "home in Arabic");
  });

  for (const locale of ["ru", "uk", "cs", "tr", "lv"]) {
    test(`home page renders in ${locale} with no English UI leaking`, async ({ page }) => {
      await useLocale(page, locale);
      await page.goto("/demo");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible({
        timeout: 10_000,
      });
      await expect(page.getByRole("heading", { name: "About", exact: true })).toHaveCount(0);
    });
  }
});

test.describe("cookies page and desktop blocker", () => {
  test("cookies page says no cookies are used and no response set one", async ({ page, context }) => {
    await page.goto("/cookies");
    await expect(page.getByRole("main")).toContainText(/cookie/i);
    await expectNoAxeViolations(page, "cookies");
    expect(await context.cookies()).toEqual([]);
  });
});
