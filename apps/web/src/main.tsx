import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { initI18n } from "./i18n/setup";
import { getVisitorId } from "./lib/visitor-id";
import { warmIntl } from "./lib/warm-intl";
import "./ui/base.css";

// SPEC §3: the visitor id exists from the first visit on.
getVisitorId();

// The language is ready before the first render, so no screen flashes in the wrong language. The router
// starts matching meanwhile: the matched route's code and its data request (lib/prefetch) load while the
// language loads, instead of after it.
const languageReady = initI18n();
const router = createAppRouter();

void languageReady.then((i18n) => {
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  warmIntl(i18n.language);
});
