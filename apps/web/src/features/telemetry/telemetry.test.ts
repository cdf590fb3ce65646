import { afterEach, describe, expect, it } from "vitest";
import { loadTelemetry, resetTelemetryForTests, setTelemetryTarget, trackMilestone } from "./telemetry";
import type { TelemetryClient } from "./telemetry-client";
import { maskRoute } from "./gesture-capture";
import { routeMilestone, telemetryMode } from "./use-telemetry";

afterEach(() => resetTelemetryForTests());

describe("telemetry before its code has loaded", () => {
  it("queues calls and replays them, in order, on the loaded client", async () => {
    const seen: string[] = [];
    const client = {
      setTarget: (t: { cafe_id: string; mode: string }) => seen.push(`target ${t.cafe_id} ${t.mode}`),
      milestone: (m: string) => seen.push(`milestone ${m}`),
    } as unknown as TelemetryClient;
    setTelemetryTarget("v1", "inside");
    trackMilestone("menu_opened");
    expect(seen).toEqual([]);
    await loadTelemetry(async () => ({ startTelemetry: () => client }));
    expect(seen).toEqual(["target v1 inside", "milestone menu_opened"]);
    trackMilestone("order_created");
    expect(seen[2]).toBe("milestone order_created");
  });

  it("stays off when its code cannot load", async () => {
    trackMilestone("paid");
    await expect(loadTelemetry(() => Promise.reject(new Error("offline")))).resolves.toBeUndefined();
  });
});

describe("what telemetry derives from routes", () => {
  it("masks ids in routes and names route milestones", () => {
    expect(maskRoute("/inside/123456/menu/m-1")).toBe("/inside/:id/menu/m-1");
    expect(maskRoute("/demo/delivery/orders/AbCdEfGhIjKlMnOpQrStUv")).toBe("/demo/delivery/orders/:id");
    expect(routeMilestone("/demo/preview/menu/m-1")).toBe("menu_opened");
    expect(routeMilestone("/inside/123456/cart")).toBe("cart_opened");
    expect(routeMilestone("/demo/preview")).toBeNull();
    expect(telemetryMode("takeaway")).toBe("preorder");
  });
});
