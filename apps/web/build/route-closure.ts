import type { Plugin } from "vite";

// Which modules a lazy route needs, for one chunk per route family (issue 3, Lighthouse on the menu page).
// Rolldown's default splitting makes a chunk of every module set shared by a different set of routes:
// the preview menu page loaded 16 scripts of 0.5-4 KB after the entry's 9. On a phone's connection the
// browser opens 6 connections per host (HTTP/1.1), so 16 small files cost three round trips where one
// file costs one. The plugin walks the static imports from the route's modules once the module graph is
// complete; `test` then tells the chunk groups of vite.config.ts which modules belong to the family.
export function routeClosure(roots: readonly string[]): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "tablewise:route-closure",
    apply: "build",
    buildEnd() {
      members.clear();
      const pending = [...this.getModuleIds()].filter((id) => roots.some((root) => id.endsWith(root)));
      if (pending.length !== roots.length) {
        this.error(`route-closure: expected modules ${roots.join(", ")}, found ${pending.join(", ")}`);
      }
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (members.has(id)) continue;
        members.add(id);
        // Static imports only: what a route imports dynamically (maps, QR scanner, phone metadata) stays
        // in chunks of its own, loaded when a screen asks for it.
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
