// npm run release [-- <folder>] (default release/): the server compiled ahead of time with esbuild, the
// built web app, the migrations, seeds, fonts and demo photos, and only the production dependencies, in a
// folder that starts with `npm start` (plain node) on a machine that has only Node; and the same folder as
// tablewise-release.tar.gz beside it. docs/release.md says how it is laid out and started.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServer } from "./lib/release-bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.resolve(process.argv[2] ?? path.join(root, "release"));
const skipWebBuild = process.argv.includes("--skip-web-build");
const started = Date.now();
const step = (what) => console.log(`release: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

// The release mirrors the repository's layout under app/, so every path the server finds beside its own
// file (migrations, seeds, fonts, the web app, demo photos) is where it is in the repository.
const app = path.join(out, "app");
rmSync(out, { recursive: true, force: true });
mkdirSync(app, { recursive: true });

if (!skipWebBuild) execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
if (!existsSync(path.join(root, "apps/web/dist/index.html"))) throw new Error("apps/web/dist is not built");
step("web app built");

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), "utf8"));
const server = readJson("apps/server/package.json");
const domain = readJson("packages/domain/package.json");
// What the bundle leaves to node_modules: every runtime dependency but our own domain package (bundled).
const dependencies = Object.fromEntries(
  Object.entries({ ...domain.dependencies, ...server.dependencies })
    .filter(([name]) => !name.startsWith("@tablewise/") && name !== "tsx")
    .sort(([a], [b]) => a.localeCompare(b)),
);
await bundleServer({ root, app, external: Object.keys(dependencies) });
step("server compiled");

const copy = (from) => cpSync(path.join(root, from), path.join(app, from), { recursive: true });
for (const dir of [
  "apps/web/dist",
  "apps/server/src/db/migrations",
  "apps/server/src/seed/venues",
  "apps/server/src/seed/addresses",
  "apps/server/assets",
  "apps/server/media",
])
  copy(dir);
step("files copied");

const version = readJson("package.json").version ?? "0.0.0";
const main = "app/apps/server/src/main.js";
writeFileSync(
  path.join(out, "package.json"),
  `${JSON.stringify(
    {
      name: "tablewise-release",
      version,
      private: true,
      type: "module",
      engines: readJson("package.json").engines,
      scripts: {
        start: `NODE_ENV=production node ${main}`,
        "venue:import": "node app/apps/server/src/seed/import-venue-cli.js",
        "venue:create": "node app/apps/server/src/seed/create-venue-cli.js",
        "staff:add": "node app/apps/server/src/seed/staff-cli.js add",
        "staff:revoke": "node app/apps/server/src/seed/staff-cli.js revoke",
      },
      dependencies,
    },
    null,
    2,
  )}\n`,
);
// The exact versions the repository tested, from its lockfile.
cpSync(path.join(root, "package-lock.json"), path.join(out, "package-lock.json"));
execFileSync(
  "npm",
  ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"],
  { cwd: out, stdio: "inherit" },
);
step("production dependencies installed");

writeFileSync(
  path.join(out, "README.txt"),
  [
    "Tablewise release: start with `npm start` (Node 20.19+ or 22.12+ only, nothing else).",
    "Demo: DEMO_MODE=true npm start, then open http://localhost:3000/.",
    "Production: set SECRET, STAFF_TOKEN, PUBLIC_URL and DATABASE_URL (or DATA_DIR for the embedded",
    "database); see docs/release.md in the repository for every setting.",
    "",
  ].join("\n"),
);
const tarball = path.join(path.dirname(out), "tablewise-release.tar.gz");
execFileSync("tar", ["-czf", tarball, "-C", out, "."]);
step(`done: ${out} and ${tarball}`);
