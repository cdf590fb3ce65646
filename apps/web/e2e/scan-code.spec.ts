import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { chromiumFlags } from "../playwright.config";
import { test, expect, expectNoAxeViolations } from "./fixtures";

// SPEC §2 scan-code prompt and SPEC §9 QR scanner, with a real camera: Chromium's fake camera plays a
// Y4M video of a QR code, made at test start into .tmp/ (not committed) by fixtures-media/make-qr-y4m.mjs.
const here = path.dirname(fileURLToPath(import.meta.url));
const cameraFile = path.resolve(here, "../../../.tmp/scan-media/camera.y4m");
const port = Number(process.env.E2E_PORT ?? 8090);
// The host check is skipped on localhost (SPEC §2), so the foreign-QR test opens the app under a
// real-looking host mapped to the test server; Chromium treats that http origin as secure (camera).
const appHost = `menu.test:${port}`;

// Puts a QR code of `text` in front of the fake camera. Chromium opens the file at each camera start,
// so a test rewrites it before opening the scanner (the file's tests run one after another, see below).
function showToCamera(text: string) {
  execFileSync(process.execPath, [path.join(here, "fixtures-media/make-qr-y4m.mjs"), text, cameraFile]);
}
showToCamera("http://127.0.0.1:8090/inside/123456"); // the file must exist when the browser starts

// Chromium flags are per browser, so they are set for the whole file and its tests share one worker.
test.describe.configure({ mode: "default" });
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      ...chromiumFlags,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${cameraFile}`,
      "--host-resolver-rules=MAP menu.test 127.0.0.1",
      `--unsafely-treat-insecure-origin-as-secure=http://${appHost}`,
    ],
  },
  permissions: ["camera"],
});

// The decoder (qr-scanner and its worker) is a chunk of its own, fetched only when the sheet opens.
const decoderChunk = /\/assets\/(qr-camera|qr-scanner)[^/]*\.js$/;
function watchDecoderRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (decoderChunk.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}

test.describe("a table's QR code in front of the rear camera", () => {
  test.beforeEach(() => showToCamera("http://127.0.0.1:8090/inside/123456"));

  test("the lobby block scans the table code and opens the table", async ({ page }) => {
    const decoderRequests = watchDecoderRequests(page);
    await page.goto("/demo/preview");
    const block = page.getByTestId("scan-code-block");
    await expect(block).toBeVisible();
    expect(decoderRequests, "the decoder stays out of the lobby's load").toEqual([]);
    await block.getByTestId("scan-open").click();
    await expect(page).toHaveURL(/\/inside\/123456$/, { timeout: 15_000 });
    expect(decoderRequests.length).toBeGreaterThan(0);
    await expect(page.getByTestId("scan-sheet")).toHaveCount(0);
  });

  test("from the preview cart, the scanned table takes the cart over", async ({ page }) => {
    await page.goto("/demo/preview/menu/demo-kitchen/p-borscht");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.goto("/demo/preview/cart");
    await expect(page.getByTestId("cart-item")).toHaveCount(1);
    const cartId = await page.evaluate(() => localStorage.getItem("cart_id:demo:preview"));
    expect(cartId).toBeTruthy();
    await page.getByTestId("cart-order").click();
    await expect(page).toHaveURL(`/inside/123456/cart?cart_id=${encodeURIComponent(cartId!)}`, {
      timeout: 15_000,
    });
  });
});

test.describe("a QR code of another site", () => {
  test.beforeEach(() => showToCamera("https://example.com/inside/123456"));
  test.use({ baseURL: `http://${appHost}` });

  test("is refused while scanning goes on; the typed code still opens the table", async ({ page }) => {
    await page.goto("/demo/preview");
    await page.getByTestId("scan-open").click();
    const sheet = page.getByTestId("scan-sheet");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId("scan-rejected")).toHaveText(
      "This QR code is not a table code of this app.",
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(/\/demo\/preview$/);
    // Still scanning: the camera stream is live and playing.
    await expect
      .poll(() =>
        page.getByTestId("scan-video").evaluate((v: HTMLVideoElement) => {
          const stream = v.srcObject as MediaStream | null;
          return !v.paused && stream?.getVideoTracks()[0]?.readyState === "live";
        }),
      )
      .toBe(true);
    await expectNoAxeViolations(page, "scan-code sheet with the camera on");

    await sheet.getByTestId("table-code-input").fill("123456");
    await sheet.getByTestId("table-code-submit").click();
    await expect(page).toHaveURL(/\/inside\/123456$/);
  });
});

test.describe("no usable camera", () => {
  test("the sheet says so and the 6-digit code opens the table", async ({ page }) => {
    // A device whose camera cannot start (missing, or taken by another app).
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Could not start video source", "NotReadableError"));
    });
    await page.goto("/demo/preview");
    await page.getByTestId("scan-open").click();
    const sheet = page.getByTestId("scan-sheet");
    await expect(sheet.getByTestId("scan-error")).toContainText("The camera is not available.");
    await expectNoAxeViolations(page, "scan-code sheet without a camera");
    const input = sheet.getByTestId("table-code-input");
    const go = sheet.getByTestId("table-code-submit");
    await input.fill("12345");
    await expect(go).toBeDisabled();
    await input.fill("123456");
    await expect(go).toBeEnabled();
    await go.click();
    await expect(page).toHaveURL(/\/inside\/123456$/);
    await expect(page.getByTestId("lobby-page")).toBeVisible();
  });

  test("Enter table code opens the field ready to type, without starting the camera", async ({ page }) => {
    const decoderRequests = watchDecoderRequests(page);
    await page.goto("/demo/preview");
    await page.getByTestId("scan-enter-code").click();
    const input = page.getByTestId("table-code-input");
    await expect(input).toBeFocused();
    await expect(page.getByTestId("scan-video")).toHaveCount(0);
    await page.keyboard.type("111111");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/inside\/111111$/);
    expect(decoderRequests).toEqual([]);
  });
});
