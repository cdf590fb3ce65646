import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { initConsoleI18n } from "./i18n/console-i18n";
import { retryUnanswered } from "./lib/intent-keys";
import { isUnauthorized } from "./lib/console-api";
import { createConsoleRouter } from "./app/router";
import { registerConsoleWorker } from "./features/floor/push-subscription";
import { reloadOnStaleChunks } from "../lib/new-build-reload";
import "../ui/base.css";
import "./console.css";

// The venue console's start (main.tsx loads it): server state through TanStack Query from the first line
// (DESIGN.md §6), its own router and language files; nothing of the guest app's start.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !isUnauthorized(error) && failures < 2,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
    },
    mutations: { retry: retryUnanswered },
  },
});

export async function startConsole(root: HTMLElement): Promise<void> {
  await initConsoleI18n();
  const router = createConsoleRouter();
  // A deploy while the console was open: reload on a chunk that is gone (lib/new-build-reload.ts).
  reloadOnStaleChunks(() => router.state.navigation.state !== "idle");
  registerConsoleWorker();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
