import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { createWorkQueue } from "./work-queue";

// Heavy work runs a few at a time; past the queue, or past one venue's share of it, callers are refused
// at once with a 503 naming when to try again.
const limits = { concurrency: 1, maxWaiting: 2, perKey: 2, retryAfterS: 7, what: "things" };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

describe("the work queue", () => {
  it("runs one task at a time and starts the waiting ones in order as each finishes", async () => {
    const q = createWorkQueue(limits);
    const order: string[] = [];
    const first = gate();
    const a = q.run("v1", async () => (await first.opened, order.push("a"), "a"));
    const b = q.run("v2", async () => (order.push("b"), "b"));
    const c = q.run("v3", async () => (order.push("c"), "c"));
    await Promise.resolve();
    expect([q.running, q.waiting]).toEqual([1, 2]);
    expect(order).toEqual([]);
    first.open();
    expect(await Promise.all([a, b, c])).toEqual(["a", "b", "c"]);
    expect(order).toEqual(["a", "b", "c"]);
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it("refuses a caller past the queue with 503 unavailable and retry_after_s, and runs nothing of it", async () => {
    const q = createWorkQueue(limits);
    const first = gate();
    const running = [
      q.run("v1", () => first.opened),
      q.run("v2", async () => {}),
      q.run("v3", async () => {}),
    ];
    let ran = false;
    const err = await refusal(q.run("v4", async () => void (ran = true)));
    expect([err.status, err.code, err.details]).toEqual([503, "unavailable", { retry_after_s: 7 }]);
    expect(() => q.ensureRoom("v5")).toThrow(HttpError);
    first.open();
    await Promise.all(running);
    expect(ran).toBe(false);
    // Drained: room again.
    expect(() => q.ensureRoom("v5")).not.toThrow();
  });

  it("holds one venue to its share: its third call is refused while another venue still gets in", async () => {
    const q = createWorkQueue({ ...limits, maxWaiting: 5 });
    const first = gate();
    const mine = [q.run("v1", () => first.opened), q.run("v1", async () => {})];
    expect((await refusal(q.run("v1", async () => {}))).status).toBe(503);
    const other = q.run("v2", async () => "other");
    first.open();
    await Promise.all(mine);
    expect(await other).toBe("other");
  });

  it("frees the place of a task that failed", async () => {
    const q = createWorkQueue({ ...limits, perKey: 1 });
    await expect(q.run("v1", async () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await q.run("v1", async () => "again")).toBe("again");
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });
});
