import type { APIRequestContext } from "@playwright/test";

// A fresh Ukrainian mobile number per test, so each one verifies its own phone.
export function freshPhone() {
  const tail = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  return { national: `067${tail}`, e164: `+38067${tail}` };
}

// The phone code the demo's message outbox holds for a number (demo mode only, GET /api/dev/outbox).
export async function codeFor(request: APIRequestContext, e164: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(e164)}`);
  const body = (await res.json()) as { data: { messages: { text: string }[] } };
  return /(\d{4})/.exec(body.data.messages[0]!.text)![1]!;
}
