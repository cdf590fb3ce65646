import { test, expect } from "./fixtures";

// SPEC §7 telemetry in a real browser: the session starts once the preview shell knows its venue and
// mode, a menu reports its milestone, and taps leave by sendBeacon when the page is hidden.
test("a preview session: init, menu_opened, and the gestures by beacon on hide", async ({ page }) => {
  const init = page.waitForResponse((r) => r.url().endsWith("/api/telemetry/init"));
  await page.goto("/demo/preview");
  await expect(page.getByTestId("lobby-page")).toBeVisible();
  const initResponse = await init;
  expect(initResponse.status()).toBe(200);
  expect(initResponse.request().postDataJSON()).toMatchObject({ mode: "preview", platform: "android" });
  const { data } = (await initResponse.json()) as { data: { id: string } };
  // No cookie anywhere, the session id is the only key.
  expect(initResponse.headers()["set-cookie"]).toBeUndefined();

  const milestone = page.waitForResponse((r) =>
    r.url().includes(`/api/telemetry/milestone/${data.id}/menu_opened`),
  );
  await page.getByTestId("menu-card").filter({ hasText: "Kitchen" }).click();
  expect((await milestone).status()).toBe(200);

  const beacon = page.waitForRequest((r) => r.url().endsWith(`/api/telemetry/gestures/${data.id}`));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const beaconRequest = await beacon;
  // Sent as text/plain (no CORS preflight); the server reads it as JSON and stores it.
  expect((await beaconRequest.response())?.status()).toBe(200);
  const sent = JSON.parse(beaconRequest.postData() ?? "{}") as {
    gestures: { type: string; target?: string }[];
  };
  expect(sent.gestures.some((g) => g.type === "tap")).toBe(true);
  // Nothing the guest reads or types travels with a gesture.
  expect(JSON.stringify(sent)).not.toContain("Kitchen");
});
