import { describe, expect, it } from "vitest";
import { isCachedCall, isCachedImage, isShellNavigation } from "./offline-cache";

describe("what the guest service worker keeps", () => {
  it("keeps the venue's home, its menus and the menu preview for offline reading", () => {
    expect(isCachedCall("GET", "/api/superapp/homepage/demo")).toBe(true);
    expect(isCachedCall("GET", "/api/superapp/offert/v1/m1")).toBe(true);
    expect(isCachedCall("GET", "/api/preview/demo/prepare?cart_id=abc_DEF-0123456789abcdef")).toBe(true);
    expect(isCachedCall("GET", "/api/superapp/inside/455541/prepare")).toBe(true);
    expect(isCachedCall("GET", "/api/superapp/preorder/demo/prepare/takeaway?cart_id=c1&visitor_id=v1")).toBe(
      true,
    );
  });

  it("never keeps a write, even to a menu path", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"])
      expect(isCachedCall(method, "/api/superapp/homepage/demo")).toBe(false);
  });

  it("never keeps cart, order, payment, staff or telemetry calls", () => {
    for (const path of [
      "/api/cart/abc_DEF-0123456789abcdef",
      "/api/superapp/orders/o1",
      "/api/superapp/preorders/p1",
      "/api/superapp/reservations/r1/payment-form",
      "/api/superapp/delivery/demo/estimate-tariffs",
      "/api/preview/demo/cart",
      "/api/cart/add",
      "/api/staff/session",
      "/api/staff/venues/v1/board",
      "/api/telemetry/event/s1",
      "/api/config",
      "/api/superapp/homepage/demo/extra",
    ])
      expect(isCachedCall("GET", path)).toBe(false);
  });

  it("keeps product photos, not other media or API answers", () => {
    expect(isCachedImage("GET", "/media/demo/salmon.webp")).toBe(true);
    expect(isCachedImage("GET", "/media/demo/salmon.JPG")).toBe(true);
    expect(isCachedImage("POST", "/media/demo/salmon.webp")).toBe(false);
    expect(isCachedImage("GET", "/api/media/salmon.webp")).toBe(false);
  });

  it("answers guest pages offline with the app shell, never the console", () => {
    expect(isShellNavigation("/demo")).toBe(true);
    expect(isShellNavigation("/demo/menu/m1")).toBe(true);
    expect(isShellNavigation("/console")).toBe(false);
    expect(isShellNavigation("/console/orders")).toBe(false);
    expect(isShellNavigation("/api/superapp/homepage/demo")).toBe(false);
  });
});

describe("the rules as the service worker sees them (whole URLs)", () => {
  it("match this origin's menu calls and photos, not another site's", async () => {
    const { onThisOrigin, menuCallPattern, imagePattern } = await import("./offline-cache");
    expect(onThisOrigin(menuCallPattern).test("http://localhost:8350/api/superapp/homepage/demo")).toBe(true);
    expect(onThisOrigin(menuCallPattern).test("https://t.example/api/superapp/orders/o1")).toBe(false);
    expect(onThisOrigin(imagePattern).test("https://t.example/media/demo/a.webp")).toBe(true);
    expect(
      onThisOrigin(imagePattern).exec("https://t.example/x?u=https://t.example/media/a.webp"),
    ).toBeNull();
  });
});

describe("the kept menu answer (the worker's plugin)", () => {
  it("keeps one answer per path, whatever the cart in the query", async () => {
    const { keptMenuAnswerPlugin } = await import("./offline-cache");
    const key = (url: string) => keptMenuAnswerPlugin.cacheKeyWillBeUsed({ request: new Request(url) });
    const first = await key("https://t.example/api/superapp/inside/455541/prepare");
    const later = await key(
      "https://t.example/api/superapp/inside/455541/prepare?cart_id=abc_DEF-0123456789abcdef",
    );
    expect(later).toBe(first);
    expect(first).toBe("https://t.example/api/superapp/inside/455541/prepare");
    expect(await key("https://t.example/api/superapp/inside/455542/prepare")).not.toBe(first);
  });

  it("marks an answer served from the cache as kept, with its body, status and date", async () => {
    const { keptMenuAnswerPlugin, keptAnswerHeader } = await import("./offline-cache");
    const cached = new Response('{"success":true}', {
      status: 200,
      headers: { date: "Sat, 28 Nov 2026 15:00:00 GMT", "content-type": "application/json" },
    });
    const served = await keptMenuAnswerPlugin.cachedResponseWillBeUsed({ cachedResponse: cached });
    expect(served?.headers.get(keptAnswerHeader)).toBe("1");
    expect(served?.headers.get("date")).toBe("Sat, 28 Nov 2026 15:00:00 GMT");
    expect(served?.status).toBe(200);
    expect(await served?.text()).toBe('{"success":true}');
    expect(await keptMenuAnswerPlugin.cachedResponseWillBeUsed({})).toBeUndefined();
  });

  it("is self-contained, so the copy in sw.js runs (no outer names)", async () => {
    const { keptMenuAnswerPlugin, keptAnswerHeader } = await import("./offline-cache");
    const source = String(keptMenuAnswerPlugin.cachedResponseWillBeUsed);
    expect(source).toContain(`"${keptAnswerHeader}"`);
    // Rebuilt from its source alone, as sw.js has it.
    const copy = new Function(
      `return (${source});`,
    )() as typeof keptMenuAnswerPlugin.cachedResponseWillBeUsed;
    const served = await copy({ cachedResponse: new Response("x") });
    expect(served?.headers.get(keptAnswerHeader)).toBe("1");
  });
});
