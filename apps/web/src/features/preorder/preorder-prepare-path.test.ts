import { describe, expect, it } from "vitest";
import { buildPath } from "@tablewise/domain/contract/call";
import { preorderPrepareCall } from "@tablewise/domain/contract/preorder";
import { preorderPreparePath } from "./preorder-prepare-path";

describe("preorderPreparePath", () => {
  it("is the contract's path, with the cart id as query", () => {
    expect(preorderPreparePath("demo", "takeaway", null)).toBe(
      buildPath(preorderPrepareCall.path, { cafe: "demo", mode: "takeaway" }),
    );
    expect(preorderPreparePath("demo", "delivery", "abc_DEF-0123456789abcdef")).toBe(
      "/api/superapp/preorder/demo/prepare/delivery?cart_id=abc_DEF-0123456789abcdef",
    );
  });
});
