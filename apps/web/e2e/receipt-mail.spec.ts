import path from "node:path";
import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { smtpStandInHttpPort } from "../playwright.config";
import { expect, expectNoAxeViolations, test, guestPhone } from "./fixtures";
import { shotsRoot } from "./shots";

// "E-mail me the receipt" (docs/mail.md) at 390x844 in English and Arabic, with axe: the guest orders at a
// table of the mail-e2e fixture venue (its own tables), opens the receipt, types an address and sees it
// sent; the e2e server's SMTP stand-in (scripts/smtp-stand-in.mjs) took the message with its PDF.
const shotsDir = path.join(shotsRoot, "receipt-mail");

async function orderAndPayCash(page: Page, table: string) {
  await page.goto(`/inside/${table}`);
  await expect(
    page.locator("[data-testid=product-add]:visible, [data-testid=menu-card]:visible").first(),
  ).toBeVisible();
  const card = page.locator("[data-testid=menu-card]:visible").first();
  if (await card.isVisible()) await card.click({ timeout: 3000 }).catch(() => undefined);
  const added = page.waitForResponse((r) => /\/api\/cart\/[^/]+\/add$/.test(r.url()) && r.ok());
  await page.locator("[data-testid=product-add]:visible").first().click();
  await added;
  await page.goto(`/inside/${table}/cart`);
  await page.getByTestId("cart-order").click();
  await expect(page.getByTestId("slide-unpaid")).toBeVisible({ timeout: 25_000 });
  await page.goto(`/inside/${table}/order`);
  await page.getByTestId("pay-method").click();
  await page.getByTestId("method-cash").click();
  await page.getByTestId("slide-to-pay").click();
  await page.getByTestId("pay-confirm").click();
  await expect(page.getByTestId("payment-receipt")).toBeVisible();
}

async function messagesTo(address: string) {
  const res = await fetch(`http://127.0.0.1:${smtpStandInHttpPort}/messages`);
  const all = (await res.json()) as { to: string[]; subject: string; pdf: boolean }[];
  return all.filter((m) => m.to.includes(address));
}

test("the guest e-mails the receipt to themselves, in English and Arabic", async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shotsDir, { recursive: true });
  for (const [locale, table, address, label, send, sent] of [
    ["en", "366141", "guest-en@example.com", "Your e-mail address", "Send", "Sent."],
    ["ar", "366142", "guest-ar@example.com", "بريدك الإلكتروني", "إرسال", "تم الإرسال"],
  ] as const) {
    const page = await guestPhone(browser, locale);
    await orderAndPayCash(page, table);
    if (locale === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const block = page.getByTestId("receipt-mail");
    const input = block.getByLabel(label);
    await expect(input).toHaveAttribute("autocomplete", "email");
    await input.fill("not an address");
    await block.getByRole("button", { name: send }).click();
    await expect(block.getByRole("alert")).toBeVisible();
    await input.fill(address);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/receipt-mail-form-${locale}.png` });
    await expectNoAxeViolations(page, `receipt e-mail form (${locale})`);
    await block.getByRole("button", { name: send }).click();
    await expect(page.getByTestId("receipt-mail-sent")).toContainText(sent);
    await page.screenshot({ path: `${shotsDir}/receipt-mail-sent-${locale}.png` });
    await expectNoAxeViolations(page, `receipt e-mail sent (${locale})`);
    await expect.poll(async () => (await messagesTo(address)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await messagesTo(address);
    expect(mail!.pdf).toBe(true);
    await page.context().close();
  }
});
