import path from "node:path";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { demoStaff, guestPhone } from "./console-fixtures";
import { phoneContext } from "./phone-context";
import { shotsRoot } from "./shots";

// The waiter's phone view at 390x844: a waiter picks two tables, a guest orders at one and calls the
// waiter at the other, the alerts appear live and one is acknowledged; English and Arabic, axe on each
// screen. Then the console's service worker shows a pushed alert (the DevTools protocol's push delivery).
// The walk adds two tables of its own: demo tables are shared with specs running beside it. The two
// tests share nothing, so they are not serial: CI's retry of a failed one runs that one alone (a
// serial group is run again whole, and the waiter's shift would already be started).
const shots = shotsRoot;
const shot = (name: string) => path.join(shots, `floor-${name}.png`);

const hall = `Pocket ${Date.now().toString(36).slice(-4)}`;
async function addTable(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post("/api/staff/venues/demo/setup/tables", {
    headers: { authorization: "Bearer demo-staff-token" },
    data: { section_name: hall, table_name: name },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { table: { code: string } } }).data.table.code;
}

async function guestOrders(guest: Page, code: string): Promise<void> {
  await guest.goto(`/inside/${code}`);
  await expect(guest).toHaveURL(new RegExp(`/inside/${code}$`));
  await expect(
    guest.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = guest.getByTestId("menu-card").first();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  const added = guest.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await guest.locator("[data-testid=product-add]:visible").first().click();
  await added;
  await guest.goto(`/inside/${code}/cart`);
  const ordered = guest.waitForResponse((r) => r.url().endsWith(`/inside/${code}/create`) && r.ok());
  await guest.getByTestId("cart-order").click();
  await ordered;
}

async function signInOnPhone(page: Page) {
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(demoStaff.waiter.login);
  await page.getByLabel("Password").fill(demoStaff.waiter.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A waiter on a narrow screen lands on "My tables".
  await expect(page).toHaveURL(/\/console\/floor$/);
}

async function inArabic(page: Page, name: string) {
  await page.evaluate(() => window.localStorage.setItem("console_locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, `${name}, ar`);
  await page.screenshot({ path: shot(`${name}-ar`), fullPage: true });
  await page.evaluate(() => window.localStorage.setItem("console_locale", "en"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
}

let waiter: { context: BrowserContext; page: Page };

test("a waiter picks two tables; a guest's order and waiter call reach My tables and one is acknowledged", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await addTable(request, "P1");
  const second = await addTable(request, "P2");
  const context = await browser.newContext({
    baseURL,
    ...phoneContext,
  });
  waiter = { context, page: await context.newPage() };
  const { page } = waiter;
  await signInOnPhone(page);

  // The shift picker.
  await expect(page.getByRole("heading", { level: 1, name: "Start your shift" })).toBeVisible();
  await expectNoAxeViolations(page, "shift picker");
  await page.screenshot({ path: shot("picker-en"), fullPage: true });
  await inArabic(page, "picker");
  await page.getByRole("checkbox", { name: "P1", exact: true }).check();
  await page.getByRole("checkbox", { name: "P2", exact: true }).check();
  const started = page.waitForResponse((r) => r.url().endsWith("/floor/shift") && r.ok());
  await page.getByRole("button", { name: "Start shift" }).click();
  await started;
  const mine = page.getByRole("region", { name: "My tables (2)" });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("listitem")).toHaveCount(2);
  await expect(mine.getByRole("listitem").first()).toContainText("Free");

  // A guest orders at the first table and calls the waiter at the second: both reach the phone live.
  const guest = await guestPhone(browser, baseURL!);
  await guestOrders(guest.page, first);
  const card = (name: string) => mine.getByRole("listitem").filter({ hasText: name });
  await expect(card("P1")).toContainText(/Waiting to accept|Ordered/);
  await guest.page.goto(`/inside/${second}`);
  const called = guest.page.waitForResponse(
    (r) => r.url().endsWith(`/inside/${second}/call-waiter`) && r.ok(),
  );
  await guest.page.getByTestId("call-waiter").click();
  await called;
  const alerts = page.getByRole("region", { name: /alerts? for you/ });
  const call = alerts.getByRole("listitem").filter({ hasText: "Waiter called" }).filter({ hasText: "P2" });
  await expect(call).toBeVisible();
  await expectNoAxeViolations(page, "my tables with alerts");
  await page.screenshot({ path: shot("my-tables-en"), fullPage: true });

  const acknowledged = page.waitForResponse((r) => r.url().endsWith("/acknowledge"));
  await call.getByRole("button", { name: "Acknowledge" }).click();
  expect((await acknowledged).ok()).toBe(true);
  await expect(call).toContainText("Taken by");
  await expect(call.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);
  await inArabic(page, "my-tables");

  // Phone alerts: a push service may be missing (headless Chromium, or no push server): the switch then
  // says so plainly; where it works, it is on.
  await waiter.context.grantPermissions(["notifications"]);
  const toggle = page.getByRole("switch", { name: "Phone alerts" });
  await toggle.click();
  await expect
    .poll(async () =>
      (await toggle.getAttribute("aria-checked")) === "true"
        ? "on"
        : ((await page.locator("#fl-push-note").textContent()) ?? ""),
    )
    .toMatch(/^on$|Could not turn on|cannot show/);
  await expectNoAxeViolations(page, "phone alerts switch");
  await page.screenshot({ path: shot("push-switch-en"), fullPage: true });
  await guest.context.close();
  await context.close();
});

test("the console's service worker shows a pushed alert in its language and opens the console where it leads", async ({
  browser,
  baseURL,
}) => {
  // The worker is registered at the console's start, the sign-in page included.
  const context = await browser.newContext({ baseURL, permissions: ["notifications"] });
  const page = await context.newPage();
  await page.goto("/console/login");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
    for (const r of e.registrations) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  const scope = `${baseURL}/console/`;
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  const deliver = (payload: unknown) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL!,
      registrationId: registrations.get(scope)!,
      data: JSON.stringify(payload),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        dir: n.dir,
        lang: n.lang,
        url: (n.data as { url?: string } | null)?.url ?? null,
      })),
    );
  const payload = {
    alert_id: "alert-e2e-1",
    kind: "waiter_call",
    escalated: false,
    table_label: "P2",
    serial: null,
    amount: null,
    currency: "UAH",
    locale: "en",
    title: "Waiter called · P2",
    body: "A guest at P2 is calling you.",
    url: "/console/floor",
  };
  await deliver(payload);
  await expect.poll(shown, { timeout: 20_000 }).toContainEqual({
    title: "Waiter called · P2",
    body: "A guest at P2 is calling you.",
    tag: "alert-e2e-1",
    dir: "ltr",
    lang: "en",
    url: "/console/floor",
  });

  // Arabic reads right to left; a tap leads only to a console path, whatever a payload says.
  await deliver({
    ...payload,
    alert_id: "alert-e2e-2",
    locale: "ar",
    title: "نداء للنادل · P2",
    body: "ضيف على P2 يناديك.",
    url: "https://attacker.example/phish",
  });
  await expect.poll(shown, { timeout: 20_000 }).toContainEqual({
    title: "نداء للنادل · P2",
    body: "ضيف على P2 يناديك.",
    tag: "alert-e2e-2",
    dir: "rtl",
    lang: "ar",
    url: "/console/floor",
  });
  await deliver({ ...payload, alert_id: "alert-e2e-3", url: "/console/orders/order-e2e" });
  await expect
    .poll(async () => (await shown()).find((n) => n.tag === "alert-e2e-3")?.url, { timeout: 20_000 })
    .toBe("/console/orders/order-e2e");
  await context.close();
});
