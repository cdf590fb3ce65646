import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffCookieName } from "../../modules/staff/staff-cookie";
import { createTestApp } from "../../test/test-app";
import { apiRoutes, isApiPath, unpublishedRoutes } from "./api-routes";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  await t.app.ready();
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, { name?: string }> };
};

describe("the published OpenAPI document", () => {
  it("lists every route the server registers, but the few that are not API calls", () => {
    const published = new Set(apiRoutes.map((r) => key(r.method, r.path)));
    const allowed = new Set(unpublishedRoutes.map((r) => key(r.method, r.url)));
    const served = t.app.servedRoutes.filter((r) => isApiPath(r.url)).map((r) => key(r.method, r.url));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((r) => !published.has(r) && !allowed.has(r))).toEqual([]);
  });

  it("publishes only routes the server serves, each once", () => {
    const served = new Set(t.app.servedRoutes.map((r) => key(r.method, r.url)));
    const published = apiRoutes.map((r) => key(r.method, r.path));
    expect(published.filter((r) => !served.has(r))).toEqual([]);
    expect(published.length).toBe(new Set(published).size);
  });

  it("is served as OpenAPI 3.1 with the staff routes behind the service token or the session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const doc = res.json() as Doc;
    expect(doc.openapi).toBe("3.1.0");
    const board = doc.paths["/api/staff/venues/{venueId}/board"]!.get!;
    expect(board.security).toEqual([{ serviceToken: [] }, { staffSession: [] }]);
    const accept = doc.paths["/api/staff/orders/{id}/accept"]!.post!;
    expect(accept.security).toEqual([{ serviceToken: [] }, { staffSession: [], consoleCsrf: [] }]);
    expect(doc.paths["/api/cart/{cartId}/add"]!.post!.security).toEqual([]);
    // An eat-in order's calls want the table's code or the visitor id, not only the order's id.
    expect(doc.paths["/api/superapp/orders/{id}/fiscal-receipts"]!.get!.security).toEqual([
      { tableAccessCode: [] },
      { visitorId: [] },
    ]);
    expect(doc.components.securitySchemes.staffSession!.name).toBe(staffCookieName);
    // Every answer schema is a real one: no call of the contract answers an undescribed {}.
    const empty = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => {
          const ok = Object.entries(op.responses).find(([s]) => s.startsWith("2"))![1] as {
            content: Record<string, { schema?: object }>;
          };
          const [type, media] = Object.entries(ok.content)[0]!;
          return type === "application/json" && Object.keys(media.schema ?? {}).length === 0;
        })
        .map(([method]) => `${method} ${path}`),
    );
    expect(empty).toEqual(["get /api/openapi.json"]);
  });

  it("has a readable docs page under the app's CSP, with no script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|style=/i);
    expect(res.body).toContain("/api/superapp/orders/{id}/pay");
    // axe: headings step one level (h1, h2, h3) and a scrolling schema block takes keyboard focus.
    expect(res.body).not.toMatch(/<h4/);
    expect(res.body).not.toMatch(/<pre>/);
    const css = await t.app.inject({ method: "GET", url: "/api/docs/docs.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
  });
});
