import type { GatewayFactory, Secrets } from "../gateway-factories";
import { createLiqpayGateway, liqpayDefaultApiUrl } from "./liqpay-gateway";
import { memoryRefundAttempts, type RefundAttempts } from "./refund-attempts";

const origin = (url: string | undefined) => {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
};

// A venue naming "liqpay" with the reference LIQPAY_MAIN is served with the
// keys LIQPAY_MAIN_PUBLIC_KEY and LIQPAY_MAIN_PRIVATE_KEY from the environment. LiqPay must reach our
// callback, so PUBLIC_URL is required too; LIQPAY_API_URL (a stand-in, in tests) and LIQPAY_SANDBOX
// (LiqPay's test mode) are shared by every LiqPay venue. Anything missing: null (not configured).
// `attempts`: where refund attempts are recorded; by default in the adapter itself (the registry builds
// one adapter per credentials reference and process, and a restarted process starts empty).
export function liqpayFactory(attempts?: RefundAttempts): GatewayFactory {
  return (ref: string, secrets: Secrets, warn?: (msg: string) => void) => {
    const publicKey = secrets[`${ref}_PUBLIC_KEY`];
    const privateKey = secrets[`${ref}_PRIVATE_KEY`];
    const publicUrl = origin(secrets.PUBLIC_URL);
    const apiUrl = origin(secrets.LIQPAY_API_URL) ?? liqpayDefaultApiUrl;
    if (!publicKey || !privateKey || !publicUrl) return null;
    return createLiqpayGateway({
      publicKey,
      privateKey,
      apiUrl,
      publicUrl,
      sandbox: secrets.LIQPAY_SANDBOX === "true" || secrets.LIQPAY_SANDBOX === "1",
      attempts: attempts ?? memoryRefundAttempts(),
      // The details are LiqPay's order_id (a hash, not our payment id), amounts and error codes.
      warn: (msg, detail) => warn?.(`${msg} ${JSON.stringify({ gateway: "liqpay", ref, ...detail })}`),
    });
  };
}
