import { describe, expect, it } from "vitest";
import { buildPath } from "@tablewise/domain/contract/call";
import { previewPrepareCall } from "@tablewise/domain/contract/preview";
import { previewPreparePath } from "./preview-prepare-path";

describe("previewPreparePath", () => {
  it("is the contract's path, with the cart id as query", () => {
    expect(previewPreparePath("demo", null)).toBe(buildPath(previewPrepareCall.path, { cafe_link: "demo" }));
    expect(previewPreparePath("demo", "abc_DEF-0123456789abcdef")).toBe(
      "/api/preview/demo/prepare?cart_id=abc_DEF-0123456789abcdef",
    );
  });
});
