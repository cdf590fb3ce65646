import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOrderSocket } from "./order-socket";

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

type Props = { orderId: string | null; onOrder: (id: string) => void; onReconnect?: () => void };
function Follower({ orderId, onOrder, onReconnect }: Props) {
  useOrderSocket(
    orderId ? { event: "listen_preorder", payload: { preorder_id: orderId } } : null,
    { update: (payload) => onOrder(payload.order._id) },
    onReconnect,
  );
  return null;
}

// The client library is imported lazily; let that import settle.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const push = (fake: Fake, event: string, payload?: unknown) => act(() => fake.handlers.get(event)?.(payload));
const update = (id: string) => ({ type: "preorder", order: { _id: id } });
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
    render(<Follower orderId={null} onOrder={() => {}} />);
    await settle();
    expect(sockets).toEqual([]);
  });

  it("listens on every connect, and tells a reconnect from the first connect", async () => {
    const onReconnect = vi.fn();
    render(<Follower orderId="a1" onOrder={() => {}} onReconnect={onReconnect} />);
    await settle();
    const fake = socketAt(0);
    expect(fake.url).toBe("/order");
    push(fake, "connect");
    expect(fake.emitted).toEqual([["listen_preorder", { preorder_id: "a1" }]]);
    expect(onReconnect).not.toHaveBeenCalled();
    push(fake, "connect");
    expect(fake.emitted).toHaveLength(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it("hands pushes to the handler of the latest render without reconnecting", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Follower orderId="a1" onOrder={first} />);
    await settle();
    view.rerender(<Follower orderId="a1" onOrder={second} />);
    push(socketAt(0), "update", update("a1"));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith("a1");
    expect(sockets).toHaveLength(1);
  });

  it("closes the socket when what it follows changes or the screen goes", async () => {
    const view = render(<Follower orderId="a1" onOrder={() => {}} />);
    await settle();
    view.rerender(<Follower orderId="b2" onOrder={() => {}} />);
    await settle();
    expect(sockets.map((s) => s.isDisconnected)).toEqual([true, false]);
    view.unmount();
    expect(socketAt(1).isDisconnected).toBe(true);
  });

  it("opens no socket when the screen goes before the client library has loaded", async () => {
    const view = render(<Follower orderId="a1" onOrder={() => {}} />);
    view.unmount();
    await settle();
    expect(sockets).toEqual([]);
  });
});
