import { test, expect, expectNoAxeViolations } from "./fixtures";

// SPEC §4 schedule display at fixed instants, in the venue's zone (Europe/Kyiv). demo-preview: Monday is a
// day off, Tuesday to Thursday 12:00-23:00.
test.describe("schedule status", () => {
  test("closed on a day off shows the time until the next opening", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T10:00:00Z")); // Monday 12:00 in Kyiv
    await page.goto("/demo-preview");
    await expect(page.getByRole("button", { name: /closed/i }).first()).toContainText("opens in 1 day");
  });

  test("open shows the time until closing, and the week expands with Day off", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-24T18:00:00Z")); // Tuesday 20:00 in Kyiv
    await page.goto("/demo-preview");
    const toggle = page.getByRole("button", { name: /open/i }).first();
    await expect(toggle).toContainText("closes in 3 hours");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Day off")).toBeVisible();
    await expectNoAxeViolations(page, "schedule expanded");
  });

  test("plural forms follow the language (Russian)", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("preferred_locale", "ru"));
    await page.clock.setFixedTime(new Date("2026-11-24T18:00:00Z"));
    await page.goto("/demo-preview");
    await expect(page.getByRole("button", { name: /открыто/i }).first()).toContainText("3 часа");
  });
});

test.describe("routes and shells", () => {
  test("/new/{code} redirects to the eat-in route", async ({ page }) => {
    await page.goto("/new/123456");
    await expect(page).toHaveURL(/\/inside\/123456$/);
  });

  test("a mode shell shows the loader first, then its routed view", async ({ page }) => {
    await page.goto("/demo/delivery");
    await expect(page.getByRole("progressbar")).toBeVisible();
    // Then the delivery lobby, with the demo menus.
    await expect(page.getByTestId("lobby-page")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("menu-card").first()).toBeVisible();
  });

  test("an unknown mode segment is not a shell", async ({ page }) => {
    await page.goto("/demo/teleport");
    await expect(page.getByRole("dialog")).toContainText("Page does not exist");
  });

  test("the Menu tab of the home navbar opens the lobby of the chosen mode", async ({ page }) => {
    await page.goto("/demo");
    await page.getByTestId("bottom-navbar").getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
  });
});
