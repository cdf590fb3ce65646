import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../config/env";
import { openDb } from "../db/client";
import { withCliServer } from "../test/cli-server";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test/test-db";

// README "How a venue starts": `npm run venue:create` makes a venue from nothing and its first
// manager, who can sign in to the console at once; the venue takes no orders until a mode is turned on.
const cli = path.join(import.meta.dirname, "create-venue-cli.ts");
const tsx = path.join(repoRoot, "node_modules/.bin/tsx");

let dataDir = "";
let database: TestDatabase | undefined;
const dbEnv = () => (database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir });
const open = () => (database ? openDb({ databaseUrl: database.url }) : openDb({ dataDir }));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "venue-create-"));
  if (onPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

const run = (args: string[]) => {
  const r = spawnSync(tsx, [cli, ...args], {
    env: { ...process.env, ...dbEnv() },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe("npm run venue:create", () => {
  it("creates a venue and its manager, who signs in; the venue shows its page and takes no orders yet", async () => {
    const made = run([
      "--link",
      "corner-cafe",
      "--name",
      "Corner cafe",
      "--manager-login",
      "Olena@Example.com",
    ]);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Created venue "Corner cafe" at /corner-cafe');
    const password = /Password \(shown once, stored only hashed\): (\S+)/.exec(made.stdout)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(20);

    expect(
      run(["--link", "corner-cafe", "--name", "Again", "--manager-login", "x@example.com"]).stderr,
    ).toContain('a venue with the link "corner-cafe" exists already');
    // A taken login leaves no venue behind.
    expect(
      run(["--link", "other-cafe", "--name", "Other", "--manager-login", "olena@example.com"]).stderr,
    ).toContain('the login "olena@example.com" is taken');
    expect(run(["--link", "console", "--name", "X", "--manager-login", "y@example.com"]).status).toBe(1);
    expect(
      run(["--link", "far-cafe", "--name", "Far", "--country", "JP", "--manager-login", "z@example.com"])
        .stderr,
    ).toContain("give --timezone and --currency");

    await withCliServer(open, async (app) => {
      const signedIn = await app.inject({
        method: "POST",
        url: "/api/staff/session",
        payload: { login: "olena@example.com", password },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json()).toMatchObject({
        data: { role: "manager", venue: { _id: "corner-cafe", currency: "₴" } },
      });
      const home = await app.inject({ method: "GET", url: "/api/superapp/homepage/corner-cafe" });
      expect(home.statusCode, home.body).toBe(200);
      expect(home.json().data.cafe.modes).toMatchObject({ inside: false, preorder: false, delivery: false });
      const other = await app.inject({ method: "GET", url: "/api/superapp/homepage/other-cafe" });
      expect(other.statusCode).toBe(404);
    });
  }, 120_000);
});
