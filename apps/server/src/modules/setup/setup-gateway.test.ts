import { afterEach, describe, expect, it } from "vitest";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { setupClient } from "./setup-test-client";

// Settings › Payment methods offers online payment by the gateway this server takes for the venue
// (payments/gateway-registry.ts), not only by what the venue's row names.
let t: Awaited<ReturnType<typeof createTestApp>> | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const documentOf = async (demo: boolean) => {
  t = await createTestApp({ seed: "demo", demo, app: { staffAuthenticator: testStaffAuthenticator } });
  return setupClient(t.app).document();
};

describe("the setup document's payment gateway", () => {
  it("names the sandbox on a demo server, where a venue naming no gateway takes online payments", async () => {
    expect((await documentOf(true)).payment_gateway).toBe("sandbox");
  });

  it("names none on a production server without a gateway for the venue", async () => {
    expect((await documentOf(false)).payment_gateway).toBeNull();
  });
});
