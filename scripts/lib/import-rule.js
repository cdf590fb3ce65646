// One shape for the repo's import-boundary lint rules (apps/web/build/web-boundaries.js,
// apps/server/build/server-zones.js): every static import, re-export and dynamic import() is handed to
// `problemOf(filename, specifier, { isTypeOnly })`, and the message id it answers is reported.
export function importRule(messages, problemOf) {
  return {
    meta: { type: "problem", schema: [], messages },
    create(context) {
      const check = (node, source) => {
        if (!source || typeof source.value !== "string") return;
        const isTypeOnly = node.importKind === "type" || node.exportKind === "type";
        const problem = problemOf(context.filename, source.value, { isTypeOnly });
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
