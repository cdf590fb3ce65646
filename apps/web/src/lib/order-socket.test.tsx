import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { guestKeys } from "./guest-query";
import { useOrderSocket, type Listen } from "./order-socket";

// A stand-in for socket.io's client: records what is sent, lets the test connect and push.
type Fake = {
  url: string;
  emitted: [string, unknown][];
  handlers: Map<string, (payload?: unknown) => void>;
  isDisconnected: boolean;
};
const sockets = vi.hoisted(() => [] as Fake[]);
vi.mock("socket.io-client", () => {
  // Methods on a prototype, as socket.io's own are: calling one detached from its socket fails.
  class FakeSocket {
    constructor(private readonly fake: Fake) {}
    on(event: string, handler: (payload?: unknown) => void) {
      this.fake.handlers.set(event, handler);
    }
    emit(event: string, payload: unknown) {
      this.fake.emitted.push([event, payload]);
    }
    disconnect() {
      this.fake.isDisconnected = true;
    }
  }
  return {
    io: (url: string) => {
      const fake: Fake = { url, emitted: [], handlers: new Map(), isDisconnected: false };
      sockets.push(fake);
      return new FakeSocket(fake);
    },
  };
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

function Follower({ listen }: { listen: Listen | null }) {
  useOrderSocket(listen);
  return null;
}
const preorder = (id: string): Listen => ({ event: "listen_preorder", payload: { preorder_id: id } });
const renderFollower = (listen: Listen | null) => {
  const view = render(
    <QueryClientProvider client={client}>
      <Follower listen={listen} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    follow: (next: Listen | null) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Follower listen={next} />
        </QueryClientProvider>,
      ),
  };
};

// The client library is imported lazily; let that import settle.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const push = (fake: Fake, event: string, payload?: unknown) => act(() => fake.handlers.get(event)?.(payload));
const update = (id: string, type = "preorder") => ({ type, order: { _id: id } });
const socketAt = (i: number): Fake => {
  const fake = sockets[i];
  if (!fake) throw new Error(`no socket ${i} was opened`);
  return fake;
};

afterEach(() => {
  sockets.length = 0;
});

describe("following on the order socket", () => {
  it("opens no socket while there is nothing to follow", async () => {
    renderFollower(null);
    await settle();
    expect(sockets).toEqual([]);
  });

  it("listens on every connect, so a reconnect asks again for the state as it is", async () => {
    renderFollower(preorder("a1"));
    await settle();
    const fake = socketAt(0);
    expect(fake.url).toBe("/order");
    push(fake, "connect");
    expect(fake.emitted).toEqual([["listen_preorder", { preorder_id: "a1" }]]);
    push(fake, "connect");
    expect(fake.emitted).toHaveLength(2);
  });

  it("sets the followed preorder's query to each pushed state, and only that one", async () => {
    renderFollower(preorder("a1"));
    await settle();
    push(socketAt(0), "update", update("b2"));
    push(socketAt(0), "update", update("a1", "order"));
    expect(client.getQueryData(guestKeys.preorder("b2"))).toBeUndefined();
    expect(client.getQueryData(guestKeys.order("a1"))).toBeUndefined();
    push(socketAt(0), "update", update("a1"));
    expect(client.getQueryData(guestKeys.preorder("a1"))).toEqual({ _id: "a1" });
    expect(sockets).toHaveLength(1);
  });

  it("sets an eat-in order's query from its updates", async () => {
    renderFollower({ event: "listen", payload: { order_id: "o1", access_code: "c", visitor_id: "v" } });
    await settle();
    push(socketAt(0), "update", update("o1", "order"));
    expect(client.getQueryData(guestKeys.order("o1"))).toEqual({ _id: "o1" });
  });

  it("sets the table's waiter call from a valid push and ignores a malformed one", async () => {
    renderFollower({ event: "listen_table", payload: { table: "table-1", access_code: "c" } });
    await settle();
    push(socketAt(0), "waiter_call", { status: "bogus" });
    expect(client.getQueryData(guestKeys.waiterCall("table-1"))).toBeUndefined();
    const coming = {
      status: "coming",
      called_at: "2026-01-01T10:00:00Z",
      acknowledged_at: "2026-01-01T10:01:00Z",
    };
    push(socketAt(0), "waiter_call", coming);
    expect(client.getQueryData(guestKeys.waiterCall("table-1"))).toEqual(coming);
  });

  it("marks the venue's menus stale on its menu change and on a reconnect, not on another venue's", async () => {
    const menus = [...guestKeys.venueMenus("v1"), "preview", ""];
    client.setQueryData(menus, "snapshot");
    const isStale = () => client.getQueryState(menus)?.isInvalidated;
    renderFollower({ event: "listen_venue", payload: { venue_id: "v1" } });
    await settle();
    const fake = socketAt(0);
    push(fake, "connect");
    push(fake, "menu_changed", { venue_id: "v2", at: "2026-01-01T10:00:00Z" });
    expect(isStale()).toBe(false);
    push(fake, "menu_changed", { venue_id: "v1", at: "2026-01-01T10:00:00Z" });
    expect(isStale()).toBe(true);
    client.setQueryData(menus, "refetched");
    expect(isStale()).toBe(false);
    push(fake, "connect");
    expect(isStale()).toBe(true);
  });

  it("closes the socket when what it follows changes or the screen goes", async () => {
    const view = renderFollower(preorder("a1"));
    await settle();
    view.follow(preorder("b2"));
    await settle();
    expect(sockets.map((s) => s.isDisconnected)).toEqual([true, false]);
    view.unmount();
    expect(socketAt(1).isDisconnected).toBe(true);
  });

  it("opens no socket when the screen goes before the client library has loaded", async () => {
    const view = renderFollower(preorder("a1"));
    view.unmount();
    await settle();
    expect(sockets).toEqual([]);
  });
});
