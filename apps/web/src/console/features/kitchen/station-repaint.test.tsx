import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ComponentProps, ReactNode } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import i18next from "i18next";
import { initConsoleI18n } from "../../i18n/console-i18n";
import { consoleRoutes } from "../../app/router";
import { me } from "../../test/fixtures";
import { minutesAfter, station, stationBoard, ticket } from "./kitchen-fixtures";
import type * as TicketCardModule from "./ticket-card";

type CardProps = ComponentProps<typeof TicketCardModule.TicketCard>;

// With 60 open tickets, a pushed change to one ticket re-renders that ticket's card only: the cards are
// memoised and every prop but the ticket stays the same object (callbacks, station, clock offset).
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock("./ticket-card", async (importOriginal) => {
  const { memo } = await import("react");
  const real = await importOriginal<typeof TicketCardModule>();
  const inner = (real.TicketCard as unknown as { type: (props: CardProps) => ReactNode }).type;
  return {
    TicketCard: memo((props: CardProps) => {
      renders.set(props.ticket._id, (renders.get(props.ticket._id) ?? 0) + 1);
      return inner(props);
    }),
  };
});
const pushes = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock("socket.io-client", () => ({
  io: () => ({
    on(event: string, listener: (payload: unknown) => void) {
      pushes.set(event, listener);
    },
    disconnect() {},
  }),
}));

const tickets = Array.from({ length: 60 }, (_, i) => ticket(i + 1));
// What the server's board holds now (a refetch after a push reads it).
let served = tickets;
function serve(input: RequestInfo | URL) {
  const url = String(input);
  const body =
    url === "/api/staff/session"
      ? { success: true, data: me("kitchen") }
      : { success: true, data: stationBoard(served) };
  return Promise.resolve(
    new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }),
  );
}

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await initConsoleI18n();
  // The kitchen's strings load with its screens; loaded first, a slow machine's first render reads them.
  await i18next.loadNamespaces("kitchen");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  served = tickets;
});

describe("a station screen with 60 open tickets", () => {
  it("re-renders only the changed ticket's card when one line is bumped elsewhere", async () => {
    vi.stubGlobal("fetch", vi.fn(serve));
    const router = createMemoryRouter(consoleRoutes, { initialEntries: [`/console/kitchen/${station._id}`] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole("article", { name: "Order 60" });
    renders.clear();
    const changed = ticket(30);
    act(() =>
      pushes.get("kitchen:ticket")!({
        ...changed,
        lines: changed.lines.map((l, i) => (i === 0 ? { ...l, bumped_at: minutesAfter(40) } : l)),
      }),
    );
    await screen.findByRole("button", { name: /Борщ.*done/, pressed: true });
    expect([...renders.keys()]).toEqual(["tk-30"]);
  });

  it("re-renders only the cards whose bump-bar digit moves when the oldest ticket is bumped", async () => {
    vi.stubGlobal("fetch", vi.fn(serve));
    const router = createMemoryRouter(consoleRoutes, { initialEntries: [`/console/kitchen/${station._id}`] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole("article", { name: "Order 60" });
    renders.clear();
    served = tickets.slice(1);
    act(() => pushes.get("kitchen:ticket")!({ ...ticket(1), bumped_at: minutesAfter(40) }));
    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "Order 1" })).toBeNull());
    // Tickets 2-10 take the digits 1-9 (and the second becomes the selected one); the other 50 keep
    // every prop and do not re-render, which keeps a bump's repaint short on a slow tablet.
    expect([...renders.keys()].sort()).toEqual(Array.from({ length: 9 }, (_, i) => `tk-${i + 2}`).sort());
  });
});
