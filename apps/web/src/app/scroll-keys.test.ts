import { describe, expect, it } from "vitest";
import { matchRoutes, type Location, type UIMatch } from "react-router";
import { routes } from "./routes";
import { scrollKey } from "./scroll-keys";

const at = (pathname: string) => {
  const location = { pathname, search: "", hash: "", state: null, key: "k1" } as Location;
  const matches = (matchRoutes(routes, pathname) ?? []).map(
    (m) => ({ ...m, handle: m.route.handle }) as unknown as UIMatch,
  );
  return scrollKey(location, matches);
};

describe("SPEC §2 scroll positions", () => {
  it("pages of the list are keyed by path, so a return restores them", () => {
    expect(at("/demo")).toBe("/demo");
    expect(at("/inside/123456/menu/m1")).toBe("/inside/123456/menu/m1");
    expect(at("/demo/takeaway/cart")).toBe("/demo/takeaway/cart");
    expect(at("/demo/reserve/menu")).toBe("/demo/reserve/menu");
  });
  it("other pages are keyed by history entry and open at the top", () => {
    expect(at("/offert/v1/m1")).toBe("k1");
    expect(at("/cookies")).toBe("k1");
    expect(at("/demo/delivery/receipt/o1")).toBe("k1");
  });
});
