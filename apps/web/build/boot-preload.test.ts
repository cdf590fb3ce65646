import { describe, expect, it } from "vitest";
import { bootPreload } from "./boot-preload";

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], css: string[] = []) => ({
  type: "chunk" as const,
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

describe("bootPreload (index.html fetches the start's steps at once)", () => {
  it("links the entry's dynamic imports and what they import, with their styles, once each", () => {
    const entry = chunk("assets/index.js", ["assets/runtime.js"], ["assets/react.js", "assets/start.js"]);
    const bundle = {
      "assets/index.js": entry,
      "assets/runtime.js": chunk("assets/runtime.js", []),
      "assets/react.js": chunk("assets/react.js", ["assets/runtime.js"]),
      "assets/start.js": chunk(
        "assets/start.js",
        ["assets/react.js", "assets/vendor.js"],
        ["assets/menu.js"],
        ["assets/start.css"],
      ),
      "assets/vendor.js": chunk("assets/vendor.js", []),
      "assets/menu.js": chunk("assets/menu.js", []),
    };
    const html =
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/runtime.js">';
    const hook = bootPreload().transformIndexHtml as { handler: (html: string, ctx: unknown) => unknown };
    const tags = hook.handler(html, { bundle, chunk: entry }) as { attrs: { rel: string; href: string } }[];
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ["modulepreload", "/assets/react.js"],
      ["modulepreload", "/assets/start.js"],
      ["modulepreload", "/assets/vendor.js"],
      ["stylesheet", "/assets/start.css"],
    ]);
  });
});
