import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../config/env";
import { fixtureVenueFile } from "../test/fixture-venue";

// The CLI as a user runs it: a separate process, paths relative to where npm was started (INIT_CWD).
const cli = path.join(import.meta.dirname, "import-venue-cli.ts");
const tsx = path.join(repoRoot, "node_modules/.bin/tsx");

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function run(args: string[], env: Record<string, string>) {
  const result = spawnSync(tsx, [cli, ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run venue:import -- FILE.json", () => {
  it("refuses an invalid file with a non-zero exit and the validation errors", () => {
    const dir = tempDir();
    const bad = { ...fixtureVenueFile(), pay_receivers: [] };
    bad.venue = { ...bad.venue, link: "Bad Link" };
    writeFileSync(path.join(dir, "bad.json"), JSON.stringify(bad));
    const res = run(["bad.json"], { INIT_CWD: dir, DATA_DIR: dir });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(`${path.join(dir, "bad.json")} is not a valid venue file`);
    expect(res.stderr).toMatch(/venue\.link: /);
    expect(res.stderr).toMatch(/pay_receivers: Too small/);
    expect(res.stderr).toMatch(/menus\.0\.pay_receiver_id: unknown pay receiver/);
  });

  it("refuses a missing file and a missing argument", () => {
    const dir = tempDir();
    expect(run(["nope.json"], { INIT_CWD: dir, DATA_DIR: dir }).stderr).toContain("cannot read");
    const usage = run([], { DATA_DIR: dir });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain("usage: npm run venue:import -- FILE.json");
  });

  it("imports a valid file, but not while another process holds the PGlite directory", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "cafe.json"), JSON.stringify(fixtureVenueFile()));
    const lock = path.join(dir, "data", "pglite.lock");
    mkdirSync(path.dirname(lock), { recursive: true });
    writeFileSync(lock, String(process.pid)); // this test process is alive: as if the server ran
    const locked = run(["cafe.json"], { INIT_CWD: dir, DATA_DIR: "data" });
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain(`in use by process ${process.pid}`);

    rmSync(lock);
    const ok = run(["cafe.json"], { INIT_CWD: dir, DATA_DIR: "data" });
    expect(ok.stderr).toBe("");
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(
      `Imported venue "Fixture Cafe" (id fx-venue, link /fixture-cafe) into ${path.join(dir, "data", "pglite")}`,
    );
    expect(ok.stdout).toContain("2 menus, 2 products, 2 pay receivers, 2 tables");
  });
});
