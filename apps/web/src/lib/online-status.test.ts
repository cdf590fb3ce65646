import { afterEach, describe, expect, it, vi } from "vitest";

// Each test starts from a fresh module: the status is module state, as in the page.
async function freshStatus() {
  vi.resetModules();
  return import("./online-status");
}

afterEach(() => vi.restoreAllMocks());

describe("whether the guest is offline (the menu without a signal)", () => {
  it("is online while answers come from the network", async () => {
    const status = await freshStatus();
    status.noteAnswer("Sat, 28 Nov 2026 15:00:00 GMT");
    expect(status.isOffline()).toBe(false);
  });

  it("is offline after a call failed on the network, until an answer comes", async () => {
    const status = await freshStatus();
    status.noteNetworkFailure();
    expect(status.isOffline()).toBe(true);
    status.noteAnswer("Sat, 28 Nov 2026 15:00:05 GMT");
    expect(status.isOffline()).toBe(false);
  });

  it("is offline when the worker answered with its kept copy, and says how old the copy is", async () => {
    const status = await freshStatus();
    status.noteAnswer("Sat, 28 Nov 2026 09:30:00 GMT", true);
    expect(status.isOffline()).toBe(true);
    expect(status.menuServedAt()).toBe(Date.parse("Sat, 28 Nov 2026 09:30:00 GMT"));
    status.noteAnswer("Sat, 28 Nov 2026 15:00:00 GMT");
    expect(status.isOffline()).toBe(false);
  });

  it("is offline when the browser says so, and back online when it says so", async () => {
    const status = await freshStatus();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(status.isOffline()).toBe(true);
    status.noteNetworkFailure();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(status.isOffline()).toBe(false);
  });
});
