import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Which guest feature imports which (statically, lazily or for types), read from the source files under
// src/features. ARCHITECTURE.md: features form no cycle, so each one can be read and changed from its
// imports downwards, and the lint rule's public files stay a one-way street.
export function featureImports(srcRoot: string): Map<string, Set<string>> {
  const featuresDir = path.join(srcRoot, "features");
  const graph = new Map<string, Set<string>>();
  const featureOf = (file: string) => {
    const rel = path.relative(featuresDir, file).split(path.sep);
    return rel.length > 1 && rel[0] !== ".." ? rel[0] : null;
  };
  const files = readdirSync(featuresDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const own = featureOf(file) as string;
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const other = featureOf(path.resolve(path.dirname(file), fileName));
      if (other && other !== own) edges.add(other);
    }
  }
  return graph;
}

// The groups of nodes that reach each other (Tarjan's strongly connected components of more than one node).
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
