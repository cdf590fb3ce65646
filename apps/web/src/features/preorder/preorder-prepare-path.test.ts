import { describe, expect, it } from "vitest";
import { buildPath } from "@tablewise/domain/contract/call";
import { preorderPrepareCall, preorderPrepareQuerySchema } from "@tablewise/domain/contract/preorder";
import { getVisitorId } from "../../lib/visitor-id";
import { preorderPreparePath } from "./preorder-prepare-path";

describe("preorderPreparePath", () => {
  it("is the contract's path, with the cart id and the visitor id as query", () => {
    const visitor = getVisitorId();
    expect(preorderPreparePath("demo", "takeaway", null)).toBe(
      `${buildPath(preorderPrepareCall.path, { cafe: "demo", mode: "takeaway" })}?visitor_id=${visitor}`,
    );
    const url = preorderPreparePath("demo", "delivery", "abc_DEF-0123456789abcdef");
    expect(url).toBe(
      `/api/superapp/preorder/demo/prepare/delivery?cart_id=abc_DEF-0123456789abcdef&visitor_id=${visitor}`,
    );
    const query = Object.fromEntries(new URL(url, "https://x.example").searchParams);
    expect(preorderPrepareQuerySchema.parse(query)).toEqual({
      cart_id: "abc_DEF-0123456789abcdef",
      visitor_id: visitor,
    });
  });
});
