import type { Env } from "./env";

// The SMS settings of config/env.ts, kept apart from the adapters so that reading the
// environment loads no SMS client. Secrets come from the environment only, never from a venue's JSON.
export type SmsEnv = Partial<
  Pick<Env, "SMS_PROVIDER" | Extract<keyof Env, `TWILIO_${string}` | `SMS_HTTP_${string}`>>
>;

// What is missing or contradictory, as [variable, message] pairs, for the start-up check.
export function smsConfigProblems(e: SmsEnv): [string, string][] {
  const problems: [string, string][] = [];
  if (e.SMS_PROVIDER === "twilio") {
    if (!e.TWILIO_ACCOUNT_SID) problems.push(["TWILIO_ACCOUNT_SID", "is required with SMS_PROVIDER=twilio"]);
    if (!e.TWILIO_AUTH_TOKEN && !(e.TWILIO_API_KEY && e.TWILIO_API_SECRET))
      problems.push(["TWILIO_AUTH_TOKEN", "or TWILIO_API_KEY with TWILIO_API_SECRET is required"]);
    if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID)
      problems.push(["TWILIO_FROM", "or TWILIO_MESSAGING_SERVICE_SID is required"]);
  }
  if (e.SMS_PROVIDER === "http") {
    if (!e.SMS_HTTP_URL) problems.push(["SMS_HTTP_URL", "is required with SMS_PROVIDER=http"]);
    if ((e.SMS_HTTP_METHOD ?? "POST") !== "GET") {
      if (!e.SMS_HTTP_BODY) problems.push(["SMS_HTTP_BODY", "is required unless SMS_HTTP_METHOD=GET"]);
      else {
        const bad = checkBodyTemplate(e.SMS_HTTP_FORMAT ?? "json", e.SMS_HTTP_BODY);
        if (bad) problems.push(["SMS_HTTP_BODY", bad]);
      }
    }
  }
  return problems;
}

export type SmsProviderName = "twilio" | "http" | "outbox";

// Which provider the settings name: null when phone codes reach nobody (production without
// SMS_PROVIDER, or "none"); the outbox in demo mode without one.
export function smsProviderNameOf(env: SmsEnv & Pick<Env, "DEMO_MODE">): SmsProviderName | null {
  if (env.SMS_PROVIDER === "twilio" || env.SMS_PROVIDER === "http") return env.SMS_PROVIDER;
  if (env.SMS_PROVIDER === "none" || !env.DEMO_MODE) return null;
  return "outbox";
}

// Checked at start-up (config/env.ts) so a broken template stops the server, not the first guest.
export function checkBodyTemplate(format: "json" | "form", template: string): string | null {
  if (format === "form") return null;
  try {
    JSON.parse(template);
    return null;
  } catch {
    return "must be valid JSON (placeholders such as {to} go inside string values)";
  }
}
