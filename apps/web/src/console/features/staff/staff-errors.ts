import type { TFunction } from "i18next";
import { ConsoleApiError } from "../../lib/console-api";

// The server's refusals the manager can act on, in their language (contract/staff-accounts.ts: 409
// details.reason); anything else with the server's message.
export function staffErrorText(t: TFunction<"staff">, error: unknown): string {
  if (error instanceof ConsoleApiError && error.status === 409) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (reason === "last_manager") return t("errors.lastManager");
    if (reason === "login_taken") return t("errors.loginTaken");
  }
  if (error instanceof ConsoleApiError && error.status === null) return t("errors.network");
  return t("errors.failed", { message: error instanceof Error ? error.message : String(error) });
}

// A 400's field lines ("body.login: email", http/errors.ts validationError) as a code per field, so the
// form shows the server's refusal at the field, in the reader's language.
export function staffFieldCodes(error: unknown): Record<string, string> {
  if (!(error instanceof ConsoleApiError) || error.status !== 400) return {};
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  const codes: Record<string, string> = {};
  if (Array.isArray(fields))
    for (const line of fields) {
      const match = typeof line === "string" ? /^body\.(\w+): (\w+)$/.exec(line) : null;
      if (match) codes[match[1]!] ??= match[2]!;
    }
  return codes;
}
