import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { buildApp } from "../app";
import { repoRoot } from "../config/env";
import { openDb } from "../db/client";
import { fixtureVenueFile } from "../test/fixture-venue";
import { withCliServer } from "../test/cli-server";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test/test-db";
import { importVenue, parseVenueFile } from "./import-venue";

// `npm run staff:add` and `npm run staff:revoke` as an owner runs them, a separate
// process on the server's database (a PGlite directory, or PostgreSQL in the server-pg project).
const cli = path.join(import.meta.dirname, "staff-cli.ts");
const tsx = path.join(repoRoot, "node_modules/.bin/tsx");

let dataDir = "";
let database: TestDatabase | undefined;
const dbEnv = () => (database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir });
const open = () => (database ? openDb({ databaseUrl: database.url }) : openDb({ dataDir }));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
  if (onPostgres) database = await createTestDatabase();
  const handle = await open();
  await importVenue(handle.db, parseVenueFile(fixtureVenueFile(), "fixture"));
  await handle.close();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

function run(args: string[]) {
  const result = spawnSync(tsx, [cli, ...args], {
    env: { ...process.env, ...dbEnv() },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const withServer = <T>(use: Parameters<typeof withCliServer<T>>[1]) => withCliServer(open, use);

const login = (app: Awaited<ReturnType<typeof buildApp>>, login: string, password: string) =>
  app.inject({ method: "POST", url: "/api/staff/session", payload: { login, password } });

describe("npm run staff:add / staff:revoke", () => {
  // Eight runs of the CLI, each a process of its own that starts tsx and opens the database (about 3 s
  // each on a quiet two-core machine), and three server starts: past vitest's 30 s when the machine is busy.
  it(
    "adds a member with a generated password, revokes their sessions, then disables them",
    { timeout: 120_000 },
    async () => {
      const added = run([
        "add",
        "--venue",
        "fixture-cafe",
        "--role",
        "manager",
        "--name",
        "Olena",
        "--login",
        "Olena@Example.com",
      ]);
      expect(added.stderr).toBe("");
      expect(added.status).toBe(0);
      expect(added.stdout).toContain('Added manager "Olena" (login olena@example.com) to /fixture-cafe');
      const password = /Password \(shown once, stored only hashed\): (\S+)/.exec(added.stdout)?.[1] ?? "";
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

      const taken = run([
        "add",
        "--venue",
        "fx-venue",
        "--role",
        "waiter",
        "--name",
        "X",
        "--login",
        "olena@example.com",
        "--password",
        "long-enough-3",
      ]);
      expect(taken.status).toBe(1);
      expect(taken.stderr).toContain('the login "olena@example.com" is taken');
      const badRole = run([
        "add",
        "--venue",
        "fx-venue",
        "--role",
        "owner",
        "--name",
        "X",
        "--login",
        "x",
        "--password",
        "long-enough-3",
      ]);
      expect(badRole.status).toBe(1);
      expect(badRole.stderr).toContain("--role must be one of manager, waiter, kitchen");
      expect(
        run(["add", "--venue", "nowhere", "--role", "waiter", "--name", "X", "--login", "x"]).stderr,
      ).toContain('no venue with id or link "nowhere"');

      const cookie = await withServer(async (app) => {
        const res = await login(app, "olena@example.com", password);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ data: { role: "manager", venue: { _id: "fx-venue" } } });
        return String(res.headers["set-cookie"]).split(";")[0]!;
      });

      const revoked = run(["revoke", "--login", "OLENA@example.com"]);
      expect(revoked.stderr).toBe("");
      expect(revoked.stdout).toContain("Revoked every session of olena@example.com.");
      await withServer(async (app) => {
        expect(
          (await app.inject({ method: "GET", url: "/api/staff/session", headers: { cookie } })).statusCode,
        ).toBe(401);
        expect((await login(app, "olena@example.com", password)).statusCode).toBe(200);
      });

      const disabled = run(["revoke", "--login", "olena@example.com", "--disable"]);
      expect(disabled.stdout).toContain("the account is disabled");
      await withServer(async (app) => {
        expect((await login(app, "olena@example.com", password)).statusCode).toBe(401);
      });
      expect(run(["revoke", "--login", "nobody"]).stderr).toContain(
        'no staff member with the login "nobody"',
      );
      expect(run(["revoke"]).stderr).toContain("usage: npm run staff:revoke");
    },
  );
});
