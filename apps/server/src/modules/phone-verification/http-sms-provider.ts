import { SmsDeliveryError } from "./message-provider";
import type { SendAttempt } from "./send-with-retries";

// A generic HTTP adapter most regional SMS gateways fit (TurboSMS, SMSAPI, SMS.ru...; see
// docs/payments-and-messages.md "SMS"): one request per message to a configured URL, its body built from
// a template with the placeholders {to} (E.164, "+380..."), {to_digits} (the same without the plus),
// {text} and {sender}, and one auth header whose value comes from the environment.
export type HttpSmsConfig = {
  url: string;
  method: "POST" | "PUT" | "GET";
  format: "json" | "form";
  // JSON: a JSON document whose string values hold placeholders. Form: a query string
  // (to={to}&text={text}). GET: placeholders go in the URL's query instead and this is unused.
  bodyTemplate?: string;
  authHeader?: string;
  authValue?: string;
  sender: string;
  // Gateways that answer 200 with an error inside (SMS.ru) count as sent only when the body holds this.
  successText?: string;
};

type Values = { to: string; to_digits: string; text: string; sender: string };
const placeholder = /\{(to|to_digits|text|sender)\}/g;
const fill = (template: string, values: Values, escape: (v: string) => string = (v) => v) =>
  template.replace(placeholder, (_, key: keyof Values) => escape(values[key]));

// Values are placed into parsed structure, never pasted into raw text: a text holding quotes, "&" or
// "=" cannot break out of its field. JSON: each string value of the parsed template is filled.
const fillJson = (node: unknown, values: Values): unknown => {
  if (typeof node === "string") return fill(node, values);
  if (Array.isArray(node)) return node.map((n) => fillJson(n, values));
  if (node !== null && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillJson(v, values)]));
  return node;
};

// Form: each value of the parsed query string is filled, then encoded again by URLSearchParams.
const fillForm = (template: string, values: Values) => {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(template)) params.append(key, fill(value, values));
  return params.toString();
};

export function renderHttpSmsRequest(config: HttpSmsConfig, to: string, text: string) {
  const values: Values = { to, to_digits: to.replace(/^\+/, ""), text, sender: config.sender };
  const headers: Record<string, string> = {};
  if (config.authHeader && config.authValue) headers[config.authHeader] = config.authValue;
  if (config.method === "GET")
    return { url: fill(config.url, values, encodeURIComponent), headers, body: undefined };
  const template = config.bodyTemplate ?? "";
  if (config.format === "json") {
    headers["content-type"] = "application/json";
    return { url: config.url, headers, body: JSON.stringify(fillJson(JSON.parse(template), values)) };
  }
  headers["content-type"] = "application/x-www-form-urlencoded";
  return { url: config.url, headers, body: fillForm(template, values) };
}

export function createHttpSmsAttempt(config: HttpSmsConfig): SendAttempt {
  return async (to, text, signal) => {
    const { url, headers, body } = renderHttpSmsRequest(config, to, text);
    // A network failure or the abort rejects here; withRetries counts it as retryable.
    const res = await fetch(url, { method: config.method, headers, body, signal, redirect: "error" });
    const answer = await res.text();
    if (res.status >= 500)
      throw new SmsDeliveryError(`the SMS gateway answered HTTP ${res.status}`, true, res.status);
    if (!res.ok)
      throw new SmsDeliveryError(
        `the SMS gateway refused the message (HTTP ${res.status})`,
        false,
        res.status,
      );
    if (config.successText !== undefined && !answer.includes(config.successText))
      throw new SmsDeliveryError("the SMS gateway answered without its success mark", false, res.status);
  };
}
