import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { phoneContext } from "./phone-context";

// The venue console's e2e helpers: the console runs at a laptop's 1280x800 without touch;
// a guest beside it is a phone context of its own.
export const consoleViewport = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

// Demo accounts (the demo seed's; README names them): one per role at the `demo` venue.
export const demoStaff = {
  manager: { login: "manager@demo.demo", password: "demo-manager" },
  waiter: { login: "waiter@demo.demo", password: "demo-waiter" },
  kitchen: { login: "kitchen@demo.demo", password: "demo-kitchen" },
} as const;

export async function signIn(page: Page, who: { login: string; password: string }) {
  await page.goto("/console/login");
  await page.getByLabel("Email or name").fill(who.login);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("region", { name: /^New/ })).toBeVisible();
}

// A guest's phone: the app's own viewport (playwright.config.ts), in a context of its own.
export async function guestPhone(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    ...phoneContext,
  });
  return { context, page: await context.newPage() };
}

// A board lane by its heading, and a ticket in it by the text it shows.
export const lane = (page: Page, name: RegExp) => page.getByRole("region", { name });
