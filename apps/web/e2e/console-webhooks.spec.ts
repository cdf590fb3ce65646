import path from "node:path";
import { mkdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { consoleViewport, demoStaff, signIn } from "./console-fixtures";
import { shotsRoot } from "./shots";

// Settings → Webhooks against the real server (demo venue, its manager; demo mode lets an endpoint be
// plain http on loopback): add an endpoint to a local receiver, read its secret once, send a test event
// and see it delivered with the receiver's answer, make a new secret, remove the endpoint (asked first).
// At 1280x800 and 768x1024, in English and Arabic, with an axe scan and a screenshot of each
// (e2e/shots.ts).
const shotsDir = path.join(shotsRoot, "console-webhooks");
const sizes = {
  laptop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
} as const;

test.use(consoleViewport);

let receiver: http.Server;
let receiverUrl = "";
test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end("thanks"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function openWebhooks(page: Page, locale: "en" | "ar") {
  await signIn(page, demoStaff.manager);
  await page.evaluate((l) => window.localStorage.setItem("console_locale", l), locale);
  await page.goto("/console/setup/webhooks");
  await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
}

// Endpoints are the venue's, shared by the tests running side by side: each finds its own by URL.
const cardOf = (page: Page, url: string) => page.getByRole("listitem").filter({ hasText: url });

// One at a time: a test that removes its endpoint while another lists it (and asks for its deliveries)
// would earn that page a 404.
test.describe.configure({ mode: "serial" });

for (const [size, viewport] of Object.entries(sizes))
  for (const locale of ["en", "ar"] as const)
    test(`the Webhooks screen at ${size} (${viewport.width}x${viewport.height}), ${locale}: add, secret once, test delivered, axe, screenshots`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await openWebhooks(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "en" ? "Webhooks" : "خطافات الويب",
      );
      const url = `${receiverUrl}/${size}-${locale}`;
      const form = page.locator("form.webhooks-form");
      await form.locator("input[type=url]").fill(url);
      await form.locator("input[type=checkbox]").nth(1).check();
      await form.getByRole("button").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("webhook-secret")).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
      await expectNoAxeViolations(page, `secret dialog ${size} ${locale}`);
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/secret-${size}-${locale}.png` });
      await dialog.getByRole("button").last().click();
      await expect(dialog).toBeHidden();
      const card = cardOf(page, url);
      await expect(card).toBeVisible();
      // A test event, delivered to the receiver: its status and answer are listed.
      await card.locator(".webhook-card__actions button").first().click();
      const row = card.locator(".webhook-deliveries tbody tr").first();
      await expect(row).toContainText("ping");
      await expect(row).toContainText("200", { timeout: 15_000 });
      await expect(row).toContainText("thanks");
      await expectNoAxeViolations(page, `webhooks ${size} ${locale}`);
      await page.screenshot({ path: `${shotsDir}/webhooks-${size}-${locale}.png`, fullPage: true });
      // Removed, after the question.
      await card.locator(".webhook-card__actions .btn--danger").click();
      const confirm = page.getByRole("dialog");
      await expectNoAxeViolations(page, `remove dialog ${size} ${locale}`);
      await confirm.locator(".btn--danger").click();
      await expect(cardOf(page, url)).toHaveCount(0);
    });

test("a new secret is shown once and the previous one keeps signing for a day", async ({ page }) => {
  await openWebhooks(page, "en");
  const url = `${receiverUrl}/rotate`;
  const form = page.locator("form.webhooks-form");
  await form.getByLabel("Endpoint URL").fill(url);
  await form.getByRole("button", { name: "Add endpoint" }).click();
  const secretDialog = page.getByRole("dialog", { name: "The endpoint's signing secret" });
  const first = await secretDialog.getByTestId("webhook-secret").textContent();
  await secretDialog.getByRole("button", { name: "Done" }).click();
  const card = cardOf(page, url);
  await card.getByRole("button", { name: "New secret" }).click();
  await page
    .getByRole("dialog", { name: "Make a new secret?" })
    .getByRole("button", { name: "New secret" })
    .click();
  const second = await secretDialog.getByTestId("webhook-secret").textContent();
  expect(second).not.toBe(first);
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(card).toContainText("The previous secret also signs until");
  // Off: the switch says so.
  await card.getByRole("switch").click();
  await expect(card.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await card.getByRole("button", { name: "Remove" }).click();
  await page
    .getByRole("dialog", { name: "Remove this endpoint?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(cardOf(page, url)).toHaveCount(0);
});
