import { describe, expect, it } from "vitest";
import { venueLinkSchema } from "./common";

describe("venue links (SPEC §2 /{cafe_link})", () => {
  it("refuses the app's own first path segments", () => {
    for (const link of ["console", "api", "media", "inside", "new"])
      expect(venueLinkSchema.safeParse(link).success, link).toBe(false);
  });
  it("takes a venue's own name", () => {
    expect(venueLinkSchema.parse("console-bar")).toBe("console-bar");
    expect(venueLinkSchema.parse("demo")).toBe("demo");
  });
});
