// ESLint rule (eslint.config.js): the web workspace's two entries stay apart (DESIGN.md §6).
// The guest app (everything under src/ but src/console) never imports the console, so none of it can
// reach the guest's chunks; the console imports the shared layers (ui, lib, i18n, the contract) and a
// guest feature only through a file that feature exports on purpose: features/<area>/for-console.ts(x).
// Paths are resolved, so "../features/x" means the guest's features from src/console/main.tsx and the
// console's own from src/console/app/shell.tsx. Type-only imports (typing the console's locale file in
// i18n/i18next.d.ts) bundle nothing and pass.
// Inside the guest app a feature reaches another feature only through the files that feature lists in
// feature-public-files.js (bulletproof-react's feature zones): its sub-rooms and helpers stay its own, so
// it can rearrange them without breaking its neighbours. Type-only imports count here: a type is part of
// what a feature promises.
import path from "node:path";
import { featurePublicFiles } from "./feature-public-files.js";
import { importRule } from "../../../scripts/lib/import-rule.js";

const forConsole = /^features\/[^/]+\/for-console(\.tsx?)?$/;

const featureOf = (p) => /^features\/([^/]+)\//.exec(p)?.[1] ?? null;

// A guest feature's import of another guest feature's file that is not on that feature's public list.
function featureProblem(from, to, publicFiles) {
  const own = featureOf(from);
  const other = featureOf(to);
  if (!own || !other || own === other) return null;
  const file = to.slice(`features/${other}/`.length).replace(/\.tsx?$/, "");
  return publicFiles[other]?.includes(file) ? null : "featureInternal";
}

export function boundaryProblem(
  srcRoot,
  file,
  specifier,
  { isTypeOnly = false, publicFiles = featurePublicFiles } = {},
) {
  if (!specifier.startsWith(".")) return null;
  const from = path.relative(srcRoot, file).split(path.sep).join("/");
  if (from.startsWith("..")) return null;
  const to = path
    .relative(srcRoot, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join("/");
  const inConsole = (p) => p === "console" || p.startsWith("console/");
  if (!inConsole(from)) {
    if (isTypeOnly) return featureProblem(from, to, publicFiles);
    return inConsole(to) ? "guestImportsConsole" : featureProblem(from, to, publicFiles);
  }
  if (isTypeOnly) return null;
  if (inConsole(to) || to.startsWith("..")) return null;
  if (to === "app" || to.startsWith("app/")) return "consoleImportsGuestApp";
  if ((to === "features" || to.startsWith("features/")) && !forConsole.test(to))
    return "consoleImportsGuestFeature";
  return null;
}

export function webBoundaries(srcRoot) {
  return importRule(
    {
      guestImportsConsole: "The guest app never imports src/console (its chunks would carry the console).",
      consoleImportsGuestApp: "The console does not import the guest app's app/ layer.",
      consoleImportsGuestFeature:
        "The console imports a guest feature only through its features/<area>/for-console.ts export.",
      featureInternal:
        "A guest feature imports another feature only through its public files (apps/web/build/feature-public-files.js).",
    },
    (filename, specifier, { isTypeOnly }) => boundaryProblem(srcRoot, filename, specifier, { isTypeOnly }),
  );
}
