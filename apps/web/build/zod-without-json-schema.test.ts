import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportNames, standIn, unavailableMessage } from "./zod-without-json-schema";

const require = createRequire(import.meta.url);
const zodCore = path.join(path.dirname(require.resolve("zod/package.json")), "v4", "core");
const source = (file: string) => readFileSync(path.join(zodCore, file), "utf8");

async function load(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe("the web build's zod without its JSON Schema generator", () => {
  it("keeps every export the schema classes import, so the bundle links as before", () => {
    const classic = readFileSync(path.join(zodCore, "..", "classic", "schemas.js"), "utf8");
    const processors = exportNames(source("json-schema-processors.js"));
    for (const used of classic.matchAll(/processors\.(\w+)\(/g)) expect(processors).toContain(used[1]);
    expect(exportNames(source("to-json-schema.js"))).toEqual(
      expect.arrayContaining(["createToJSONSchemaMethod", "createStandardJSONSchemaMethod"]),
    );
  });

  it("lets a schema build its methods, and throws a clear error only if JSON Schema is asked for", async () => {
    const stub = await load(standIn(source("to-json-schema.js")));
    const method = (stub.createStandardJSONSchemaMethod as (...a: unknown[]) => () => unknown)({}, "input");
    expect(() => method()).toThrow(unavailableMessage);
    const processors = await load(standIn(source("json-schema-processors.js")));
    expect(() => (processors.stringProcessor as () => unknown)()).toThrow(unavailableMessage);
  });
});
