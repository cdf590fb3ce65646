import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { initI18n } from "../i18n/setup";
import { reloadOnStaleChunks } from "../lib/new-build-reload";
import { nextTask } from "../lib/next-task";
import { dropExpiredPersonalData } from "../lib/storage";
import { getVisitorId } from "../lib/visitor-id";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";
import "../ui/base.css";

// The app's side of the start (main.tsx loads this module in a step of its own). Each step below is a
// task of its own, so a phone's main thread is never blocked for long while the app starts (the
// Lighthouse total blocking time on the 500-product menu page).
export async function startApp(root: HTMLElement): Promise<void> {
  // SPEC §3: the visitor id exists from the first visit on.
  getVisitorId();
  // Personal details unused for 30 days go, for every venue, not only the one opened.
  dropExpiredPersonalData();
  // The language is ready before the first render, so no screen flashes in the wrong language.
  const languageReady = initI18n();
  await nextTask();
  // The router starts matching meanwhile: the matched route's code and its data request (lib/prefetch)
  // load while the language loads, instead of after it.
  const router = createAppRouter();
  // A deploy while this tab was open: reload on a chunk that is gone (lib/new-build-reload.ts).
  reloadOnStaleChunks(() => router.state.navigation.state !== "idle");
  await nextTask();
  router.initialize();
  await languageReady;
  await nextTask();
  // A transition: React renders the first screen in slices, yielding to the browser between them (the
  // static loader of index.html stays up meanwhile).
  // The offline worker once the page has loaded, from a chunk of its own (the first load's budget).
  if (import.meta.env.PROD)
    afterLoad(() => void import("./offline/register-sw").then((m) => m.registerGuestServiceWorker()));
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

function afterLoad(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}
