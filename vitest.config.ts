import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// One runner for unit tests (domain, web) and server integration tests (HTTP + socket.io on a real DB).
// The server tests run twice: on in-memory PGlite ("server") and on PostgreSQL ("server-pg", one fresh
// database per test app on the server of TEST_DATABASE_URL, see apps/server/src/test/test-db.ts).
// Tests of what only PostgreSQL does (several processes on one database) are *postgres*.test.ts files.
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  const how = "start one with: bash scripts/start-test-postgres.sh start /tmp/tw-pg (it prints the URL)";
  // CI must test PostgreSQL: there a missing database fails the run instead of skipping it.
  if (process.env.CI === "true") throw new Error(`CI: TEST_DATABASE_URL is not set; ${how}`);
  console.warn(
    `\nTEST_DATABASE_URL is not set: the server tests on PostgreSQL (server-pg) are skipped; ${how}\n`,
  );
}

const server = {
  include: ["apps/server/src/**/*.test.ts"],
  environment: "node",
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to its own process (cores - 1), which on
    // CI's two cores ran every file one after another; its own process mostly waits, and the server
    // tests wait on PostgreSQL and the disk, so a second worker made a sample of 30 server files 24 %
    // faster here (189 s to 143 s).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node" } },
      { test: { ...server, name: "server", exclude: [...configDefaults.exclude, "**/*postgres*.test.ts"] } },
      ...(pgUrl ? [{ test: { ...server, name: "server-pg", env: { TEST_DB: "postgres" } } }] : []),
      {
        // 15 s, not vitest's 5: the home page's test waits out the SPEC §9 loader minimum and took 5.6 s
        // once beside a browser test run on this 2-core machine.
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          testTimeout: 15_000,
        },
      },
      // Benchmarks with a timing budget (npm run bench:documents), never part of the test run.
      ...(process.env.BENCH_LOAD
        ? [{ test: { ...server, name: "server-load", include: ["apps/server/src/**/*.load.ts"] } }]
        : []),
      // The published API's fuzz pass (npm run fuzz:api, a phase of npm test): on its own, as it runs
      // thousands of calls against one app.
      ...(process.env.API_FUZZ
        ? [{ test: { ...server, name: "api-fuzz", include: ["apps/server/src/**/*.fuzz.ts"] } }]
        : []),
      // The web build's own plugins (chunking and preloading of the start).
      { test: { name: "web-build", include: ["apps/web/build/**/*.test.ts"], environment: "node" } },
      { test: { name: "server-build", include: ["apps/server/build/**/*.test.ts"], environment: "node" } },
    ],
  },
});
