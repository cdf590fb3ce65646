import type { Env } from "../../config/env";
import { createHttpSmsAttempt } from "./http-sms-provider";
import type { MessageProvider } from "./message-provider";
import { defaultRetryPolicy, withRetries, type RetryPolicy } from "./send-with-retries";
import { smsConfigProblems, smsProviderNameOf, type SmsEnv } from "../../config/sms-settings";
import { createTwilioAttempt } from "./twilio-provider";

// The provider in use, or null when phone codes reach nobody (production without SMS_PROVIDER, or
// "none"). Demo mode without a provider keeps the outbox (`outbox`).
export function messageProviderOf(
  env: SmsEnv & Pick<Env, "DEMO_MODE">,
  outbox: MessageProvider,
  policy: RetryPolicy = defaultRetryPolicy,
): MessageProvider | null {
  const problems = smsConfigProblems(env);
  if (problems.length > 0) throw new Error(`SMS settings: ${problems.map((p) => p.join(" ")).join("; ")}`);
  const name = smsProviderNameOf(env);
  if (name === "twilio")
    return withRetries(
      createTwilioAttempt({
        accountSid: env.TWILIO_ACCOUNT_SID ?? "",
        authToken: env.TWILIO_AUTH_TOKEN,
        apiKey: env.TWILIO_API_KEY,
        apiSecret: env.TWILIO_API_SECRET,
        from: env.TWILIO_FROM,
        messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
        baseUrl: env.TWILIO_BASE_URL,
        timeoutMs: policy.attemptTimeoutMs,
      }),
      policy,
    );
  if (name === "http")
    return withRetries(
      createHttpSmsAttempt({
        url: env.SMS_HTTP_URL ?? "",
        method: env.SMS_HTTP_METHOD ?? "POST",
        format: env.SMS_HTTP_FORMAT ?? "json",
        bodyTemplate: env.SMS_HTTP_BODY,
        authHeader: env.SMS_HTTP_AUTH_HEADER ?? "Authorization",
        authValue: env.SMS_HTTP_AUTH_VALUE,
        sender: env.SMS_HTTP_SENDER ?? "Tablewise",
        successText: env.SMS_HTTP_SUCCESS_TEXT,
      }),
      policy,
    );
  return name === "outbox" ? outbox : null;
}
