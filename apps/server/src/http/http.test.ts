import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { createTestApp } from "../test/test-app";
import { HttpError } from "./errors";

// The shared error and not-found handling: every failure is an envelope with the right status.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // Routes of this test only: the foundation has no body-taking call yet.
  t.app.post("/api/test/echo", async (request) => ({ success: true, data: request.body }));
  t.app.get("/api/test/boom", async () => {
    throw new Error("secret connection string postgres://user:pw@db");
  });
  t.app.get("/api/test/conflict", async () => {
    throw new HttpError(409, "conflict", "Already taken");
  });
});
afterAll(() => t.close());

const envelope = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).error;
const post = (payload: string, contentType = "application/json") =>
  t.app.inject({ method: "POST", url: "/api/test/echo", headers: { "content-type": contentType }, payload });

describe("request bodies", () => {
  it("accepts a JSON body within the limit", async () => {
    const res = await post(JSON.stringify({ a: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { a: 1 } });
  });

  it("takes an empty body with a JSON content type as no body", async () => {
    const res = await post("");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it("answers malformed JSON with 400 bad_request", async () => {
    const res = await post("{oops");
    expect(res.statusCode).toBe(400);
    expect(envelope(res.body)).toEqual({ code: "bad_request", message: "Malformed JSON body" });
  });

  it("refuses prototype poisoning", async () => {
    const res = await post('{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(envelope(res.body).code).toBe("bad_request");
  });

  it("answers a body over 64 KB with 413 payload_too_large", async () => {
    const res = await post(JSON.stringify({ big: "x".repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(envelope(res.body).code).toBe("payload_too_large");
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "application/xml"])(
    "answers a %s body with 415 unsupported_media_type",
    async (type) => {
      const res = await post("a=1", type);
      expect(res.statusCode).toBe(415);
      expect(envelope(res.body).code).toBe("unsupported_media_type");
    },
  );
});

describe("routes and failures", () => {
  it("answers an unknown api route with a 404 envelope, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/superapp/nothing-here?x=1" });
      expect(res.statusCode).toBe(404);
      expect(envelope(res.body)).toEqual({
        code: "not_found",
        message: `No route ${method} /api/superapp/nothing-here`,
      });
    }
  });

  it("turns an unexpected error into a 500 internal envelope that leaks nothing", async () => {
    const res = await t.app.inject("/api/test/boom");
    expect(res.statusCode).toBe(500);
    const error = envelope(res.body);
    expect(error.code).toBe("internal");
    expect(res.body).not.toMatch(/secret|postgres|stack|at /);
    expect(error.message).toContain(String(res.headers["x-request-id"]));
  });

  it("passes a deliberate HttpError through with its status and code", async () => {
    const res = await t.app.inject("/api/test/conflict");
    expect(res.statusCode).toBe(409);
    expect(envelope(res.body)).toEqual({ code: "conflict", message: "Already taken" });
  });
});

describe("static files without a built app", () => {
  it("serves demo media with a long cache", async () => {
    const res = await t.app.inject("/media/demo/coffee-classic.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=604800");
  });

  it("answers missing media with a 404 envelope, not the app page", async () => {
    const res = await t.app.inject({ url: "/media/demo/nothing.svg", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(envelope(res.body).code).toBe("not_found");
  });

  it("answers a page navigation with a 503 page saying how to build the app", async () => {
    const res = await t.app.inject({ url: "/fixture-cafe", headers: { accept: "text/html,*/*;q=0.8" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("npm run build");
  });
});
