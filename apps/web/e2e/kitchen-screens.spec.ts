import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import type { KitchenSetup, StationBoard } from "@tablewise/domain/contract/kitchen";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { consoleViewport, demoStaff, guestPhone, lane, signIn } from "./console-fixtures";
import { shotsRoot } from "./shots";

// The kitchen's console screens against the real server: the manager's kitchen setup, a station screen
// a guest's order reaches (tap, bump bar, recall, Done), and the counter screen; each in English and
// Arabic at the sizes a venue uses them (a tablet at 768x1024, a TV at 1920x1080, setup also at 1280x800),
// with an axe scan. Stations and tables of its own; the demo's Kitchen and Bar receive the order.
const shot = (name: string) => path.join(shotsRoot, `kitchen-${name}.png`);
test.use(consoleViewport);
test.describe.configure({ mode: "serial" });
const tablet = { width: 768, height: 1024 };
const tv = { width: 1920, height: 1080 };
const suffix = () => Date.now().toString(36).slice(-4);

async function addTable(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/staff/venues/demo/setup/tables", {
    headers: { authorization: "Bearer demo-staff-token" },
    data: { section_name: "Pass", table_name: `K-${suffix()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { table: { code: string } } }).data.table.code;
}

const staffApi = { authorization: "Bearer demo-staff-token" };
async function addPrinter(request: APIRequestContext, stationId: string): Promise<string> {
  const res = await request.post("/api/staff/venues/demo/kitchen/printers", {
    headers: staffApi,
    data: { station_id: stationId, name: `Pass printer ${suffix()}`, host: "192.168.250.251", width_mm: 80 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { printer: { _id: string } } }).data.printer._id;
}
async function removePrinter(request: APIRequestContext, printerId: string) {
  const res = await request.post(`/api/staff/venues/demo/kitchen/printers/${printerId}/remove`, {
    headers: staffApi,
    data: {},
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function guestOrders(guest: Page, code: string): Promise<number> {
  await guest.goto(`/inside/${code}`);
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
  return ((await (await ordered).json()) as { data: { order: { serial_order_id: number } } }).data.order
    .serial_order_id;
}

// The station whose board holds the order's ticket (the order's dish decides: a drink goes to the Bar).
async function stationOf(page: Page, serial: number): Promise<string> {
  const base = "/api/staff/venues/demo/kitchen";
  let found = "";
  await expect
    .poll(
      async () => {
        const setup = (await (await page.request.get(`${base}/setup`)).json()) as { data: KitchenSetup };
        for (const s of setup.data.stations) {
          const res = await page.request.get(`${base}/stations/${s._id}/board`);
          const board = ((await res.json()) as { data: StationBoard }).data;
          if (board.tickets.some((t) => t.serial === serial)) found = s._id;
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}

// A screen opened at one size and read at another (a walk's shortcut: a station stays on one screen):
// from the top, as the station would be opened at that size. Scrolled down at 768 px for a ticket the
// bump bar picked, the page kept its offset at 1920 px and the first row sat under the sticky top bar,
// which axe rightly read as buttons 10 px tall.
async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function inArabic(page: Page) {
  await page.evaluate(() => window.localStorage.setItem("console_locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}
async function inEnglish(page: Page) {
  await page.evaluate(() => window.localStorage.setItem("console_locale", "en"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
}

test("kitchen setup: a station with its minutes, a printer with its status in words, removed after a confirmation; axe in English and Arabic", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff.manager);
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Kitchen setup" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Kitchen and bar" })).toBeVisible();
  const name = `Grill ${suffix()}`;
  const add = page.getByRole("group", { name: "Add station" });
  await add.getByLabel("Station name").fill(name);
  await add.getByLabel("Warning after, minutes").fill("7");
  await add.getByLabel("Late after, minutes").fill("3");
  await page.getByRole("button", { name: "Add station" }).click();
  await expect(page.getByText("The late time must be after the warning time.")).toBeVisible();
  await add.getByLabel("Late after, minutes").fill("12");
  await page.getByRole("button", { name: "Add station" }).click();
  const row = page.getByRole("group", { name });
  await expect(row.getByLabel("Late after, minutes")).toHaveValue("12");

  const printers = page.getByRole("region", { name: `Printers of ${name}` });
  const form = printers.getByRole("form", { name: "Add printer" });
  await form.getByLabel("Printer name").fill("Grill printer");
  // A LAN address nothing answers on (the server dials only the printer networks, README).
  await form.getByLabel("Address (IP or host name)").fill("192.168.250.250");
  await form.getByLabel("Port").fill("9100");
  await form.getByLabel("Paper width").selectOption("58");
  await form.getByRole("button", { name: "Add printer" }).click();
  const printer = printers.getByRole("listitem", { name: "Grill printer" });
  await expect(printer).toContainText("192.168.250.250:9100");
  await expect(printer).toContainText(/Not checked yet|Offline|Online/);
  await expect(printer).toContainText("58 mm");
  await printer.getByRole("button", { name: "Test print" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A test page is on its way" })).toBeAttached();
  // Nothing printed it (no printer there; on a network whose proxy takes every connection, an answer
  // that is not a printer's): the printer shows offline, live, with the test page waiting.
  await expect(printer).toContainText("Offline", { timeout: 20_000 });

  await page.screenshot({ path: shot("setup-en-1280"), fullPage: true });
  await expectNoAxeViolations(page, "kitchen setup, English, 1280x800");
  await page.setViewportSize(tablet);
  await page.screenshot({ path: shot("setup-en-768"), fullPage: true });
  await expectNoAxeViolations(page, "kitchen setup, English, 768x1024");
  await inArabic(page);
  await expect(page.getByRole("heading", { level: 1, name: "المطبخ والبار" })).toBeVisible();
  await page.screenshot({ path: shot("setup-ar-768"), fullPage: true });
  await expectNoAxeViolations(page, "kitchen setup, Arabic, 768x1024");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot("setup-ar-1280"), fullPage: true });
  await expectNoAxeViolations(page, "kitchen setup, Arabic, 1280x800");
  await inEnglish(page);

  // The station goes after a confirmation (its printer with it on the server's side).
  await page
    .getByRole("group", { name })
    .locator("..")
    .getByRole("button", { name: "Remove" })
    .first()
    .click();
  await page
    .getByRole("dialog", { name: `Remove ${name}?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("group", { name })).toHaveCount(0);
});

test("station screen: a guest's order arrives live, a tap bumps it, the bump bar bumps and recalls, Done sends it to the counter's Ready; axe in English and Arabic on a tablet and a TV", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const code = await addTable(request);
  await signIn(page, demoStaff.manager);
  const guest = await guestPhone(browser, baseURL!);
  const serial = await guestOrders(guest.page, code);
  const accept = lane(page, /^New/)
    .getByRole("article", { name: new RegExp(`#${serial}\\b`) })
    .getByRole("button", { name: "Accept" });
  // The demo's autopilot may accept first; either way the order reaches its station.
  await accept.click({ timeout: 6000 }).catch(() => undefined);
  const stationId = await stationOf(page, serial);

  // The station gets a printer (a LAN address nothing answers on: the copy waits in the queue), so its
  // screen offers Reprint.
  const printerId = await addPrinter(request, stationId);

  await page.setViewportSize(tablet);
  await page.goto(`/console/kitchen/${stationId}`);
  await expect(page.getByText(/^Bump bar:/)).toBeVisible();
  const card = page.getByRole("article", { name: `Order ${serial}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Table K-|Pass/);

  // Reprint asks the server for a copy (printed under COPY) and says so.
  const reprinted = page.waitForResponse((r) => r.url().includes("/reprint") && r.ok());
  await card.getByRole("button", { name: /^Reprint/ }).click();
  await reprinted;
  await expect(page.getByText(`A copy of order ${serial} is printing.`)).toBeAttached();

  // A tap on the ticket's only line makes the whole ticket done; R brings it back.
  await card.getByRole("button", { name: /×/ }).first().click();
  await expect(card).toHaveCount(0);
  await page.keyboard.press("r");
  await expect(card).toBeVisible();

  // The bump bar: End, then the arrows back to this ticket, Enter bumps it; R recalls it again. Other
  // walks running alongside add the Kitchen's tickets (18 were open in one run), so the arrows go until
  // this ticket is the selected one rather than a number of steps counted beforehand, from the newest
  // end where this ticket is.
  await page.locator("body").click({ position: { x: 2, y: 2 } });
  await page.keyboard.press("End");
  await expect(page.locator('article[aria-current="true"]')).toHaveCount(1);
  await expect(async () => {
    if ((await card.getAttribute("aria-current")) !== "true") await page.keyboard.press("ArrowLeft");
    // Long enough for the screen to take the key before the next one (a busy machine was slower than
    // 300 ms, and the arrows then stepped past this ticket).
    await expect(card).toHaveAttribute("aria-current", "true", { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await page.keyboard.press("Enter");
  await expect(card).toHaveCount(0);
  await page.keyboard.press("r");
  await expect(card).toBeVisible();

  await resizeTo(page, tablet);
  await page.screenshot({ path: shot("station-en-768") });
  await expectNoAxeViolations(page, "station screen, English, 768x1024");
  await resizeTo(page, tv);
  await page.screenshot({ path: shot("station-en-1920") });
  await expectNoAxeViolations(page, "station screen, English, 1920x1080");
  await inArabic(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("article", { name: `الطلب ${serial}` })).toBeVisible();
  await expect(
    page.getByRole("article", { name: `الطلب ${serial}` }).getByRole("button", { name: /^إعادة الطباعة/ }),
  ).toBeVisible();
  await page.screenshot({ path: shot("station-ar-1920") });
  await expectNoAxeViolations(page, "station screen, Arabic, 1920x1080");
  await resizeTo(page, tablet);
  await page.screenshot({ path: shot("station-ar-768") });
  await expectNoAxeViolations(page, "station screen, Arabic, 768x1024");
  await inEnglish(page);

  await card.getByRole("button", { name: /^Done/ }).click();
  await expect(card).toHaveCount(0);
  await removePrinter(request, printerId);

  await page.setViewportSize(tv);
  await page.goto("/console/counter");
  await expect(
    page.getByRole("region", { name: "Ready" }).getByText(String(serial), { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: shot("counter-en-1920") });
  await expectNoAxeViolations(page, "counter, English, 1920x1080");
  await inArabic(page);
  await expect(
    page.getByRole("region", { name: "جاهزة" }).getByText(String(serial), { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: shot("counter-ar-1920") });
  await expectNoAxeViolations(page, "counter, Arabic, 1920x1080");
  await page.setViewportSize(tablet);
  await page.screenshot({ path: shot("counter-ar-768") });
  await expectNoAxeViolations(page, "counter, Arabic, 768x1024");

  // The waiter's board shows the eat-in order ready to serve: the food waits at the pass.
  await inEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/console");
  const onBoard = lane(page, /^In progress/).getByRole("article", { name: new RegExp(`#${serial}\\b`) });
  await expect(onBoard).toContainText("Ready to serve");
  await expectNoAxeViolations(page, "board with an order ready to serve");
  await page.screenshot({ path: shot("board-ready-en-1280") });
  await guest.context.close();
});
