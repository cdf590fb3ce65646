import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

// zod 4 classic keeps its JSON Schema generator (core/to-json-schema.js, core/json-schema-processors.js,
// about 17.5 KB, 4.5 KB brotli) reachable from every schema class, so tree-shaking cannot drop it. The
// web app only parses with zod (DESIGN.md §3: the client parses responses with the contract) and never
// generates JSON Schema, so the web build swaps both files for stand-ins with the same exports that throw
// a clear error if anything ever asks for JSON Schema. The server keeps the real zod. For the budget of the
// home page's JavaScript.
const replaced = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
export const unavailableMessage =
  "zod JSON Schema generation is left out of the web build (apps/web/build/zod-without-json-schema.ts)";

export function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:async )?(?:function\*? ?|const |let |class )(\w+)/gm)) {
    if (m[1]) names.add(m[1]);
  }
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (m[1] ?? "").split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

export function standIn(source: string): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(unavailableMessage)}); };`];
  for (const name of exportNames(source)) {
    // The `create...Method` factories run when a schema's `~standard` is read: they return the method,
    // which is what throws.
    lines.push(
      name.startsWith("create")
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    );
  }
  return lines.join("\n");
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "tablewise:zod-without-json-schema",
    enforce: "pre",
    load(id) {
      return replaced.test(id) ? standIn(readFileSync(id, "utf8")) : null;
    },
  };
}
