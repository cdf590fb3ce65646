import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import i18next from "i18next";
import type { Floor } from "@tablewise/domain/contract/floor";
import { initConsoleI18n } from "../../i18n/console-i18n";
import { consoleRoutes } from "../../app/router";
import { me } from "../../test/fixtures";
import { landingFor } from "../session/login-page";
import { alert, floor, minutesAfter, table } from "./floor-fixtures";

// The phone view against a fetch mock answering in the contract's shapes (contract/floor.ts) and a
// socket whose pushes the test sends.
const pushes = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock("socket.io-client", () => ({
  io: () => ({
    on(event: string, listener: (payload: unknown) => void) {
      pushes.set(event, listener);
    },
    disconnect() {},
  }),
}));

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let role: "manager" | "waiter" | "kitchen" = "waiter";
let current: Floor;
let acknowledgeReply: { status: number; body: unknown } | null = null;
const base = "/api/staff/venues/venue-1/floor";
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function serve(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = String(input);
  const method = init.method ?? "GET";
  const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
  calls.push({ url, method, body });
  let reply: { status: number; body: unknown } = {
    status: 404,
    body: { success: false, error: { code: "not_found", message: url } },
  };
  const ack = /\/alerts\/([\w-]+)\/acknowledge$/.exec(url);
  if (url === "/api/staff/session") reply = ok(me(role));
  else if (url === base) reply = ok(current);
  else if (url === `${base}/shift`) {
    const shift = { ...(body as object), started_at: minutesAfter(5) };
    current = { ...current, shift: shift as Floor["shift"] };
    reply = ok({ shift });
  } else if (url === "/api/staff/push/key") reply = ok({ public_key: "BPublicKey" });
  else if (url === "/api/staff/push/subscriptions") reply = ok({ subscribed: true });
  else if (url === "/api/staff/push/subscriptions/remove") reply = ok({ removed: true });
  else if (ack) {
    const found = current.alerts.find((a) => a._id === ack[1])!;
    reply = acknowledgeReply ?? ok({ alert: { ...found, status: "acknowledged", acknowledged_by: "Olena" } });
  }
  return Promise.resolve(
    new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "Content-Type": "application/json" },
    }),
  );
}

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await initConsoleI18n();
  await i18next.loadNamespaces("floor");
});
beforeEach(() => {
  calls = [];
  role = "waiter";
  acknowledgeReply = null;
  pushes.clear();
  current = floor();
  vi.stubGlobal("fetch", vi.fn(serve));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderConsole(path: string) {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const posts = (suffix: string) => calls.filter((c) => c.method === "POST" && c.url.endsWith(suffix));

const onShift = () =>
  floor({
    shift: { halls: [], tables: ["T1", "T2"], started_at: minutesAfter(0) },
    tables: [
      table("T1", {
        mine: true,
        followed_by: ["Olena"],
        state: "part_paid",
        since: minutesAfter(-7),
        order_id: "order-1",
        serial: 41,
        left_to_pay: 12_050,
        open_alerts: 1,
      }),
      table("T2", { mine: true, followed_by: ["Olena"], state: "ready", since: minutesAfter(2) }),
      table("H1", { hall: "Hall", state: "eating", since: minutesAfter(1), followed_by: ["Ivan"] }),
    ],
    alerts: [
      alert("al-call", { kind: "waiter_call", created_at: minutesAfter(3) }),
      alert("al-up", {
        kind: "walkout_risk",
        table_code: "H1",
        table_label: "Table H1",
        created_at: minutesAfter(-4),
        escalated_at: minutesAfter(-1),
      }),
      alert("al-theirs", { kind: "payment_to_confirm", table_code: "H1", table_label: "Table H1" }),
    ],
  });

describe("the start of a shift", () => {
  it("asks which tables to serve and starts the shift with the two picked", async () => {
    renderConsole("/console/floor");
    await screen.findByRole("heading", { level: 1, name: "Start your shift" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Table T1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Table H1" }));
    fireEvent.click(screen.getByRole("button", { name: "Start shift" }));
    await waitFor(() => expect(posts("/floor/shift")).toHaveLength(1));
    expect(posts("/floor/shift")[0]!.body).toEqual({ halls: [], tables: ["T1", "H1"] });
  });

  it("shows a manager without a shift the floor first, picking tables being a choice", async () => {
    role = "manager";
    renderConsole("/console/floor");
    await screen.findByRole("heading", { level: 1, name: "My tables" });
    expect(screen.queryByRole("button", { name: "End shift" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Change tables" }));
    await screen.findByRole("heading", { level: 1, name: "Start your shift" });
  });

  it("sends a whole hall as the hall, not its tables one by one", async () => {
    renderConsole("/console/floor");
    await screen.findByRole("heading", { level: 1, name: "Start your shift" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Table T1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "All of Terrace" }));
    expect((screen.getByRole("checkbox", { name: "Table T2" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Start shift" }));
    await waitFor(() => expect(posts("/floor/shift")).toHaveLength(1));
    expect(posts("/floor/shift")[0]!.body).toEqual({ halls: ["Terrace"], tables: [] });
  });
});

describe("my tables", () => {
  it("shows each of my tables' state in words, since when and what is left to pay; others folded", async () => {
    current = onShift();
    renderConsole("/console/floor");
    const mine = await screen.findByRole("region", { name: "My tables (2)" });
    const cards = within(mine).getAllByRole("listitem");
    expect(cards.map((c) => c.querySelector(".fl-table__name")?.textContent)).toEqual([
      "Table T1",
      "Table T2",
    ]);
    expect(cards[0]!.textContent).toContain("Part paid");
    expect(cards[0]!.textContent).toContain("120.5");
    expect(cards[0]!.textContent).toContain("1 open alert");
    expect(cards[0]!.className).toContain("fl-table--part_paid");
    expect(cards[1]!.textContent).toContain("Ready to serve");
    expect(within(cards[0]!).getByRole("link", { name: "Open order #41" }).getAttribute("href")).toBe(
      "/console/orders/order-1",
    );
    const others = screen.getByText("1 other table").closest("details")!;
    expect(others.open).toBe(false);
    expect(others.textContent).toContain("Served by Ivan");
  });

  it("puts the alerts that need me on top, escalated first and marked, not another waiter's", async () => {
    current = onShift();
    renderConsole("/console/floor");
    const section = await screen.findByRole("region", { name: "2 alerts for you" });
    const items = within(section).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("May leave without paying");
    expect(items[0]!.textContent).toContain("Escalated");
    expect(items[1]!.textContent).toContain("Waiter called");
    expect(items[1]!.textContent).not.toContain("Escalated");
    expect(section.textContent).not.toContain("Payment to confirm");
  });

  it("acknowledges an alert, and says who took it when someone was first (409 alert_taken)", async () => {
    current = onShift();
    renderConsole("/console/floor");
    const section = await screen.findByRole("region", { name: "2 alerts for you" });
    fireEvent.click(
      within(within(section).getAllByRole("listitem")[1]!).getByRole("button", { name: "Acknowledge" }),
    );
    await waitFor(() => expect(posts("/alerts/al-call/acknowledge")).toHaveLength(1));
    await screen.findByText("Taken by Olena");

    acknowledgeReply = {
      status: 409,
      body: {
        success: false,
        error: { code: "alert_taken", message: "Ivan", details: { acknowledged_by: "Ivan" } },
      },
    };
    fireEvent.click(
      within(within(section).getAllByRole("listitem")[0]!).getByRole("button", { name: "Acknowledge" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Ivan already took this alert.");
  });

  it("adds a pushed alert for my table, vibrates and announces it; another waiter's stays quiet", async () => {
    current = onShift();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    renderConsole("/console/floor");
    await screen.findByRole("region", { name: "2 alerts for you" });
    await waitFor(() => expect(pushes.has("floor:alert")).toBe(true));
    act(() => pushes.get("floor:alert")!(alert("al-theirs-2", { table_code: "H1", kind: "payment_failed" })));
    expect(vibrate).not.toHaveBeenCalled();
    act(() => pushes.get("floor:alert")!(alert("al-new", { table_code: "T2", kind: "ready_to_serve" })));
    await screen.findByRole("region", { name: "3 alerts for you" });
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(document.querySelector("[aria-live=polite]")!.textContent).toContain("Ready to serve");
  });
});

describe("phone alerts", () => {
  it("says plainly when this browser has no push, and that alerts still sound here", async () => {
    current = onShift();
    renderConsole("/console/floor");
    const toggle = await screen.findByRole("switch", { name: "Phone alerts" });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(/cannot show phone alerts/).textContent).toContain("still sound");
  });

  function fakePush(subscribe: () => Promise<unknown>) {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    let subscription: unknown = null;
    const registration = {
      pushManager: {
        subscribe: vi.fn(async (options: unknown) => {
          subscription = { ...((await subscribe()) as object), unsubscribe, options };
          return subscription;
        }),
        getSubscription: () => Promise.resolve(subscription),
      },
    };
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: {
        register: vi.fn(() => Promise.resolve(registration)),
        ready: Promise.resolve(registration),
        getRegistration: () => Promise.resolve(registration),
      },
    });
    const permission = { value: "default" as NotificationPermission };
    vi.stubGlobal("PushManager", function PushManager() {});
    vi.stubGlobal("Notification", {
      get permission() {
        return permission.value;
      },
      requestPermission: vi.fn(() => Promise.resolve((permission.value = "granted"))),
    });
    return { registration, unsubscribe, permission };
  }

  it("subscribes on a tap with the server's key and posts it with the console's language; off removes it", async () => {
    const endpoint = "https://push.example/send/abc";
    const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
    const fake = fakePush(() => Promise.resolve({ endpoint, toJSON: () => ({ endpoint, keys }) }));
    current = onShift();
    renderConsole("/console/floor");
    const toggle = await screen.findByRole("switch", { name: "Phone alerts" });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(fake.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: "BPublicKey",
    });
    expect(posts("/push/subscriptions")[0]!.body).toEqual({ endpoint, keys, locale: "en" });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(posts("/push/subscriptions/remove")[0]!.body).toEqual({ endpoint });
    expect(fake.unsubscribe).toHaveBeenCalled();
  });

  it("says so when the browser has no push service to subscribe with", async () => {
    fakePush(() => Promise.reject(new DOMException("push service not available", "AbortError")));
    current = onShift();
    renderConsole("/console/floor");
    const toggle = await screen.findByRole("switch", { name: "Phone alerts" });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await screen.findByText(/Could not turn on phone alerts here/);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(posts("/push/subscriptions")).toHaveLength(0);
  });

  it("says so when notifications are refused", async () => {
    const fake = fakePush(() => Promise.reject(new Error("not reached")));
    vi.mocked(Notification.requestPermission).mockImplementation(() =>
      Promise.resolve((fake.permission.value = "denied")),
    );
    current = onShift();
    renderConsole("/console/floor");
    const toggle = await screen.findByRole("switch", { name: "Phone alerts" });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await screen.findByText(/Notifications are blocked/);
    expect(fake.registration.pushManager.subscribe).not.toHaveBeenCalled();
  });
});

describe("who sees the phone view", () => {
  it("links My tables for waiters and managers, not for the kitchen", async () => {
    renderConsole("/console/floor");
    await screen.findByRole("link", { name: "My tables" });
    cleanup();
    role = "kitchen";
    renderConsole("/console/counter");
    await screen.findByRole("navigation");
    expect(screen.queryByRole("link", { name: "My tables" })).toBeNull();
  });

  it("lands a waiter signing in on a phone on My tables; a manager and a wide screen on the board", () => {
    expect(landingFor("waiter", true)).toBe("/console/floor");
    expect(landingFor("waiter", false)).toBe("/console");
    expect(landingFor("manager", true)).toBe("/console");
    expect(landingFor("kitchen", true)).toBe("/console/kitchen");
  });
});
