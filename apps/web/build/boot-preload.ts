import type { Plugin } from "vite";

// main.tsx starts the app in steps, importing each step's code dynamically so that evaluating it is a task
// of its own. Dynamic imports are fetched only when reached; this plugin lists the entry's dynamic imports
// (and what they import) as <link rel="modulepreload"> in index.html, so they download beside the entry
// as its static imports did. Route screens stay lazy: only the entry's own dynamic imports are listed.
export function bootPreload(): Plugin {
  return {
    name: "tablewise-boot-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry || entry.type !== "chunk") return [];
        // What Vite already links (the entry and its static imports) is not listed twice.
        const listed = new Set<string>(Object.keys(bundle).filter((name) => html.includes(`/${name}"`)));
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (listed.has(fileName)) return;
          listed.add(fileName);
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== "chunk") return;
          files.push(fileName);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        // Their styles too: the preload helper would add them only when the step runs.
        const styles = files.flatMap((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === "chunk" ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        return [
          ...files.map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          })),
          ...styles.map((fileName) => ({
            tag: "link",
            attrs: { rel: "stylesheet", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          })),
        ];
      },
    },
  };
}
