import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { okEnvelope } from "@tablewise/domain/contract/common";
import { errorCodeOf, request, RequestError, requestTimeoutMs } from "./api-client";

const schema = okEnvelope(z.object({ name: z.string() }));
const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe("api client (SPEC §7 envelopes, §9 time-out)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("returns the parsed body of a success envelope, without cookies", async () => {
    const fetchSpy = respond(200, { success: true, data: { name: "Demo" } });
    await expect(request("/api/x", schema)).resolves.toEqual({ success: true, data: { name: "Demo" } });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: "omit" });
  });

  it("turns an error envelope into a typed error with its code", async () => {
    respond(404, { success: false, error: { code: "not_found", message: "Venue not found" } });
    const error = await request("/api/x", schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: "not_found", status: 404, message: "Venue not found" });
  });

  it("rejects a success envelope that breaks the contract", async () => {
    respond(200, { success: true, data: { name: 42 } });
    await expect(request("/api/x", schema)).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("reports an unknown error with the path when the body is no envelope", async () => {
    respond(502, "<html>bad gateway</html>");
    const error = await request("/api/x", schema).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "-42" });
    expect(String((error as Error).message)).toContain("/api/x");
    expect(errorCodeOf(new Error("plain"))).toBe("-42");
  });

  it("reports a network failure", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(request("/api/x", schema)).rejects.toMatchObject({ code: "network" });
  });

  it("gives up after 60 s", async () => {
    expect(requestTimeoutMs).toBe(60_000);
    const timeout = vi.spyOn(AbortSignal, "timeout");
    respond(200, { success: true, data: { name: "x" } });
    await request("/api/x", schema);
    expect(timeout).toHaveBeenCalledWith(60_000);
  });
});
