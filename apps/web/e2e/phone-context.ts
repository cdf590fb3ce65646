import type { BrowserContextOptions } from "@playwright/test";

// A guest's or a waiter's phone (390x844, touch) in Kyiv's time zone, as every phone walk opens it.
export const phoneContext: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: "en-US",
  timezoneId: "Europe/Kyiv",
};
