// The server's entry points compiled with esbuild into the release's app/ folder, which mirrors the
// repository (scripts/release.mjs). A bundle shares one import.meta.url, while our modules find files beside
// themselves (migrations, seeds, fonts, worker threads): each module's import.meta.url is rewritten to the
// URL its compiled twin would have at its own place in the mirror, so those paths hold unchanged.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

// Entry points: the server, the worker thread it starts beside a module, and the operators' command lines.
const entries = [
  "apps/server/src/main.ts",
  "apps/server/src/modules/venue-tools/qr-sheet-worker.ts",
  "apps/server/src/seed/import-venue-cli.ts",
  "apps/server/src/seed/create-venue-cli.ts",
  "apps/server/src/seed/staff-cli.ts",
];

function moduleUrlPlugin(root, app, outFile) {
  return {
    name: "module-url",
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return { contents: source, loader: "ts" };
        const twin = path.join(app, path.relative(root, args.path)).replace(/\.ts$/, ".js");
        const relative = path.relative(path.dirname(outFile), twin).split(path.sep).join("/");
        const url = `new URL(${JSON.stringify(relative.startsWith(".") ? relative : `./${relative}`)}, import.meta.url).href`;
        return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
      });
    },
  };
}

export async function bundleServer({ root, app, external }) {
  for (const entry of entries) {
    const outFile = path.join(app, entry.replace(/\.ts$/, ".js"));
    await build({
      entryPoints: [path.join(root, entry)],
      outfile: outFile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      sourcemap: "linked",
      // Dependencies stay in node_modules (installed for production beside the release); our domain
      // package is TypeScript and is compiled in.
      external: external.flatMap((name) => [name, `${name}/*`]),
      // A bundled CommonJS helper that calls require() gets one.
      banner: {
        js: "import { createRequire as __twRequire } from 'node:module'; const require = __twRequire(import.meta.url);",
      },
      plugins: [moduleUrlPlugin(root, app, outFile)],
      logLevel: "warning",
    });
  }
}
