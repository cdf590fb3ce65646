import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
// @ts-expect-error plain JS module for eslint.config.js, no declaration file
import { zoneOf } from "./server-zones.js";

// Which server zone imports which (statically, lazily or for types), read from the source files under
// src, tests and the test helpers left out (they compose the whole app). ARCHITECTURE.md: the zones form
// no cycle, so each can be read and changed from its imports downwards.
export function zoneImports(srcRoot: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const nameOf = (abs: string) => {
    const rel = path.relative(srcRoot, abs).split(path.sep).join("/");
    if (rel.startsWith("..") || rel.startsWith("test/") || /\.test\.ts$/.test(rel)) return null;
    return (zoneOf(rel.endsWith(".ts") ? rel : `${rel}.ts`) as { name: string }).name;
  };
  const files = readdirSync(srcRoot, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const own = nameOf(file);
    if (!own) continue;
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const other = nameOf(path.resolve(path.dirname(file), fileName));
      if (other && other !== own) edges.add(other);
    }
  }
  return graph;
}
