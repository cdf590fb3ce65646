import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import path from "node:path";
import { shotsRoot } from "./shots";

// The dead ends around table codes and the lobby's automatic opening.
const shot = (name: string) => path.join(shotsRoot, "table-codes-and-lobby", `${name}.png`);

test.describe("a wrong table code", () => {
  // The unknown table's prepare answers 404 on purpose.
  test.use({ expectedErrors: [/status of 404/] });

  test("says no table has it and stays in the venue; the right code then opens the table", async ({
    page,
  }) => {
    await page.goto("/demo/preview");
    await expect(page.getByTestId("lobby-page")).toBeVisible();
    await page.getByTestId("scan-enter-code").click();
    await page.getByTestId("table-code-input").fill("999999");
    await page.getByTestId("table-code-submit").click();
    await expect(page.getByTestId("table-code-error")).toHaveText(/No table has this code/);
    await expect(page).toHaveURL(/\/demo\/preview$/);
    await expect(page.getByTestId("error-code")).toHaveCount(0);
    await expect(page.getByTestId("table-code-input")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "wrong table code");
    await page.screenshot({ path: shot("4-wrong-code-en") });
    await page.getByTestId("table-code-input").fill("111119");
    await expect(page.getByTestId("table-code-error")).toBeEmpty();
    await page.getByTestId("table-code-submit").click();
    await expect(page).toHaveURL(/\/inside\/111119$/);
    await expect(page.getByTestId("lobby-page")).toBeVisible();
  });

  test("in Arabic", async ({ page }) => {
    await useLocale(page, "ar");
    await page.goto("/demo/preview");
    await page.getByTestId("scan-enter-code").click();
    await page.getByTestId("table-code-input").fill("999998");
    await page.getByTestId("table-code-submit").click();
    await expect(page.getByTestId("table-code-error")).toHaveText(/لا توجد طاولة/);
    await page.screenshot({ path: shot("4-wrong-code-ar") });
  });
});

test("a browse-only venue offers no table scan, and Back to menus after a reload stays in the lobby", async ({
  page,
}) => {
  await page.goto("/demo-preview/preview");
  // Its only menu opens by itself the first time (one menu, one system).
  await expect(page).toHaveURL(/\/demo-preview\/preview\/menu\/[^/]+$/);
  const menuUrl = page.url();
  await page.reload();
  await expect(page.getByTestId("menu-page")).toBeVisible();
  await page.getByTestId("back-button").click();
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(/\/demo-preview\/preview$/);
  await expect(page.getByTestId("scan-code-block")).toHaveCount(0);
  await expectNoAxeViolations(page, "browse-only lobby");
  await page.screenshot({ path: shot("4-browse-only-lobby-en") });

  // A guest arriving at the menu by a link (a new tab) who goes Back is not sent into it again.
  const second = await page.context().newPage();
  await second.goto(menuUrl);
  await expect(second.getByTestId("menu-page")).toBeVisible();
  await second.getByTestId("back-button").click();
  await expect(second.getByTestId("lobby-page")).toBeVisible();
  await second.waitForTimeout(700);
  await expect(second).toHaveURL(/\/demo-preview\/preview$/);
  await second.close();
});

test("the only menu of a venue with delivery and takeaway does not open by itself", async ({ page }) => {
  await page.goto("/demo-closed/takeaway");
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  await expect(page.getByTestId("menu-card")).toHaveCount(1);
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(/\/demo-closed\/takeaway$/);
});

test("remembered per venue, not per tab: a new tab of a venue already opened stays in the lobby", async ({
  page,
}) => {
  await page.goto("/inside/222222");
  await expect(page).toHaveURL(/\/inside\/222222\/menu\/[^/]+$/);
  const second = await page.context().newPage();
  await second.goto("/inside/222222");
  await expect(second.getByTestId("lobby-page")).toBeVisible();
  await second.waitForTimeout(700);
  await expect(second).toHaveURL(/\/inside\/222222$/);
  await second.close();
});
