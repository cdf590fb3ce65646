import { createHash } from "node:crypto";
import { sameText } from "../../security/same-text";

// LiqPay's published protocol, version 3 (liqpay.ua/documentation/en/data_signature, .../api/callback):
// every message is `data` = base64(JSON of the parameters) and `signature` =
// base64(sha1(private_key + data + private_key)), the sha1 taken as its 20 raw bytes. The same pair is
// the checkout's query, the body of a server-to-server API request and the body of LiqPay's callback.

export const liqpayVersion = 3;

export type LiqpayParams = Record<string, string | number | boolean | undefined>;
export type SignedMessage = { data: string; signature: string };

export const encodeData = (params: LiqpayParams) =>
  Buffer.from(JSON.stringify(params), "utf8").toString("base64");

export const signData = (privateKey: string, data: string) =>
  createHash("sha1")
    .update(privateKey + data + privateKey, "utf8")
    .digest("base64");

export const signMessage = (privateKey: string, params: LiqpayParams): SignedMessage => {
  const data = encodeData(params);
  return { data, signature: signData(privateKey, data) };
};

// Compared in constant time (security/same-text.ts), so a forger learns nothing from timing.
export const verifySignature = (privateKey: string, message: SignedMessage) =>
  sameText(signData(privateKey, message.data), message.signature);

// The JSON inside `data`, or null when it is not base64 of a JSON object (only called after the
// signature is verified, or to find which payment an unverified callback names).
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// `data` and `signature` of a form-encoded body (the callback's and the API's), or null.
export function readSignedForm(body: string): SignedMessage | null {
  const form = new URLSearchParams(body);
  const data = form.get("data");
  const signature = form.get("signature");
  return data && signature ? { data, signature } : null;
}

export const formBody = (message: SignedMessage) => new URLSearchParams(message).toString();

// A venue's currency is what its menu shows (the seed's "₴"), LiqPay's is an ISO code (UAH, USD, EUR:
// liqpay.ua/documentation/en/data_signature). Known signs map to their code; a code passes as is.
const currencyOfSign: Record<string, string> = { "₴": "UAH", грн: "UAH", $: "USD", "€": "EUR" };
export const liqpayCurrencies = new Set(["UAH", "USD", "EUR"]);

export function liqpayCurrency(venueCurrency: string): string | null {
  const trimmed = venueCurrency.trim();
  const code = currencyOfSign[trimmed.toLowerCase()] ?? trimmed.toUpperCase();
  return liqpayCurrencies.has(code) ? code : null;
}
