import { afterEach, describe, expect, it, vi } from "vitest";
import { takePrefetched } from "../lib/prefetch";
import { prefetchOpeningData } from "./early-prefetch";

// A preview page's prepare call (SPEC §7) starts from the entry, before the router exists.
describe("prefetchOpeningData", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });
  const spyFetch = () => vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"));

  it("starts the preview prepare call of a preview page, with the stored cart", () => {
    localStorage.setItem("cart_id:demo-large:preview", "c1");
    const fetchSpy = spyFetch();
    prefetchOpeningData("/demo-large/preview/menu/large-menu");
    const path = "/api/preview/demo-large/prepare?cart_id=c1";
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(path);
    // The route's loader asks for the same path and gets this response instead of a second request.
    expect(takePrefetched(path)).not.toBeNull();
  });

  it("covers the preview lobby itself and decodes the venue link", () => {
    const fetchSpy = spyFetch();
    prefetchOpeningData("/caf%C3%A9/preview");
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/preview/caf%C3%A9/prepare");
    void takePrefetched("/api/preview/caf%C3%A9/prepare");
  });

  it("starts nothing on other pages or on a malformed address", () => {
    const fetchSpy = spyFetch();
    for (const path of ["/demo", "/demo/previewer", "/demo/menu", "/", "/%E0%A4%A/preview"]) {
      prefetchOpeningData(path);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
