import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { BoardHint, StaffBoard } from "@tablewise/domain/contract/staff";
import { initConsoleI18n } from "../i18n/console-i18n";
import { board, call, me, order, payment } from "../test/fixtures";
import { consoleRoutes } from "./router";

// The console against a mocked server (fetch) and socket: what the waiter sees and what it sends.
type Handler = (payload?: unknown) => void;
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  return {
    handlers,
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    emit(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(event === "board" ? payload : undefined);
    },
    disconnect() {},
  };
});
vi.mock("socket.io-client", () => ({ io: () => socket }));

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[] = [];
let currentBoard: StaffBoard;
let sessionStatus = 200;
type Stopped = { product_id: string; variant_item_id: string | null; stopped_at: string; stopped_by: string };
let stopped: Stopped[] = [];
const stopProduct = (id: string, name: string) => ({
  _id: id,
  name,
  category: "Coffee",
  category_id: "c1",
  description: "",
  base_price: 50,
  is_excise: false,
  is_spicy: false,
  menu_id: "m1",
  i18n: [],
  price_groups: [
    {
      _id: `g-${id}`,
      name: "Milk",
      single_select: true,
      min_count: 1,
      items: [{ _id: `${id}-oat`, name: "Oat", price: 0 }],
    },
  ],
});
const stopMenus = [
  {
    _id: "m1",
    title: "Bar",
    kind: "food",
    tag_i18n: [],
    title_i18n: [],
    original_locale: "en",
    locales: [],
    pay_receiver_id: "r1",
    categories: [],
    products: [stopProduct("espresso", "Espresso"), stopProduct("latte", "Latte")],
  },
];
let role: "manager" | "waiter" | "kitchen" = "waiter";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

function serve(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = String(input);
  const method = init.method ?? "GET";
  calls.push({
    url,
    method,
    headers: (init.headers ?? {}) as Record<string, string>,
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  });
  if (url === "/api/staff/session")
    return Promise.resolve(
      sessionStatus === 200
        ? ok(me(role))
        : new Response(
            JSON.stringify({ success: false, error: { code: "unauthorized", message: "Sign in" } }),
            { status: 401 },
          ),
    );
  if (url.endsWith("/board")) return Promise.resolve(ok(currentBoard));
  const orderAction = url.match(/^\/api\/staff\/orders\/([^/]+)\/(\w+)$/);
  if (orderAction && method === "POST") return Promise.resolve(ok(currentBoard.orders[0]));
  if (url.includes("/waiter-calls/"))
    return Promise.resolve(
      ok({ waiter_call: call({ acknowledged_at: new Date().toISOString(), acknowledged_by: "Olena" }) }),
    );
  if (/^\/api\/staff\/orders\/[^/]+$/.test(url))
    return Promise.resolve(ok({ ...currentBoard.orders[0], audit: [] }));
  if (url.startsWith("/api/preview/demo/prepare")) return Promise.resolve(ok({ menus: stopMenus }));
  if (url.endsWith("/stop-list") && method === "GET") return Promise.resolve(ok({ entries: stopped }));
  if (url.endsWith("/stop-list") && method === "POST") {
    const entry = JSON.parse(String(init.body)) as {
      product_id: string;
      variant_item_id: string | null;
      unavailable: boolean;
    };
    stopped = entry.unavailable
      ? [
          ...stopped,
          {
            product_id: entry.product_id,
            variant_item_id: entry.variant_item_id,
            stopped_at: new Date().toISOString(),
            stopped_by: "Olena",
          },
        ]
      : stopped.filter(
          (e) => e.product_id !== entry.product_id || e.variant_item_id !== entry.variant_item_id,
        );
    return Promise.resolve(ok({ entries: stopped }));
  }
  if (url.includes("/payments/")) return Promise.resolve(ok({ payment: payment({ status: "paid" }) }));
  return Promise.resolve(new Response("{}", { status: 404 }));
}

beforeAll(async () => {
  await initConsoleI18n();
  // jsdom has <dialog> without showModal in some versions.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  calls = [];
  sessionStatus = 200;
  role = "waiter";
  stopped = [];
  socket.handlers.clear();
  vi.stubGlobal("fetch", vi.fn(serve));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderConsole(path = "/console") {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("the console board", () => {
  it("shows a new order and a waiter call, and accepting sends one action with its key and CSRF header", async () => {
    const waiting = order({ serial_order_id: 41 });
    currentBoard = board({ orders: [waiting], waiter_calls: [call()] });
    renderConsole();
    const ticket = await screen.findByRole("article", { name: /#41/ });
    expect(within(ticket).getByText("Latte")).toBeTruthy();
    expect(within(ticket).getByText("Large")).toBeTruthy();
    expect(screen.getByRole("region", { name: /^Waiter calls/ }).textContent).toContain("Hall 5 · Table 5");

    fireEvent.click(within(ticket).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/accept"))).toBe(true));
    const accept = calls.find((c) => c.url.endsWith("/accept"))!;
    expect(accept.url).toBe(`/api/staff/orders/${encodeURIComponent(waiting.order._id)}/accept`);
    expect(accept.method).toBe("POST");
    expect(accept.headers["x-tablewise-console"]).toBe("1");
    expect(accept.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    // The board refetches after the action.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/board")).length).toBeGreaterThan(1));
  });

  it("declines with a reason chosen in a dialog", async () => {
    currentBoard = board({ orders: [order({ serial_order_id: 42 })] });
    renderConsole();
    const ticket = await screen.findByRole("article", { name: /#42/ });
    fireEvent.click(within(ticket).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline order #42" });
    fireEvent.click(within(dialog).getByLabelText("The kitchen is too busy right now"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/decline"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/decline"))!.body).toEqual({
      reason: "The kitchen is too busy right now",
    });
  });

  it("a created hint refetches the board and badges the lane and the tab title until seen", async () => {
    currentBoard = board();
    renderConsole();
    await screen.findAllByText("Nothing new.");
    const before = calls.filter((c) => c.url.endsWith("/board")).length;
    currentBoard = board({ orders: [order({ serial_order_id: 43 })] });
    const hint: BoardHint = { kind: "order", id: "x", change: "created", at: new Date().toISOString() };
    act(() => socket.emit("board", hint));
    await screen.findByRole("article", { name: /#43/ });
    expect(calls.filter((c) => c.url.endsWith("/board")).length).toBeGreaterThan(before);
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    expect(screen.getAllByText("1 new").length).toBeGreaterThan(0);
    expect(screen.getByText("New order on the board")).toBeTruthy(); // the live region
    // The count's words are in the nav link's and the filter's names, not on a generic span.
    expect(screen.getByRole("link", { name: /^Board\s*1 new$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^New\s*1\s*1 new$/ })).toBeTruthy();
    expect(document.querySelectorAll("span[aria-label]")).toHaveLength(0);
    // A pressed finger does not clear it yet (the top bar would move under the finger); the tap's click does.
    fireEvent.pointerDown(screen.getByRole("region", { name: /^New/ }));
    expect(document.title).toMatch(/^\(1\) /);
    fireEvent.click(screen.getByRole("region", { name: /^New/ }));
    await waitFor(() => expect(document.title).not.toMatch(/^\(/));
  });

  it("a reconnect refetches what it may have missed", async () => {
    currentBoard = board();
    renderConsole();
    await screen.findAllByText("Nothing new.");
    act(() => socket.emit("connect"));
    await screen.findByText("Live");
    const before = calls.filter((c) => c.url.endsWith("/board")).length;
    act(() => socket.emit("disconnect"));
    await screen.findByText("Reconnecting…");
    act(() => socket.emit("connect"));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/board")).length).toBeGreaterThan(before));
  });

  it("confirms a cash payment a guest promised", async () => {
    const o = order({ status: "paying" }, { payments: [payment({ id: "cash-pay-aaaaaaaaaaaaaaaa" })] });
    currentBoard = board({ orders: [o] });
    renderConsole();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm cash" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/staff/payments/cash-pay-aaaaaaaaaaaaaaaa/confirm")).toBe(true),
    );
  });

  it("sends a signed-out console to the login, keeping where it was", async () => {
    sessionStatus = 401;
    const router = renderConsole("/console/day");
    await screen.findByRole("heading", { name: "Sign in to the venue console" });
    expect(router.state.location.pathname).toBe("/console/login");
    expect(router.state.location.search).toBe("?next=%2Fconsole%2Fday");
  });

  it("a manager refunds part of an online payment after a confirm step", async () => {
    role = "manager";
    const paid = order(
      { status: "serving" },
      {
        payments: [
          payment({ id: "online-pay-aaaaaaaaaaaaaaaa", method: "online", status: "paid", total: 240 }),
        ],
      },
    );
    currentBoard = board({ orders: [paid] });
    renderConsole(`/console/orders/${encodeURIComponent(paid.order._id)}`);
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund an online payment" });
    fireEvent.click(within(dialog).getByLabelText("A part"));
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "300" } });
    expect(within(dialog).getByRole("button", { name: "Continue" })).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "40,5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    // Nothing is sent before the second step.
    expect(calls.some((c) => c.url.endsWith("/refund"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Refund 40\.5/ }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/refund"))).toBe(true));
    const refund = calls.find((c) => c.url.endsWith("/refund"))!;
    expect(refund.url).toBe("/api/staff/payments/online-pay-aaaaaaaaaaaaaaaa/refund");
    expect(refund.body).toEqual({ amount: 40.5 });
    expect(refund.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it("a waiter gets no refund button", async () => {
    const paid = order(
      { status: "serving" },
      { payments: [payment({ id: "online-pay-aaaaaaaaaaaaaaaa", method: "online", status: "paid" })] },
    );
    currentBoard = board({ orders: [paid] });
    renderConsole(`/console/orders/${encodeURIComponent(paid.order._id)}`);
    await screen.findByRole("heading", { name: /^Order #/ });
    await screen.findByText("Paid");
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("the kitchen stops a product: one POST with its key, and the stopped product moves first", async () => {
    role = "kitchen";
    currentBoard = board();
    renderConsole("/console/stop-list");
    const latte = await screen.findByRole("switch", { name: "On sale Latte" });
    expect(latte.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(latte);
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Stopped Latte" }).getAttribute("aria-checked")).toBe(
        "false",
      ),
    );
    const post = calls.find((c) => c.url.endsWith("/stop-list") && c.method === "POST")!;
    expect(post.body).toEqual({ product_id: "latte", variant_item_id: null, unavailable: true });
    expect(post.headers["x-tablewise-console"]).toBe("1");
    expect(post.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(screen.getAllByRole("switch")[0]).toBe(screen.getByRole("switch", { name: "Stopped Latte" }));
    // A variant item alone, then searching by it.
    fireEvent.click(screen.getByRole("switch", { name: "On sale Espresso Oat" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST").length).toBe(2));
    expect(calls.filter((c) => c.method === "POST")[1]!.body).toEqual({
      product_id: "espresso",
      variant_item_id: "espresso-oat",
      unavailable: true,
    });
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "espr" } });
    await waitFor(() => expect(screen.queryByRole("switch", { name: /Latte/ })).toBeNull());
  });

  it("each stop switch's name holds the word it shows, stopped or on sale (label in name)", async () => {
    role = "kitchen";
    stopped = [
      { product_id: "latte", variant_item_id: null, stopped_at: "2026-11-23T10:00:00Z", stopped_by: "Olena" },
    ];
    currentBoard = board();
    renderConsole("/console/stop-list");
    await screen.findByRole("switch", { name: "Stopped Latte" });
    expect(screen.getAllByRole("switch").map((s) => s.textContent)).toEqual([
      "Stopped",
      "On sale",
      "On sale",
      "On sale",
    ]);
    expect(screen.getAllByRole("switch").map((s) => s.getAttribute("aria-label"))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    for (const name of ["Stopped Latte", "On sale Latte Oat", "On sale Espresso", "On sale Espresso Oat"])
      expect(screen.getByRole("switch", { name })).toBeTruthy();
  });
});

describe("keeping a keyboard and screen-reader user's place", () => {
  const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

  it("accepting moves focus to the order's next action and says so politely", async () => {
    const waiting = order({ serial_order_id: 51 });
    currentBoard = board({ orders: [waiting] });
    renderConsole();
    const ticket = await screen.findByRole("article", { name: /#51/ });
    const accept = within(ticket).getByRole("button", { name: "Accept" });
    accept.focus();
    currentBoard = board({ orders: [{ ...waiting, order: { ...waiting.order, status: "serving" } }] });
    fireEvent.click(accept);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Served" })));
    expect(liveRegion().textContent).toBe("Order #51 accepted");
  });

  it("confirming cash on the board moves focus to the order's card", async () => {
    const o = order({ status: "paying", serial_order_id: 52 }, { payments: [payment()] });
    currentBoard = board({ orders: [o] });
    renderConsole();
    const confirm = await screen.findByRole("button", { name: "Confirm cash" });
    confirm.focus();
    currentBoard = board({ orders: [{ ...o, payments: [payment({ status: "paid" })] }] });
    fireEvent.click(confirm);
    await waitFor(() => expect(document.activeElement?.id).toBe(`ticket-${o.order._id}`));
    expect(screen.queryByRole("button", { name: "Confirm cash" })).toBeNull();
    expect(liveRegion().textContent).toBe("Payment for order #52 confirmed");
  });

  it("acknowledging a call moves focus to the call's card", async () => {
    currentBoard = board({ waiter_calls: [call()] });
    renderConsole();
    const acknowledge = await screen.findByRole("button", { name: "Acknowledge" });
    acknowledge.focus();
    currentBoard = board({
      waiter_calls: [call({ acknowledged_at: new Date().toISOString(), acknowledged_by: "Olena" })],
    });
    fireEvent.click(acknowledge);
    await waitFor(() => expect(document.activeElement?.id).toBe("call-call-1"));
    expect(liveRegion().textContent).toBe("Call from Hall 5 · Table 5 acknowledged");
  });

  it("confirming cash in the order panel moves focus to the panel's heading", async () => {
    const o = order({ status: "paying", serial_order_id: 53 }, { payments: [payment()] });
    currentBoard = board({ orders: [o] });
    renderConsole(`/console/orders/${encodeURIComponent(o.order._id)}`);
    const panel = await screen.findByRole("complementary", { name: "Order #53" });
    const confirm = await within(panel).findByRole("button", { name: "Confirm cash" });
    confirm.focus();
    currentBoard = board({ orders: [{ ...o, payments: [payment({ status: "paid" })] }] });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole("heading", { name: "Order #53" })),
    );
    expect(liveRegion().textContent).toBe("Payment for order #53 confirmed");
  });

  it("Escape closes the order panel and focus returns to the Details link that opened it", async () => {
    const o = order({ serial_order_id: 54 });
    currentBoard = board({ orders: [o] });
    const router = renderConsole();
    const ticket = await screen.findByRole("article", { name: /#54/ });
    const details = within(ticket).getByRole("link", { name: /Details/ });
    details.focus();
    fireEvent.click(details);
    const heading = await screen.findByRole("heading", { name: "Order #54" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.keyDown(heading, { key: "Escape" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/console"));
    expect(screen.queryByRole("complementary")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(details));
  });

  it("the panel's Close gives focus back to the Details link too", async () => {
    const o = order({ serial_order_id: 55 });
    currentBoard = board({ orders: [o] });
    renderConsole();
    const details = within(await screen.findByRole("article", { name: /#55/ })).getByRole("link", {
      name: /Details/,
    });
    details.focus();
    fireEvent.click(details);
    await screen.findByRole("heading", { name: "Order #55" });
    fireEvent.click(screen.getByRole("link", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("complementary")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(details));
  });
});

describe("signing out", () => {
  it("ends the session once and goes to the login without asking for the ended session again", async () => {
    currentBoard = board();
    const router = renderConsole();
    await screen.findByRole("button", { name: "Sign out" });
    // From here the server answers as for an ended session: a 401 is a console error in a browser.
    sessionStatus = 401;
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/console/login"));
    const loggedOutAt = calls.findIndex((c) => c.url === "/api/staff/session/logout");
    expect(loggedOutAt).toBeGreaterThan(-1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.slice(loggedOutAt).filter((c) => c.url === "/api/staff/session")).toEqual([]);
  });
});
