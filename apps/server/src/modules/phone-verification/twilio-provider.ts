import twilio from "twilio";
import type TwilioRequestClient from "twilio/lib/base/RequestClient";
import { SmsDeliveryError } from "./message-provider";
import type { SendAttempt } from "./send-with-retries";

// SMS through Twilio's official package (Programmable Messaging, POST .../Messages.json).
// Credentials: the account SID with its auth token, or an API key SID and secret (a key can be revoked
// alone); the sender is a number (`from`) or a messaging service SID (Twilio then picks the number).
export type TwilioConfig = {
  accountSid: string;
  authToken?: string;
  apiKey?: string;
  apiSecret?: string;
  from?: string;
  messagingServiceSid?: string;
  // A stand-in's origin (tests, a local mock): every call the package makes goes there instead of
  // https://*.twilio.com. Unset in production.
  baseUrl?: string;
  timeoutMs: number;
};

// The package's own HTTP client, with the request's origin swapped for the stand-in's. The region/edge
// options only rename the twilio.com host, so they cannot reach a local port.
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: string,
    timeout: number,
  ) {
    super({ timeout });
  }
  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const target = new URL(this.origin);
    uri.protocol = target.protocol;
    uri.host = target.host;
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

type TwilioFailure = { status?: unknown; code?: unknown };

// A RestException carries the HTTP status and Twilio's error code (e.g. 21211 invalid 'To' number);
// its message may quote the number, so only the status and code leave here.
const toDeliveryError = (error: unknown): unknown => {
  const { status, code } = (error ?? {}) as TwilioFailure;
  if (typeof status !== "number") return error; // no answer: a network error, retried by withRetries
  const providerCode = typeof code === "number" ? code : undefined;
  return new SmsDeliveryError(
    `Twilio refused the message (HTTP ${status}${providerCode ? `, error ${providerCode}` : ""})`,
    status >= 500,
    status,
    providerCode,
  );
};

export function createTwilioAttempt(config: TwilioConfig): SendAttempt {
  const username = config.apiKey ?? config.accountSid;
  const password = config.apiKey ? config.apiSecret : config.authToken;
  const client = twilio(username, password, {
    accountSid: config.accountSid,
    // Retries are ours (send-with-retries.ts): the package's own retry covers 429 only.
    autoRetry: false,
    timeout: config.timeoutMs,
    ...(config.baseUrl ? { httpClient: new RedirectingRequestClient(config.baseUrl, config.timeoutMs) } : {}),
  });
  return async (to, text) => {
    try {
      await client.messages.create({
        to,
        body: text,
        ...(config.messagingServiceSid
          ? { messagingServiceSid: config.messagingServiceSid }
          : { from: config.from ?? "" }),
      });
    } catch (error) {
      throw toDeliveryError(error);
    }
  };
}
