import { describe, expect, it, vi } from "vitest";
import { createMemoryRouter, matchRoutes } from "react-router";
import { routePatterns } from "../lib/route-paths";
import type { RouteHandle } from "./route-handle";
import { routes } from "./routes";

function leaf(path: string) {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return { name: (last?.route.handle as RouteHandle | undefined)?.name, params: last?.params ?? {}, matches };
}

describe("SPEC §2 route table", () => {
  it.each([
    ["/cookies", "cookies"],
    ["/offert/v1/m1", "offert"],
    ["/demo", "home"],
    ["/demo/menu", "menu"],
    ["/demo/menu/m1", "menu_page"],
    ["/demo/menu/m1/p1", "product"],
    ["/demo/cart", "cart"],
    ["/demo/order", "venue_order"],
    ["/demo/receipt/o1", "receipt"],
    ["/demo/preview", "preview_lobby"],
    ["/demo/preview/menu/m1/p1", "preview_product"],
    ["/demo/preview/search", "preview_search"],
    ["/inside/123456", "lobby"],
    ["/inside/123456/cart", "inside_cart"],
    ["/inside/123456/order", "order"],
    ["/inside/123456/orders", "orders"],
    ["/inside/123456/receipt/o1", "inside_receipt"],
    ["/new/123456", "new_inside"],
    ["/demo/reserve/menu", "reserve_menu"],
    ["/demo/reserve/menu/s1", "reserve_menu_product"],
    ["/demo/reserve/checkout", "reserve_checkout"],
    ["/demo/reserve/receipt/r1", "reserve_receipt"],
    ["/demo/delivery", "preorder_lobby"],
    ["/demo/takeaway/cart", "preorder_cart"],
    ["/demo/delivery/address", "preorder_address"],
    ["/demo/takeaway/menu/m1/p1", "preorder_product"],
  ])("%s is %s", (path, name) => {
    expect(leaf(path).name).toBe(name);
  });

  it("static segments win over /{cafe_link}/...: /offert/a/b is not a menu page", () => {
    expect(leaf("/offert/menu/x").name).toBe("offert");
    expect(leaf("/inside/menu").name).toBe("lobby");
    expect(leaf("/new/cart").name).toBe("new_inside");
  });

  it("mode accepts only delivery and takeaway, and the shell knows which", () => {
    expect(leaf("/demo/pickup").name).toBe("not_found");
    expect(leaf("/demo/pickup/cart").name).toBe("not_found");
    const takeaway = leaf("/demo/takeaway/orders");
    expect(
      takeaway.matches?.some((m) => (m.route.handle as RouteHandle | undefined)?.mode === "takeaway"),
    ).toBe(true);
    expect(takeaway.params).toMatchObject({ cafe_link: "demo" });
  });

  it("unknown deeper paths fall to not_found", () => {
    expect(leaf("/demo/menu/m1/p1/extra").name).toBe("not_found");
    expect(leaf("/cookies/more").name).toBe("not_found");
  });

  it("every named route of route-paths is in the table", () => {
    const names = new Set<string>();
    const walk = (list: typeof routes) =>
      list.forEach((r) => {
        const handle = r.handle as RouteHandle | undefined;
        if (handle) names.add(handle.name);
        if (r.children) walk(r.children);
      });
    walk(routes);
    for (const name of Object.keys(routePatterns)) expect(names, name).toContain(name);
  });

  it("/new/{code} redirects to /inside/{code}, keeping the query", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/new/123456?cart_id=abc"] });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/inside/123456"), {
      timeout: 8000, // the redirect loads its route module first: slow on a busy CI machine
    });
    expect(router.state.location.search).toBe("?cart_id=abc");
    router.dispose();
  });

  it("/{cafe_link}/reserve opens the reservation menu", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/demo/reserve?view=list"] });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/demo/reserve/menu"), {
      timeout: 8000,
    });
    expect(router.state.location.search).toBe("?view=list");
    router.dispose();
  });
});
