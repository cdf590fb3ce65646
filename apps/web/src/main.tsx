import "./lib/zod-config";
import { prefetchOpeningData } from "./app/early-prefetch";
import { preferredLocaleKey, presetDocumentLocale } from "./i18n/locale-choice";
import { nextTask } from "./lib/next-task";
import { readString } from "./lib/storage";
import { warmIntl } from "./lib/warm-intl";

// The start loads its code in three steps, each evaluated in a task of its own: React, then the other
// libraries, then the app. Evaluating all of it at once was one 30-60 ms task (x4 on Lighthouse's phone),
// most of it zod building the contract's schemas (total blocking time). index.html preloads all
// three (build/boot-preload.ts), so the steps cost no extra round trip.
async function boot() {
  const root = document.getElementById("root");
  if (!root) return;
  presetDocumentLocale(readString(preferredLocaleKey), navigator.languages ?? [navigator.language]);
  prefetchOpeningData(window.location.pathname);
  await nextTask();
  warmIntl();
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  await import("./app/libraries");
  await nextTask();
  const { startApp } = await import("./app/start");
  await nextTask();
  await startApp(root);
}

void boot();
