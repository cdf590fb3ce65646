import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ConsoleApiError, consoleRequest, newIdempotencyKey, onUnauthorized } from "./console-api";
import { keyForIntent, retryUnanswered, settleIntent } from "./intent-keys";

const okSchema = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("console requests", () => {
  it("sends the session cookie same-origin, and a GET carries no CSRF header", async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, data: { n: 1 } }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(consoleRequest("/api/staff/x", okSchema)).resolves.toEqual({
      success: true,
      data: { n: 1 },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.credentials).toBe("same-origin");
    expect(init.headers["x-tablewise-console"]).toBeUndefined();
  });

  it("marks every change with the CSRF header and carries the idempotency key", async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, data: { n: 1 } }));
    vi.stubGlobal("fetch", fetchMock);
    await consoleRequest("/api/staff/orders/x/accept", okSchema, {
      method: "POST",
      body: {},
      idempotencyKey: "key-12345678",
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers["x-tablewise-console"]).toBe("1");
    expect(init.headers["idempotency-key"]).toBe("key-12345678");
    expect(init.body).toBe("{}");
  });

  it("tells the shell about a 401 and throws the server's error", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(
          json(401, { success: false, error: { code: "unauthorized", message: "Sign in" } }),
        ),
    );
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(consoleRequest("/api/staff/x", okSchema)).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
    });
    expect(listener).toHaveBeenCalledOnce();
    off();
  });

  it("a network failure is an error with no status (unanswered)", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await consoleRequest("/api/staff/x", okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect((error as ConsoleApiError).status).toBeNull();
  });
});

describe("idempotency keys per intent", () => {
  it("are url-safe and 8..128 characters (the contract's rule)", () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it("keep the key across an unanswered attempt and make a new one after an answer", () => {
    const first = keyForIntent("order:1:accept");
    settleIntent("order:1:accept", new ConsoleApiError("network", "down", null));
    expect(keyForIntent("order:1:accept")).toBe(first);
    settleIntent("order:1:accept", null);
    expect(keyForIntent("order:1:accept")).not.toBe(first);
    expect(keyForIntent("order:2:accept")).not.toBe(keyForIntent("order:1:accept"));
  });

  it("retry on their own only when no answer came, at most twice", () => {
    const down = new ConsoleApiError("network", "down", null);
    expect(retryUnanswered(0, down)).toBe(true);
    expect(retryUnanswered(2, down)).toBe(false);
    expect(retryUnanswered(0, new ConsoleApiError("conflict", "no", 409))).toBe(false);
  });
});
