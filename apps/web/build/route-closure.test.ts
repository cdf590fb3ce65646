import { describe, expect, it } from "vitest";
import { routeClosure } from "./route-closure";

// A module graph as the bundler reports it once every module has loaded.
const graph: Record<string, string[]> = {
  "/app/src/main.tsx": ["/app/src/lib/next-task.ts"],
  "/app/src/app/start.tsx": ["/app/src/app/routes.tsx", "/app/src/lib/next-task.ts", "/nm/react/index.js"],
  "/app/src/app/routes.tsx": ["/app/src/ui/icon.tsx"],
  "/app/src/ui/icon.tsx": [],
  "/app/src/lib/next-task.ts": [],
  "/nm/react/index.js": [],
  "/app/src/features/map/map.tsx": [],
};

function run(roots: string[], except: string[] = []) {
  const { plugin, test } = routeClosure(roots, except);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return test;
}

describe("routeClosure (one chunk per part of the app)", () => {
  it("takes what the roots import statically, minus what the `except` modules already import", () => {
    const test = run(["src/app/start.tsx"], ["src/main.tsx"]);
    expect(test("/app/src/app/start.tsx")).toBe(true);
    expect(test("/app/src/app/routes.tsx")).toBe(true);
    expect(test("/app/src/ui/icon.tsx")).toBe(true);
    expect(test("/nm/react/index.js")).toBe(true);
    // main.tsx imports it: it stays with the entry, not in the part's chunk.
    expect(test("/app/src/lib/next-task.ts")).toBe(false);
    expect(test("/app/src/features/map/map.tsx")).toBe(false);
  });

  it("fails the build when a root is missing, so a renamed file cannot silently undo the chunking", () => {
    expect(() => run(["src/app/gone.tsx"])).toThrow(/expected modules src\/app\/gone.tsx/);
  });
});
