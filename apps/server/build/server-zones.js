// ESLint rule (eslint.config.js): the server's zones (ARCHITECTURE.md). Layers sit below the modules and
// import only layers below themselves: config, db, security, http, jobs, realtime, in that order. A
// module (modules/<name>/) or the payments area (payments/) is reached from outside it only through its
// public file, <zone>/index.ts, so its other files stay its own to rearrange; the app, the seed tools and
// other modules all go through it. Tests (*.test.ts, src/test/) are exempt: they reach a module's own
// files, and the app, to check them. Type-only imports count: a type is part of what a module promises. The zones form no cycle
// (apps/server/build/server-zones.test.ts).
import path from "node:path";
import { importRule } from "../../../scripts/lib/import-rule.js";

export const layers = ["config", "db", "security", "http", "jobs", "realtime"];

// The zone of a path relative to src: a layer, a module, the payments area, or the rest (app, seed, test).
export function zoneOf(rel) {
  const parts = rel.split("/");
  if (parts[0] === "modules" && parts.length > 2) return { kind: "module", name: `modules/${parts[1]}` };
  if (parts[0] === "payments" && parts.length > 1) return { kind: "module", name: "payments" };
  if (parts.length > 1 && layers.includes(parts[0])) return { kind: "layer", name: parts[0] };
  return { kind: "other", name: parts.length > 1 ? parts[0] : rel.replace(/\.ts$/, "") };
}

const isTest = (rel) => /\.test\.ts$/.test(rel) || rel.startsWith("test/");

export function zoneProblem(srcRoot, file, specifier) {
  if (!specifier.startsWith(".")) return null;
  const from = path.relative(srcRoot, file).split(path.sep).join("/");
  if (from.startsWith("..") || isTest(from)) return null;
  const to = path
    .relative(srcRoot, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join("/")
    .replace(/\.(ts|js)$/, "");
  if (to.startsWith("..")) return null;
  const a = zoneOf(from);
  const b = zoneOf(`${to}.ts`);
  if (a.name === b.name) return null;
  if (a.kind === "layer") {
    if (b.kind !== "layer") return "layerImportsAbove";
    if (layers.indexOf(b.name) > layers.indexOf(a.name)) return "layerImportsAbove";
    return null;
  }
  if (b.kind === "module" && to !== `${b.name}/index`) return "moduleInternal";
  return null;
}

export function serverZones(srcRoot) {
  return importRule(
    {
      layerImportsAbove:
        "A server layer imports only the layers below it (config, db, security, http, jobs, realtime), never a module.",
      moduleInternal:
        "A server module is reached from outside only through its public file (modules/<name>/index.ts, payments/index.ts).",
    },
    (filename, specifier) => zoneProblem(srcRoot, filename, specifier),
  );
}
