import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// Every e2e test fails on a console error, an uncaught page error or a CSP violation (issue 7 asks
// for it; catching them from the first screen keeps the app clean). Offline map tiles are expected to fail;
// a test that asks for a missing resource on purpose lists it in `expectedErrors`.
const ignored = [/__no_tiles__/];

export const test = base.extend<{ consoleErrors: string[]; expectedErrors: RegExp[] }>({
  expectedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const where = msg.location()?.url ?? "";
        if ([...ignored, ...expectedErrors].some((re) => re.test(where) || re.test(msg.text()))) return;
        errors.push(`${msg.text()} @ ${where}`);
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
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

// Pin the guest's language before the app boots, as a returning guest would have it.
export async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => window.localStorage.setItem("preferred_locale", l), locale);
}
