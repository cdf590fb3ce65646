import path from "node:path";
import { test, expect, expectNoAxeViolations, useLocale } from "./fixtures";
import { shotsRoot } from "./shots";

// The cart's one-step clear (SPEC §7 POST /cart/{id}/clear), asked twice, in English and
// Arabic, walked as a guest at 390x844 in the preview (no table needed).
for (const locale of ["en", "ar"] as const) {
  test(`the guest empties the cart in one step after confirming (${locale})`, async ({ page }) => {
    // Five page loads, each with the SPEC §9 loader's minimum, and an axe scan: more than the default 30 s
    // once the machine runs other specs beside it.
    test.setTimeout(60_000);
    await useLocale(page, locale);
    for (const product of ["p-borscht", "p-syrnyky"]) {
      await page.goto(`/demo/preview/menu/demo-kitchen/${product}`);
      const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
      await page.getByTestId("add-to-cart").click();
      await added;
    }
    await page.goto("/demo/preview/cart");
    await expect(page.locator(".cart-lines > li")).toHaveCount(2);

    // The first tap only asks; "Keep" leaves everything.
    await page.getByTestId("cart-clear").click();
    await expectNoAxeViolations(page, `cart clear question ${locale}`);
    await page.screenshot({ path: path.join(shotsRoot, `cart-clear-${locale}.png`) });
    await page.getByTestId("cart-clear-confirm").locator("xpath=following-sibling::button").click();
    await expect(page.locator(".cart-lines > li")).toHaveCount(2);

    await page.getByTestId("cart-clear").click();
    const cleared = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/clear$/.test(r.url()));
    await page.getByTestId("cart-clear-confirm").click();
    expect((await cleared).status()).toBe(200);
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    // The server's cart is empty too: a reload shows it so.
    await page.reload();
    await expect(page.getByTestId("cart-empty")).toBeVisible();
  });
}
