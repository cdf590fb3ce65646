import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import {
  bumpBodySchema,
  counterBoardSchema,
  kitchenRoutesBodySchema,
  kitchenSetupSchema,
  stationBodySchema,
  type StationBoard,
} from "@tablewise/domain/contract/kitchen";
import { printerBodySchema, printerSchema } from "@tablewise/domain/contract/printers";
import i18next from "i18next";
import { initConsoleI18n } from "../../i18n/console-i18n";
import { consoleRoutes } from "../../app/router";
import { me } from "../../test/fixtures";
import { setupFixture } from "../setup-venue/setup-fixtures";
import { minutesAfter, station, stationBoard, ticket } from "./kitchen-fixtures";
import { polyfillDialog } from "../../test/dialog-polyfill";

// The kitchen's screens against a fetch mock answering in the contract's shapes, and a socket whose
// pushes the test sends: what the kitchen and the manager see, and what the screens send.
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
let role: "manager" | "kitchen" = "kitchen";
let board: StationBoard;
let counter = counterBoardSchema.parse({ preparing: [], ready: [] });
let venuePrinters: unknown[] = [];
const base = "/api/staff/venues/venue-1/kitchen";
const setup = () =>
  kitchenSetupSchema.parse({
    stations: [station],
    routes: [],
    auto_accept: { inside: false, preorder: false, delivery: false },
  });
const offline = printerSchema.parse({
  _id: "pr-1",
  station_id: station._id,
  name: "Hot line",
  host: "192.168.1.40",
  port: 9100,
  width_mm: 80,
  role: "main",
  status: "offline",
  last_error: "ECONNREFUSED",
  last_seen_at: null,
  waiting: 3,
});

// The venue's menu with one category to route.
function menuSetup() {
  const doc = setupFixture();
  doc.menus[0]!.menu.categories = [{ _id: "c-hot", name: "Hot dishes", i18n: [], products: [] }];
  return doc;
}

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
  const bump = /\/tickets\/([\w-]+)\/(bump|recall)$/.exec(url);
  if (url === "/api/staff/session") reply = ok(me(role));
  else if (url === `${base}/stations/${station._id}/board`) reply = ok(board);
  else if (url === `${base}/counter`) reply = ok(counter);
  else if (url === `${base}/setup`) reply = ok(setup());
  else if (url === `${base}/printers` && method === "GET") reply = ok({ printers: venuePrinters });
  else if (/\/tickets\/[\w-]+\/reprint$/.test(url) && method === "POST") reply = ok({ job_id: "job-1" });
  else if (url === `${base}/printers` && method === "POST")
    reply = ok({ printer: { ...offline, ...printerBodySchema.parse(body), _id: "pr-2", status: "unknown" } });
  else if (url === `${base}/stations` && method === "POST")
    reply = ok({ station: { ...station, ...stationBodySchema.parse(body), _id: "st-new", sort: 1 } });
  else if (url === `${base}/routes` && method === "POST")
    reply = ok({ ...setup(), ...kitchenRoutesBodySchema.parse(body) });
  else if (url === "/api/staff/venues/venue-1/setup") reply = ok(menuSetup());
  else if (bump) {
    const found = [...board.tickets, ...board.recent_bumped].find((t) => t._id === bump[1])!;
    const lineId = bump[2] === "bump" ? bumpBodySchema.parse(body).line_id : undefined;
    const answered =
      bump[2] === "recall"
        ? { ...found, bumped_at: null }
        : lineId
          ? {
              ...found,
              lines: found.lines.map((l) =>
                l.line_id === lineId ? { ...l, bumped_at: minutesAfter(31) } : l,
              ),
            }
          : { ...found, bumped_at: minutesAfter(31) };
    reply = ok({ ticket: answered });
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
  // The kitchen's strings load with its screens; loaded first, a slow machine's first render reads them.
  await i18next.loadNamespaces("kitchen");
  // jsdom lays nothing out; the screen scrolls a picked ticket into view.
  Element.prototype.scrollIntoView ??= () => {};
  polyfillDialog();
});
beforeEach(() => {
  calls = [];
  role = "kitchen";
  venuePrinters = [offline];
  pushes.clear();
  board = stationBoard(
    [ticket(12, { allergy_note: "peanuts" }), ticket(11), ticket(13)].sort((a, b) => a.serial - b.serial),
    {
      recent_bumped: [ticket(9, { bumped_at: minutesAfter(20) })],
    },
  );
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

describe("the station screen", () => {
  it("shows the station's tickets oldest first with the allergy note, and bumps a tapped line", async () => {
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Order 11",
      "Order 12",
      "Order 13",
    ]);
    expect(within(cards[1]!).getByText("peanuts")).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "All day" }).textContent).toContain("Борщ");
    fireEvent.click(within(cards[0]!).getByRole("button", { name: /Varenyky/ }));
    await waitFor(() => expect(posts("/tickets/tk-11/bump")).toHaveLength(1));
    expect(posts("/tickets/tk-11/bump")[0]!.body).toEqual({ line_id: "ln-11-b" });
    await waitFor(() =>
      expect(
        within(cards[0]!)
          .getByRole("button", { name: /Varenyky/ })
          .getAttribute("aria-pressed"),
      ).toBe("true"),
    );
  });

  it("works with a bump bar: a number picks a ticket, Enter bumps it, R recalls the last bumped", async () => {
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    fireEvent.keyDown(window, { key: "2", code: "Digit2" });
    await waitFor(() => expect(screen.getAllByRole("article")[1]!.getAttribute("aria-current")).toBe("true"));
    fireEvent.keyDown(window, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(posts("/tickets/tk-12/bump")).toHaveLength(1));
    expect(posts("/tickets/tk-12/bump")[0]!.body).toEqual({});
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    // The just-bumped ticket is the one R brings back; an Arabic layout's key on R still recalls.
    fireEvent.keyDown(window, { key: "ق", code: "KeyR" });
    await waitFor(() => expect(posts("/tickets/tk-12/recall")).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
  });

  it("says how many open tickets wait beyond a capped board, and counts them in the open total", async () => {
    board = { ...board, open_total: board.tickets.length + 37 };
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    expect(screen.getByText(/^37 more open tickets are not on this screen yet/).getAttribute("role")).toBe(
      "status",
    );
    expect(screen.getByText("40 open tickets")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    // A pushed ticket it does not list: the board is read again rather than guessed.
    const reads = () => calls.filter((c) => c.method === "GET" && c.url.endsWith("/board")).length;
    const before = reads();
    await waitFor(() => expect(pushes.has("kitchen:ticket")).toBe(true));
    act(() => pushes.get("kitchen:ticket")!(ticket(20)));
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(screen.queryByRole("article", { name: "Order 20" })).toBeNull();
  });

  it("merges a pushed ticket of its station and ignores another station's", async () => {
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    await waitFor(() => expect(pushes.has("kitchen:ticket")).toBe(true));
    act(() => {
      pushes.get("kitchen:ticket")!(ticket(14, { kind: "cancel", reason: "Guest left" }));
      pushes.get("kitchen:ticket")!(ticket(15, { station_id: "st-bar" }));
    });
    const cancel = await screen.findByRole("article", { name: "Order 14" });
    expect(cancel.textContent).toContain("CANCELLED");
    expect(cancel.textContent).toContain("Guest left");
    expect(within(cancel).getByRole("button", { name: /Got it/ })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Order 15" })).toBeNull();
  });
  it("strikes out the units a later cancel slip took back, and says a stop-list slip in words", async () => {
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    await waitFor(() => expect(pushes.has("kitchen:ticket")).toBe(true));
    const original = ticket(16);
    act(() => {
      pushes.get("kitchen:ticket")!({
        ...original,
        lines: original.lines.map((l, i) => ({ ...l, cancelled: i === 0 ? 1 : l.quantity })),
      });
      pushes.get("kitchen:ticket")!(ticket(17, { kind: "cancel", reason: "stopped" }));
    });
    const card = await screen.findByRole("article", { name: "Order 16" });
    const [partly, wholly] = within(card).getAllByRole("listitem");
    // Two ordered, one taken back: one to make.
    expect(partly!.textContent).toMatch(/^1 ×\s*Борщ 1 cancelled/);
    expect(partly!.querySelector("del")).toBeNull();
    expect(wholly!.querySelector("del")).not.toBeNull();
    const slip = await screen.findByRole("article", { name: "Order 17" });
    expect(slip.textContent).toContain("On the stop list");
    expect(slip.textContent).not.toContain("stopped");
  });
});

describe("reprinting on the station screen", () => {
  it("offers Reprint on each ticket, a recalled one too, and asks the server for a copy", async () => {
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    const first = screen.getAllByRole("article")[0]!;
    fireEvent.click(await within(first).findByRole("button", { name: /^Reprint.*Order 11$/ }));
    await waitFor(() => expect(posts("/tickets/tk-11/reprint")).toHaveLength(1));
    await screen.findByText("A copy of order 11 is printing.");
    fireEvent.click(screen.getByRole("button", { name: "Recall order 9" }));
    const recalled = await screen.findByRole("article", { name: "Order 9" });
    fireEvent.click(within(recalled).getByRole("button", { name: /Reprint/ }));
    await waitFor(() => expect(posts("/tickets/tk-9/reprint")).toHaveLength(1));
  });

  it("offers no Reprint when only another station has a printer", async () => {
    venuePrinters = [{ ...offline, station_id: "st-bar" }];
    renderConsole(`/console/kitchen/${station._id}`);
    await screen.findByRole("heading", { level: 1, name: "Kitchen" });
    await waitFor(() => expect(calls.some((c) => c.url === `${base}/printers`)).toBe(true));
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /Reprint/ })).toBeNull();
  });
});

describe("the counter screen", () => {
  it("lists orders preparing and ready, and reads again on a counter push", async () => {
    counter = counterBoardSchema.parse({ preparing: [{ serial: 21, order_type: "preorder" }], ready: [] });
    renderConsole("/console/counter");
    const preparing = await screen.findByRole("region", { name: "Preparing" });
    await within(preparing).findByText("21");
    counter = counterBoardSchema.parse({ preparing: [], ready: [{ serial: 21, order_type: "preorder" }] });
    act(() => pushes.get("kitchen:counter")!({}));
    await within(screen.getByRole("region", { name: "Ready" })).findByText("21");
  });
});

describe("kitchen setup", () => {
  it("adds a station in seconds, refusing a late time before the warning without a call", async () => {
    role = "manager";
    renderConsole("/console/setup/kitchen");
    const add = await screen.findByRole("group", { name: "Add station" });
    fireEvent.change(within(add).getByLabelText("Station name"), { target: { value: "Bar" } });
    fireEvent.change(within(add).getByLabelText("Warning after, minutes"), { target: { value: "8" } });
    fireEvent.change(within(add).getByLabelText("Late after, minutes"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Add station" }));
    await screen.findByText("The late time must be after the warning time.");
    expect(posts("/kitchen/stations")).toHaveLength(0);
    fireEvent.change(within(add).getByLabelText("Late after, minutes"), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "Add station" }));
    await waitFor(() => expect(posts("/kitchen/stations")).toHaveLength(1));
    expect(posts("/kitchen/stations")[0]!.body).toEqual({
      name: "Bar",
      warn_after_s: 480,
      late_after_s: 900,
    });
  });

  it("saves routing and auto-accept in one call, and shows an offline printer with its waiting tickets", async () => {
    role = "manager";
    renderConsole("/console/setup/kitchen");
    const printer = await screen.findByRole("listitem", { name: "Hot line" });
    expect(printer.textContent).toContain("Offline");
    expect(printer.textContent).toContain("3 tickets waiting");
    expect(printer.textContent).toContain("ECONNREFUSED");
    fireEvent.change(screen.getByRole("combobox", { name: "Station for Hot dishes" }), {
      target: { value: station._id },
    });
    fireEvent.click(
      within(screen.getByRole("group", { name: "Takeaway" })).getByLabelText("Straight to the kitchen"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save routing" }));
    await waitFor(() => expect(posts("/kitchen/routes")).toHaveLength(1));
    const sent = kitchenRoutesBodySchema.parse(posts("/kitchen/routes")[0]!.body);
    expect(sent.routes).toEqual([{ kind: "category", key: "c-hot", station_id: station._id }]);
    expect(sent.auto_accept).toEqual({ inside: false, preorder: true, delivery: false });
  });

  it("refuses a printer address with a scheme before sending it", async () => {
    role = "manager";
    renderConsole("/console/setup/kitchen");
    const form = await screen.findByRole("form", { name: "Add printer" });
    fireEvent.change(within(form).getByLabelText("Printer name"), { target: { value: "Bar" } });
    fireEvent.change(within(form).getByLabelText("Address (IP or host name)"), {
      target: { value: "http://10.0.0.5/print" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Add printer" }));
    await within(form).findByRole("alert");
    expect(posts("/kitchen/printers")).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText("Address (IP or host name)"), {
      target: { value: "10.0.0.5" },
    });
    fireEvent.change(within(form).getByLabelText("Paper width"), { target: { value: "58" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add printer" }));
    await waitFor(() => expect(posts("/kitchen/printers")).toHaveLength(1));
    expect(posts("/kitchen/printers")[0]!.body).toEqual({
      station_id: station._id,
      name: "Bar",
      host: "10.0.0.5",
      port: 9100,
      width_mm: 58,
      role: "main",
    });
  });
});
