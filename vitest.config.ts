import { defineConfig } from "vitest/config";

// One runner for unit tests (domain, web) and server integration tests (HTTP + socket.io on a real DB).
export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
    ],
  },
});
