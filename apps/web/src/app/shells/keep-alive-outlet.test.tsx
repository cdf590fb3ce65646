import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RouteHandle } from "../route-handle";
import { KeepAliveOutlet } from "./keep-alive-outlet";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const kept = (name: RouteHandle["name"]): RouteHandle => ({ name, keepAlive: true });

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: KeepAliveOutlet,
        children: [
          { path: "menu/:id", Component: () => <Counter label="menu" />, handle: kept("preview_menu") },
          {
            path: "product",
            Component: () => <Counter label="product" />,
            handle: { name: "preview_product" },
          },
        ],
      },
    ],
    { initialEntries: ["/menu/1"] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { go };
}

describe("KeepAliveOutlet (SPEC §2 kept-alive pages)", () => {
  afterEach(cleanup);

  it("a kept page keeps its state when the guest leaves and comes back", async () => {
    const { go } = setup();
    fireEvent.click(screen.getByRole("button", { name: "menu 0" }));
    fireEvent.click(screen.getByRole("button", { name: "menu 1" }));
    await go("/product");
    expect(screen.getByRole("button", { name: "product 0" })).toBeTruthy();
    // Hidden, not gone: no longer in the accessibility tree.
    expect(screen.queryByRole("button", { name: "menu 2" })).toBeNull();
    await go("/menu/1");
    expect(screen.getByRole("button", { name: "menu 2" })).toBeTruthy();
  });

  it("a page that is not kept starts fresh, and each menu path is its own page", async () => {
    const { go } = setup();
    await go("/product");
    fireEvent.click(screen.getByRole("button", { name: "product 0" }));
    await go("/menu/2");
    expect(screen.getByRole("button", { name: "menu 0" })).toBeTruthy();
    await go("/product");
    expect(screen.getByRole("button", { name: "product 0" })).toBeTruthy();
  });
});
