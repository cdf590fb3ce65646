// ESLint rule (eslint.config.js): the web workspace's two entries stay apart (DESIGN.md §6, issue 19).
// The guest app (everything under src/ but src/console) never imports the console, so none of it can
// reach the guest's chunks; the console imports the shared layers (ui, lib, i18n, the contract) and a
// guest feature only through a file that feature exports on purpose: features/<area>/for-console.ts(x).
// Paths are resolved, so "../features/x" means the guest's features from src/console/main.tsx and the
// console's own from src/console/app/shell.tsx. Type-only imports (typing the console's locale file in
// i18n/i18next.d.ts) bundle nothing and pass.
import path from "node:path";

const forConsole = /^features\/[^/]+\/for-console(\.tsx?)?$/;

export function boundaryProblem(srcRoot, file, specifier) {
  if (!specifier.startsWith(".")) return null;
  const from = path.relative(srcRoot, file).split(path.sep).join("/");
  if (from.startsWith("..")) return null;
  const to = path
    .relative(srcRoot, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join("/");
  const inConsole = (p) => p === "console" || p.startsWith("console/");
  if (!inConsole(from)) return inConsole(to) ? "guestImportsConsole" : null;
  if (inConsole(to) || to.startsWith("..")) return null;
  if (to === "app" || to.startsWith("app/")) return "consoleImportsGuestApp";
  if ((to === "features" || to.startsWith("features/")) && !forConsole.test(to))
    return "consoleImportsGuestFeature";
  return null;
}

export function webBoundaries(srcRoot) {
  return {
    meta: {
      type: "problem",
      schema: [],
      messages: {
        guestImportsConsole: "The guest app never imports src/console (its chunks would carry the console).",
        consoleImportsGuestApp: "The console does not import the guest app's app/ layer.",
        consoleImportsGuestFeature:
          "The console imports a guest feature only through its features/<area>/for-console.ts export.",
      },
    },
    create(context) {
      const check = (node, source) => {
        if (!source || typeof source.value !== "string") return;
        if (node.importKind === "type" || node.exportKind === "type") return;
        const problem = boundaryProblem(srcRoot, context.filename, source.value);
        if (problem) context.report({ node: source, messageId: problem });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
      };
    },
  };
}
