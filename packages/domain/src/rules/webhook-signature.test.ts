import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature";

const body = JSON.stringify({ id: "evt-1", type: "order.created", data: { order_id: "o1" } });
const now = 1_800_000_000;

describe("webhook signatures", () => {
  it("is the hex HMAC-SHA256 of 't.body', the way Stripe signs", async () => {
    const header = await signWebhook(body, ["whsec_a"], now);
    // HMAC-SHA256("whsec_a", "1800000000." + body), computed with Node's crypto.createHmac.
    const mac = "aa94ed065b6d53e096dca1ae1a7c4e38f8a08f45587bd32debd139740dec46bd";
    expect(header).toBe(`t=${now},v1=${mac}`);
  });

  it("verifies a good signature and refuses a tampered body, a wrong secret and an old timestamp", async () => {
    const header = await signWebhook(body, ["whsec_a"], now);
    expect(await verifyWebhookSignature({ header, body, secret: "whsec_a", nowSeconds: now + 10 })).toEqual({
      ok: true,
      timestamp: now,
    });
    const tampered = body.replace("o1", "o2");
    expect(
      (await verifyWebhookSignature({ header, body: tampered, secret: "whsec_a", nowSeconds: now })).ok,
    ).toBe(false);
    expect((await verifyWebhookSignature({ header, body, secret: "whsec_b", nowSeconds: now })).ok).toBe(
      false,
    );
    expect(await verifyWebhookSignature({ header, body, secret: "whsec_a", nowSeconds: now + 301 })).toEqual({
      ok: false,
      reason: "timestamp outside the tolerance",
    });
    for (const bad of [null, "", "t=abc,v1=00", `v1=${"0".repeat(64)}`, `t=${now}`])
      expect(
        (await verifyWebhookSignature({ header: bad, body, secret: "whsec_a", nowSeconds: now })).ok,
      ).toBe(false);
  });

  it("carries one v1 per secret during a rotation, either secret verifying", async () => {
    const header = await signWebhook(body, ["whsec_new", "whsec_old"], now);
    expect(header.split(",").filter((p) => p.startsWith("v1="))).toHaveLength(2);
    for (const secret of ["whsec_new", "whsec_old"])
      expect((await verifyWebhookSignature({ header, body, secret, nowSeconds: now })).ok).toBe(true);
  });
});
