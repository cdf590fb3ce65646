import path from "node:path";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { shotsRoot } from "./shots";

// A guest at table 111114 (Hall 4, kept for this spec) calls a waiter; the page says
// "Waiter called" until a waiter acknowledges the call through the staff API, then "A waiter is coming",
// live and after a reload.
// Screens worth looking at after a run, kept out of git in .tmp/.
const shot = (name: string) => path.join(shotsRoot, `${name}.png`);
const staff = { authorization: "Bearer demo-staff-token" };
type Calls = { data: { waiter_calls: { id: string; table_code: string; acknowledged_at: string | null }[] } };

test("a guest calls the waiter; the page says a waiter is coming only once the call is acknowledged", async ({
  page,
  request,
}) => {
  await page.goto("/new/111114");
  await expect(page).toHaveURL(/\/inside\/111114$/);
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  const status = page.getByTestId("waiter-call-status");

  const called = page.waitForResponse((r) => r.url().endsWith("/inside/111114/call-waiter") && r.ok());
  await page.getByTestId("call-waiter").click();
  await called;
  await expect(status).toHaveText("Waiter called");
  await expect(page.getByTestId("call-waiter")).toBeDisabled();
  await expectNoAxeViolations(page, "waiter called");
  await page.screenshot({ path: shot("waiter-called") });

  const list = await request.get("/api/staff/venues/demo/waiter-calls", { headers: staff });
  expect(list.ok()).toBe(true);
  const open = ((await list.json()) as Calls).data.waiter_calls.filter(
    (c) => c.table_code === "111114" && c.acknowledged_at === null,
  );
  expect(open).toHaveLength(1);
  // Still "called" while nobody answered.
  await expect(status).toHaveText("Waiter called");
  const ack = await request.post(`/api/staff/waiter-calls/${open[0]!.id}/acknowledge`, { headers: staff });
  expect(ack.ok()).toBe(true);

  // Pushed over the socket, no reload.
  await expect(status).toHaveText("A waiter is coming");
  await expectNoAxeViolations(page, "waiter coming");
  await page.screenshot({ path: shot("waiter-coming") });
  await page.reload();
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  await expect(status).toHaveText("A waiter is coming");
});
