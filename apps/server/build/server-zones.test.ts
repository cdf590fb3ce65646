import path from "node:path";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { cycles } from "../../web/build/feature-graph";
// @ts-expect-error plain JS module for eslint.config.js, no declaration file
import { serverZones } from "./server-zones.js";
import { zoneImports } from "./zone-graph";

// The rule that keeps the server's zones apart, run through ESLint on made-up files.
const src = path.resolve("/repo/apps/server/src");
function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: "flat", cwd: "/repo" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { server: { rules: { zones: serverZones(src) } } },
        rules: { "server/zones": "error" },
      },
    ],
    path.join(src, file),
  );
  return messages.map((m) => m.messageId ?? m.message);
}

describe("server zones", () => {
  it("refuses a module reaching into another module's own files, types included", () => {
    expect(lint("modules/staff/staff.service.ts", 'import { x } from "../orders/order-lifecycle";')).toEqual([
      "moduleInternal",
    ]);
    expect(
      lint("payments/order-money.ts", 'import type { X } from "../modules/orders/order.repository";'),
    ).toEqual(["moduleInternal"]);
    expect(
      lint("modules/preorder/preorder.service.ts", 'import { x } from "../../payments/order-payment";'),
    ).toEqual(["moduleInternal"]);
    expect(lint("app.ts", 'const m = import("./modules/reserve/register-reserve");')).toEqual([
      "moduleInternal",
    ]);
  });

  it("lets a module use another's public file and all of its own", () => {
    expect(
      lint(
        "modules/staff/staff.service.ts",
        [
          'import { createOrderLifecycle } from "../orders";',
          'import { x } from "../orders/index";',
          'import { y } from "../../payments/index";',
          'import { z } from "./staff-actions";',
          'import { HttpError } from "../../http/errors";',
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(lint("payments/order-money.ts", 'import { x } from "../modules/orders/index";')).toEqual([]);
  });

  it("refuses a layer importing a module, the payments area or a layer above it", () => {
    expect(lint("config/env.ts", 'import { x } from "../modules/phone-verification/index";')).toEqual([
      "layerImportsAbove",
    ]);
    expect(lint("realtime/socket.ts", 'import type { X } from "../payments/index";')).toEqual([
      "layerImportsAbove",
    ]);
    expect(lint("security/geo-token.ts", 'import { HttpError } from "../http/errors";')).toEqual([
      "layerImportsAbove",
    ]);
    expect(lint("http/staff-actor.ts", 'import { sameText } from "../security/same-text";')).toEqual([]);
  });

  it("leaves tests free to reach the files they check", () => {
    expect(lint("modules/orders/orders.test.ts", 'import { x } from "../staff/staff-auth";')).toEqual([]);
  });

  it("form no cycle", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
    expect(cycles(zoneImports(root))).toEqual([]);
  });
});
