import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";

// Issue 18, points 10, 12 and the rest of 14: walked as a guest at 390x844 (playwright.config.ts).
const shots = "/work/shots/q4";

test.describe("issue 18.10: the venue's own legal links", () => {
  test("a venue with its own privacy policy and terms links to them instead of ours", async ({ page }) => {
    await page.goto("/legal-e2e");
    const privacy = page.getByTestId("legal-privacy");
    await expect(privacy).toHaveAttribute("href", "https://own-terms-cafe.example/privacy");
    await expect(privacy).toHaveAttribute("target", "_blank");
    await expect(privacy).toHaveAttribute("rel", /noopener/);
    await expect(privacy).toHaveAccessibleName(/Privacy Policy.*opens in a new tab/);
    const terms = page.getByTestId("legal-terms");
    await expect(terms).toHaveAttribute("href", "https://own-terms-cafe.example/terms");
    // Cookies stays ours: the venue file has no cookie policy of its own.
    await expect(page.getByTestId("legal-cookies")).toHaveAttribute("href", "/cookies");
    await expectNoAxeViolations(page, "home /legal-e2e");
    await page.getByTestId("legal-privacy").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/18-10-legal-en.png` });
  });

  test("in Arabic too; a venue without its own keeps our documents", async ({ page }) => {
    await useLocale(page, "ar");
    await page.goto("/legal-e2e");
    await expect(page.getByTestId("legal-terms")).toHaveAttribute(
      "href",
      "https://own-terms-cafe.example/terms",
    );
    await page.getByTestId("legal-privacy").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/18-10-legal-ar.png` });
    await page.goto("/demo");
    await page.getByTestId("legal-privacy").click();
    await expect(page.getByTestId("legal-sheet-privacy")).toBeVisible();
  });
});
