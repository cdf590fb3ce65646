import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JS module for eslint.config.js, no declaration file
import { webBoundaries } from "./web-boundaries.js";

// The rule that keeps the guest app and the console apart, run through ESLint on made-up files.
const src = path.resolve("/repo/apps/web/src");
function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: "flat", cwd: "/repo" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { web: { rules: { boundaries: webBoundaries(src) } } },
        rules: { "web/boundaries": "error" },
      },
    ],
    path.join(src, file),
  );
  return messages.map((m) => m.messageId ?? m.message);
}

describe("web boundaries", () => {
  it("refuses the guest app importing the console, statically or lazily", () => {
    expect(lint("app/routes.tsx", 'import { x } from "../console/app/shell";')).toEqual([
      "guestImportsConsole",
    ]);
    expect(lint("features/menu/a.ts", 'const m = import("../../console/main");')).toEqual([
      "guestImportsConsole",
    ]);
  });

  it("lets a type-only import through (the console's locale typing)", () => {
    expect(lint("i18n/i18next.d.ts", 'import type c from "../console/i18n/locales/en.json";')).toEqual([]);
  });

  it("refuses the console importing guest features or app, but not its own features", () => {
    expect(lint("console/main.tsx", 'import { a } from "../features/menu/menu-page";')).toEqual([
      "consoleImportsGuestFeature",
    ]);
    expect(lint("console/app/shell.tsx", 'import { a } from "../../app/router";')).toEqual([
      "consoleImportsGuestApp",
    ]);
    expect(lint("console/app/shell.tsx", 'import { a } from "../features/board/alerts";')).toEqual([]);
  });

  it("lets the console use the shared layers and a feature's for-console export", () => {
    expect(
      lint(
        "console/features/board/ticket.tsx",
        [
          'import { formatMoney } from "../../../lib/format-money";',
          'import "../../../ui/base.css";',
          'import { languageNames } from "../../../i18n/languages";',
          'import { x } from "../../../features/menu/for-console";',
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("refuses a guest feature reaching into another feature's own files, types included", () => {
    expect(lint("features/preorder/pay-now.tsx", 'import { x } from "../inside/bill/order-state";')).toEqual([
      "featureInternal",
    ]);
    expect(lint("features/preorder/time/use-time-text.ts", 'import "../../inside/inside.css";')).toEqual([
      "featureInternal",
    ]);
    expect(lint("features/menu/a.tsx", 'import type { X } from "../payment/payment-internals";')).toEqual([
      "featureInternal",
    ]);
    expect(lint("features/menu/a.tsx", 'const m = import("../inside/pay/receipt-page");')).toEqual([
      "featureInternal",
    ]);
  });

  it("lets a guest feature use another feature's public files and all of its own", () => {
    expect(
      lint(
        "features/preorder/receipt/pay-now.tsx",
        [
          'import { formatCountdown } from "../../payment/countdown";',
          'import "../../payment/receipt.css";',
          'import { useMenuSession } from "../../session/session-context";',
          'import { usePreorder } from "../preorder-context";',
          'import { TimeRow } from "../time/time-row";',
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("lets the app layer compose any feature's files", () => {
    expect(lint("app/routes.tsx", 'const m = import("../features/inside/pay/receipt-page");')).toEqual([]);
  });
});
