import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { consoleViewport } from "./console-fixtures";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { shotsRoot } from "./shots";

// The manager's POS settings (docs/pos.md) in English and Arabic at the console's two sizes: Poster chosen,
// its token and spot saved (the token comes back only as "saved"), a table and a product mapped, a send the
// POS refused listed with its reason, the menu sync's button and its last result line, and axe. At its own fixture venue (fixtures-venues/pos-e2e.json): while
// a POS is named, every order the venue accepts is sent to it, and no other walk's order may be (at the demo
// venue, one with an unlinked product would be refused and cancelled under that walk). The token is a test
// value no POS accepts. Screenshots go to e2e/shots.ts.
const shotsDir = path.join(shotsRoot, "console-pos");
const sizes = {
  laptop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
} as const;
const texts = {
  en: {
    provider: "POS",
    token: "Poster API token",
    saved: "Saved.",
    kept: "Saved — leave empty to keep",
    never: "Not synced yet.",
    sync: "Sync menu now",
    counts: "12 products, 3 categories, 2 out of stock",
  },
  ar: {
    provider: "نقطة البيع",
    token: "رمز API الخاص بـ Poster",
    saved: "تم الحفظ.",
    kept: "محفوظ — اتركه فارغًا للإبقاء عليه",
    never: "لم تتم المزامنة بعد.",
    sync: "زامن القائمة الآن",
    counts: "12 منتجًا، 3 فئات، منتجان نفدا",
  },
} as const;

// The fixture venue's manager (fixtures-venues/pos-e2e.json), a test password only.
const posManager = { login: "manager@pos-e2e.test", password: "pos-e2e-manager-pass" };

test.use(consoleViewport);
// One manager's settings of one venue: the walks save them one at a time.
test.describe.configure({ mode: "serial" });

async function signIn(page: Page, locale: "en" | "ar") {
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(posManager.login);
  await page.getByLabel("Password").fill(posManager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await page.evaluate((l) => window.localStorage.setItem("console_locale", l), locale);
}

// A send the POS refused and one it could not take, as the server lists them. Answered here: the e2e
// server runs no POS to refuse one.
const jobs = [
  {
    _id: "pj-1",
    order_id: "order-1",
    kind: "order",
    status: "failed",
    attempts: 1,
    last_error: "poster incomingOrders.createIncomingOrder: the token was refused (HTTP 403)",
    pos_order_id: null,
    created_at: new Date().toISOString(),
    sent_at: null,
  },
];

// A sync's answer as the server gives it. Answered here: the e2e server reaches no Poster.
const syncAnswer = () => {
  const sync = {
    at: new Date().toISOString(),
    ok: true,
    products: 12,
    categories: 3,
    out_of_stock: 2,
    removed: 0,
    error: null,
  };
  return {
    success: true,
    data: {
      sync,
      settings: {
        provider: "poster",
        spot_id: "1",
        token_set: true,
        table_map: { "466171": "7" },
        product_map: { "pos-e2e-p-margherita": "101" },
        menu_id: "m-pos-pos-e2e",
        menu_sync: sync,
      },
    },
  };
};

for (const [size, viewport] of Object.entries(sizes))
  for (const locale of ["en", "ar"] as const)
    test(`the POS settings at ${size} (${viewport.width}x${viewport.height}), ${locale}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signIn(page, locale);
      mkdirSync(shotsDir, { recursive: true });
      await page.route("**/pos/jobs?status=failed", (route) =>
        route.fulfill({ json: { success: true, data: { jobs } } }),
      );
      await page.goto("/console/setup/venue#pos");
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const section = page.getByTestId("pos-section");
      await section
        .getByRole("combobox", { name: texts[locale].provider, exact: true })
        .selectOption("poster");
      await section.getByLabel(texts[locale].token).fill("e2e-poster-token");
      await section.locator('input[inputmode="numeric"]').fill("1");
      await section.locator("textarea").nth(0).fill("466171 = 7");
      await section.locator("textarea").nth(1).fill("pos-e2e-p-margherita = 101");
      await section.locator('button[type="submit"]').click();
      await expect(section.getByRole("status")).toHaveText(texts[locale].saved);
      // The token never comes back: the field is empty, its placeholder says one is kept.
      await expect(section.getByLabel(texts[locale].token)).toHaveValue("");
      await expect(section.getByLabel(texts[locale].token)).toHaveAttribute(
        "placeholder",
        texts[locale].kept,
      );
      await expect(section.getByTestId("pos-jobs")).toContainText("HTTP 403");
      // The menu from the POS: never synced, then the manager's sync and its counts with their plurals.
      await page.route("**/pos/menu-sync", (route) => route.fulfill({ json: syncAnswer() }));
      const last = section.getByTestId("pos-menu-sync-last");
      await expect(last).toHaveText(texts[locale].never);
      await section.getByRole("button", { name: texts[locale].sync }).click();
      await expect(last).toContainText(texts[locale].counts);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${shotsDir}/settings-${size}-${locale}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `pos settings ${size} ${locale}`);
      // Back to no POS: the next walk starts from none, as a venue does.
      await section.getByRole("combobox", { name: texts[locale].provider, exact: true }).selectOption("none");
      await section.locator('button[type="submit"]').click();
      await expect(section.getByRole("status")).toHaveText(texts[locale].saved);
    });
