import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { phoneContext } from "./phone-context";

// Every e2e test fails on a console error, an uncaught page error or a CSP violation: CSP
// violations are caught twice, from the page's securitypolicyviolation event and from Chromium's console
// report about the Content Security Policy (whatever its level). A test that asks for a missing resource
// on purpose lists it in `expectedErrors`; nothing else is filtered.

// The e2e server's TILE_URL (playwright.config.ts) points at this path on its own origin; the browser
// gets a plain tile from here, so the map never needs the internet and no tile request fails.
export const e2eTilePath = "/__e2e_tiles__/";
// A 1x1 light-grey PNG; Leaflet stretches each tile image to 256x256.
const tilePng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4AQAA6gDp3uJOLwAAAABJRU5ErkJggg==",
  "base64",
);
const cspText = /content[- ]security[- ]policy/i;

export const test = base.extend<{ consoleErrors: string[]; expectedErrors: RegExp[] }>({
  expectedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      const expected = (text: string) => expectedErrors.some((re) => re.test(text));
      await page.route(`**${e2eTilePath}**`, (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: tilePng }),
      );
      await page.exposeBinding("__e2eCspViolation", (_source, report: string) => {
        if (!expected(report)) errors.push(`CSP violation: ${report}`);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          const report = `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} @ ${e.sourceFile}:${e.lineNumber}`;
          (window as unknown as { __e2eCspViolation: (r: string) => void }).__e2eCspViolation(report);
        });
      });
      page.on("console", (msg) => {
        if (msg.type() !== "error" && !cspText.test(msg.text())) return;
        const where = msg.location()?.url ?? "";
        if (expected(where) || expected(msg.text())) return;
        errors.push(`${msg.type()}: ${msg.text()} @ ${where}`);
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// SPEC-level accessibility bar: no axe violations of WCAG 2.0/2.1/2.2 A and AA on each screen.
// A screen that changes while axe reads it (a live ticket arriving, a fade) can show a state no one sees
// for more than a frame: a violation is read again a second later, and the ones still there fail, each
// with its element and axe's reason, so a failure in CI says what to fix.
export async function expectNoAxeViolations(page: Page, label: string) {
  const scan = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze()
    ).violations.flatMap((v) =>
      v.nodes.map((n) => ({
        key: `${v.id}: ${n.target.join(" ")}`,
        detail: `${v.id}: ${n.target.join(" ")}\n    ${n.html.slice(0, 300)}\n    ${(n.failureSummary ?? "").replace(/\n/g, "\n    ")}`,
      })),
    );
  const first = await scan();
  if (first.length === 0) return;
  await page.waitForTimeout(1000);
  const again = await scan();
  const lasting = again.filter((v) => first.some((f) => f.key === v.key));
  // Gone a second later: printed, so a screen that flickers into a violation is still seen in the log.
  if (lasting.length === 0)
    console.warn(`axe, gone on a second look, on ${label}:\n${first.map((v) => v.detail).join("\n")}`);
  expect(
    lasting.map((v) => v.detail),
    `axe violations on ${label}`,
  ).toEqual([]);
}

// Pin the guest's language before the app boots, as a returning guest would have it.
export async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => window.localStorage.setItem("preferred_locale", l), locale);
}

// A guest's own phone: a fresh context at 390x844 (SPEC: the guest app is mobile-only), in the venue's time
// zone, with the guest's language pinned before the app boots.
export async function guestPhone(
  browser: Browser,
  locale = "en",
  options: Pick<BrowserContextOptions, "serviceWorkers"> = {},
) {
  const context = await browser.newContext({
    ...options,
    ...phoneContext,
  });
  const page = await context.newPage();
  if (locale !== "en") await useLocale(page, locale);
  return page;
}
