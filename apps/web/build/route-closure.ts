import type { Plugin } from "vite";

// Which modules a part of the app needs, for one chunk per part (Lighthouse on the menu page).
// Rolldown's default splitting makes a chunk of every module set shared by a different set of routes:
// the preview menu page loaded 16 scripts of 0.5-4 KB after the entry's 9. On a phone's connection the
// browser opens 6 connections per host (HTTP/1.1), so 16 small files cost three round trips where one
// file costs one. The plugin walks the static imports from the part's modules once the module graph is
// complete, minus what `except` modules already import (those load earlier, with another chunk); `test`
// then tells the chunk groups of vite.config.ts which modules belong to the part.
export function routeClosure(
  roots: readonly string[],
  except: readonly string[] = [],
): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `tablewise:route-closure:${roots.join("+")}`,
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const walk = (from: readonly string[]) => {
        const found = new Set<string>();
        const pending = ids.filter((id) => from.some((root) => id.endsWith(root)));
        if (pending.length !== from.length) {
          this.error(`route-closure: expected modules ${from.join(", ")}, found ${pending.join(", ")}`);
        }
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (found.has(id)) continue;
          found.add(id);
          // Static imports only: what a part imports dynamically (maps, QR scanner, phone metadata)
          // stays in chunks of its own, loaded when a screen asks for it.
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const earlier = walk(except);
      members.clear();
      for (const id of walk(roots)) if (!earlier.has(id)) members.add(id);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
