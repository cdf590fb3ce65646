import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, featureImports } from "./feature-graph";

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");

describe("guest feature imports", () => {
  it("form no cycle", () => {
    expect(cycles(featureImports(srcRoot))).toEqual([]);
  });

  it("name every feature of a cycle, and nothing for a one-way chain", () => {
    const graph = new Map([
      ["menu", new Set(["scan-code", "session"])],
      ["scan-code", new Set(["inside"])],
      ["inside", new Set(["menu"])],
      ["session", new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual([["inside", "menu", "scan-code"]]);
    graph.set("inside", new Set(["session"]));
    expect(cycles(graph)).toEqual([]);
  });
});
