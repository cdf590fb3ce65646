import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { consoleViewport, demoStaff, signIn } from "./console-fixtures";
import { shotsRoot } from "./shots";

// The Staff screen against the real server (demo venue, its manager): add a person and read their
// password once, sign in as them, change their role, end their sessions (their console drops to the
// login), disable and enable them; waiters see no Staff entry. At 1280x800 and 768x1024, in English and
// Arabic, with an axe scan and a screenshot of each (e2e/shots.ts).
const shotsDir = path.join(shotsRoot, "console-staff");
const sizes = {
  laptop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
} as const;

test.use(consoleViewport);

async function openStaff(page: Page, locale: "en" | "ar") {
  await signIn(page, demoStaff.manager);
  await page.evaluate((l) => window.localStorage.setItem("console_locale", l), locale);
  await page.goto("/console/staff");
  await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

// A card of the list by the person's login (logins are shown left to right in every language).
const cardOf = (page: Page, login: string) => page.getByRole("listitem").filter({ hasText: login });

for (const [size, viewport] of Object.entries(sizes))
  for (const locale of ["en", "ar"] as const)
    test(`the Staff screen at ${size} (${viewport.width}x${viewport.height}), ${locale}: layout, axe, screenshot`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await openStaff(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "en" ? "Staff" : "الموظفون",
      );
      await expect(cardOf(page, demoStaff.waiter.login)).toBeVisible();
      // A person locked out with failed sign-ins shows it (and the unlock): one from this test's own
      // login, so parallel tests do not see each other's.
      const login = `shot-${size}-${locale}@e2e.test`;
      const form = page.locator("form.staff-add");
      const inputs = form.locator("input");
      await inputs.nth(0).fill(locale === "en" ? "Olena Kovalenko" : "أولينا كوفالينكو");
      await inputs.nth(1).fill(login);
      await form.locator("select").selectOption("waiter");
      await form.getByRole("button").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("staff-password")).toHaveText(/^[A-Za-z0-9_-]{24}$/);
      await expectNoAxeViolations(page, `password dialog ${size} ${locale}`);
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/password-${size}-${locale}.png` });
      await dialog.getByRole("button").last().click();
      await expect(dialog).toBeHidden();
      await expect(cardOf(page, login)).toBeVisible();
      await expectNoAxeViolations(page, `staff ${size} ${locale}`);
      await page.screenshot({ path: `${shotsDir}/staff-${size}-${locale}.png`, fullPage: true });
    });

test("a manager adds a person, sees the password once, changes the role, ends the sessions, disables", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openStaff(page, "en");
  const login = `olena-flow@e2e.test`;
  const form = page.locator("form.staff-add");
  await form.getByLabel("Name").fill("Olena Flow");
  await form.getByLabel("Login").fill(login);
  await form.getByLabel("Role").selectOption("waiter");
  await form.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Password for Olena Flow" });
  await expect(dialog).toBeVisible();
  const password = (await dialog.getByTestId("staff-password").textContent()) ?? "";
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  const card = cardOf(page, login);
  await expect(card.getByRole("heading", { name: "Olena Flow" })).toBeVisible();
  await expect(card).toContainText("Never");

  // The new person signs in with the password on a tablet of their own.
  const theirs = await browser.newContext({ ...consoleViewport, baseURL });
  const their = await theirs.newPage();
  try {
    await signIn(their, { login, password });
    await expect(their.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await page.reload();
    await expect(card).toContainText("1 open");
    await expect(card).not.toContainText("Never");

    // A new role, after a confirmation; the kitchen's console loses the money lanes at the next call.
    await card.getByLabel("Role").selectOption("kitchen");
    const roleDialog = page.getByRole("dialog", { name: "Change the role of Olena Flow to Kitchen?" });
    await expect(roleDialog).toBeVisible();
    await roleDialog.getByRole("button", { name: "Change role" }).click();
    await expect(card.getByLabel("Role")).toHaveValue("kitchen");

    // Ending the sessions sends their console to the login within seconds, without a click of theirs.
    await card.getByRole("button", { name: "End sessions of Olena Flow" }).click();
    const endDialog = page.getByRole("dialog", { name: "End every session of Olena Flow?" });
    await expectNoAxeViolations(page, "end sessions dialog");
    await endDialog.getByRole("button", { name: "End sessions" }).click();
    await expect(page.getByText("Ended 1 session of Olena Flow.")).toBeVisible();
    await expect(their).toHaveURL(/\/console\/login/, { timeout: 10_000 });

    // Disabled: the sign-in is refused; enabled again, it works.
    await card.getByRole("button", { name: "Disable Olena Flow" }).click();
    await page
      .getByRole("dialog", { name: "Disable Olena Flow?" })
      .getByRole("button", { name: "Disable" })
      .click();
    const disabledCard = cardOf(page, login);
    await expect(disabledCard).toContainText("Disabled");
    await their.getByLabel("Email or name").fill(login);
    await their.getByLabel("Password").fill(password);
    await their.getByRole("button", { name: "Sign in" }).click();
    await expect(their.getByRole("alert")).toBeVisible();
    await disabledCard.getByRole("button", { name: "Enable Olena Flow" }).click();
    await expect(cardOf(page, login)).toContainText("Active");
    // Enabled again, the sign-in works: a kitchen account lands on its station screen, or on the page
    // its ended session was on when the login carries it (?next=).
    await their.getByLabel("Email or name").fill(login);
    await their.getByLabel("Password").fill(password);
    await their.getByRole("button", { name: "Sign in" }).click();
    await expect(their).toHaveURL(/\/console(\/kitchen)?$/);

    // The change log names each of these with who did it.
    await page.goto("/console/setup/changes");
    await expect(page.getByRole("cell", { name: /role of Olena Flow.*waiter -> kitchen/ })).toBeVisible();
  } finally {
    await theirs.close();
  }
});

test.describe("the last manager", () => {
  // The refused demotion is a 409 on purpose.
  test.use({ expectedErrors: [/status of 409/] });
  test("the last manager cannot demote themselves; waiters have no Staff screen", async ({ page }) => {
    await openStaff(page, "en");
    const me = cardOf(page, demoStaff.manager.login);
    await me.getByLabel("Role").selectOption("waiter");
    await page.getByRole("dialog").getByRole("button", { name: "Change role" }).click();
    await expect(me.getByRole("alert")).toHaveText(/at least one active manager/);
    await expect(me.getByLabel("Role")).toHaveValue("manager");

    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, demoStaff.waiter);
    const nav = page.getByRole("navigation", { name: "Console sections" });
    await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await page.goto("/console/staff");
    await expect(page.getByText("Only a manager manages the staff.")).toBeVisible();
  });
});
