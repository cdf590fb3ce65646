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
