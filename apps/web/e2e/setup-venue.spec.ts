import { consoleViewport, guestPhone } from "./console-fixtures";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The manager's venue settings, tables, export and change log on the real server,
// with a guest's phone beside. The venue is the fixture `setup-e2e` (apps/web/e2e/fixtures-venues/
// setup-e2e.json, imported with its manager by the webServer command): this spec uses tables
// 444442-444443 and the tables it adds; 444441 belongs to the menu editor's spec.
// Run: E2E_PORT=8194 npx playwright test -c apps/web setup-venue.spec.ts
const manager = { login: "manager@setup-e2e.test", password: "setup-e2e-manager-pass" };
const link = "setup-e2e";

test.use(consoleViewport);
// Each walk here spans the console and a guest's phone with several axe scans and, for the tables, a
// QR sheet rendered on the server's worker thread: on a loaded two-core CI machine that is more than
// the default 30 s, so the walks get 60 s (the steps' own expectations keep their timeouts).
test.describe.configure({ timeout: 60_000 });

async function signInManager(page: Page) {
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(manager.login);
  await page.getByLabel("Password").fill(manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console$/);
}

const homepage = async (page: Page) => {
  const response = await page.request.get(`/api/superapp/homepage/${link}`);
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: {
        cafe: {
          delivery: { min_check: number };
          schedule: Record<string, { startHour: number; startMinute: number }>;
        };
      };
    }
  ).data.cafe;
};

test("the manager changes the opening hours and a delivery setting; the guest sees both", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInManager(page);
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Venue settings" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expectNoAxeViolations(page, "/console/setup/venue");

  const hours = page.getByRole("region", { name: "Opening hours" });
  await hours.getByLabel("Opens on Monday").fill("08:30");
  await hours.getByRole("button", { name: "Save" }).click();
  await expect(hours.getByText("Saved. Guests see it now.")).toBeVisible();

  const delivery = page.getByRole("region", { name: "Delivery" });
  await delivery.getByLabel(/^Minimum order/).fill("321");
  await delivery.getByRole("button", { name: "Save" }).click();
  await expect(delivery.getByText("Saved. Guests see it now.")).toBeVisible();

  const { context, page: guest } = await guestPhone(browser, baseURL!);
  await guest.goto(`/${link}`);
  await guest.getByRole("button", { name: /open/i }).first().click();
  await expect(guest.getByText(/08:30/).first()).toBeVisible({ timeout: 10_000 });
  const seen = await homepage(guest);
  expect(seen.schedule.mon).toMatchObject({ startHour: 8, startMinute: 30 });
  expect(seen.delivery.min_check).toBe(321);
  await context.close();

  await page.goto("/console/setup/changes");
  await expect(page.getByRole("heading", { level: 1, name: "Change log" })).toBeVisible();
  // (setup-menu.spec.ts edits the same venue at the same time, so its changes may be newer.)
  await expect(page.getByRole("row").filter({ hasText: "Settings" }).first()).toBeVisible();
  await expectNoAxeViolations(page, "/console/setup/changes");
});

test("the manager adds a table and rotates its token after confirming: the old QR stops, the new one works", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInManager(page);
  await page.goto("/console/tables");
  const add = page.getByRole("region", { name: "Add a table" });
  await add.getByLabel("Hall").fill("Terrace");
  await add.getByLabel("Table name").fill("T-M4");
  await add.getByRole("button", { name: "Add table" }).click();
  await expect(add.getByRole("status")).toContainText("Table T-M4 added");
  const terrace = page.getByRole("region", { name: "Terrace" });
  const row = terrace.getByRole("row", { name: /T-M4/ });
  const oldUrl = (await row.getByRole("link").getAttribute("href"))!;
  await expectNoAxeViolations(page, "/console/tables");

  await row.getByRole("button", { name: /^New QR code for/ }).click();
  const dialog = page.getByRole("dialog", { name: /^New QR code for/ });
  await expect(dialog).toContainText("The printed QR codes of this table will stop working.");
  await expectNoAxeViolations(page, "/console/tables rotate dialog");
  await dialog.getByRole("button", { name: "Make a new QR code" }).click();
  await expect(row.getByRole("link")).not.toHaveAttribute("href", oldUrl);
  const newUrl = (await row.getByRole("link").getAttribute("href"))!;

  const { context, page: guest } = await guestPhone(browser, baseURL!);
  const token = (url: string) => url.replace(/^\/new\//, "");
  const stale = await guest.request.get(`/api/superapp/inside/${token(oldUrl)}/prepare`);
  expect(stale.status()).toBeGreaterThanOrEqual(400);
  const fresh = await guest.request.get(`/api/superapp/inside/${token(newUrl)}/prepare`);
  expect(fresh.ok()).toBe(true);
  // The new QR opens the table (the venue's only menu opens by itself there).
  await guest.goto(newUrl);
  await expect(guest).toHaveURL(/\/inside\/[^/]+\/menu\/setup-e2e-bar$/, { timeout: 10_000 });
  await expect(guest.getByTestId("menu-page")).toBeVisible();
  await context.close();

  // The QR sheet still downloads.
  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "Download QR sheet (PDF)" }).getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("the manager exports the venue as JSON", async ({ page }) => {
  await signInManager(page);
  await page.goto("/console/setup/venue#data");
  const data = page.getByRole("region", { name: "Export and import" });
  const download = page.waitForEvent("download");
  await data.getByRole("link", { name: "Download export.json" }).click();
  const file = await download;
  const body = JSON.parse(
    await (await import("node:fs/promises")).readFile((await file.path())!, "utf8"),
  ) as {
    venue: { link: string };
  };
  expect(body.venue.link).toBe(link);
  expect(JSON.stringify(body)).toContain("444442");
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  test("the settings at 768x1024: the side index wraps over the sections, targets are 44 px, axe clean", async ({
    page,
  }) => {
    await signInManager(page);
    await page.goto("/console/setup/venue");
    const index = page.getByRole("navigation", { name: "Settings sections" });
    await expect(index).toBeVisible();
    for (const target of await index.getByRole("link").all()) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const save = page.getByRole("region", { name: "Info" }).getByRole("button", { name: "Save" });
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(768);
    await expectNoAxeViolations(page, "/console/setup/venue 768");
  });
});
