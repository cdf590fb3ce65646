import { eq } from "drizzle-orm";
import type { FiscalSettings, FiscalSettingsBody } from "@tablewise/domain/contract/fiscal";
import type { Db } from "../../db/client";
import { fiscalSettings } from "../../db/schema/index";
import { HttpError } from "../../http/errors";
import { createCheckboxRegister } from "./checkbox-register";
import type { FiscalRegister } from "./fiscal-register";
import type { Sealer } from "./sealed-secret";

export type CheckboxEndpoints = {
  apiUrl: string;
  receiptBase: string;
  clientVersion: string;
  timeoutMs?: number;
};

// The venue's provider settings: the secrets go in sealed and never come back out (the console reads
// only whether one is kept).
export function createFiscalSettings(db: Db, sealer: Sealer, checkbox: CheckboxEndpoints, clock: () => Date) {
  const read = async (venueId: string) =>
    (await db.select().from(fiscalSettings).where(eq(fiscalSettings.venueId, venueId)).limit(1))[0] ?? null;

  const present = (row: Awaited<ReturnType<typeof read>>): FiscalSettings => ({
    provider: row?.provider ?? "none",
    cashier_login: row?.cashierLogin ?? null,
    license_key_set: Boolean(row?.licenseKeySealed),
    cashier_password_set: Boolean(row?.cashierPasswordSealed),
    receipts_for_card: row?.receiptsForCard ?? false,
    receipts_for_cash: row?.receiptsForCash ?? false,
  });

  return {
    get: async (venueId: string) => present(await read(venueId)),

    async save(venueId: string, body: FiscalSettingsBody): Promise<FiscalSettings> {
      const before = await read(venueId);
      const licenseKeySealed = body.license_key
        ? sealer.seal(body.license_key, venueId)
        : (before?.licenseKeySealed ?? null);
      const cashierPasswordSealed = body.cashier_password
        ? sealer.seal(body.cashier_password, venueId)
        : (before?.cashierPasswordSealed ?? null);
      const cashierLogin =
        body.cashier_login === undefined ? (before?.cashierLogin ?? null) : body.cashier_login;
      if (body.provider === "checkbox" && (!licenseKeySealed || !cashierPasswordSealed || !cashierLogin))
        throw new HttpError(
          400,
          "validation_failed",
          "Checkbox needs the license key, the cashier's login and password",
        );
      const values = {
        provider: body.provider,
        cashierLogin,
        licenseKeySealed,
        cashierPasswordSealed,
        receiptsForCard: body.receipts_for_card,
        receiptsForCash: body.receipts_for_cash,
        updatedAt: clock(),
      };
      await db
        .insert(fiscalSettings)
        .values({ venueId, ...values })
        .onConflictDoUpdate({ target: fiscalSettings.venueId, set: values });
      return present({ venueId, ...values });
    },

    async registerFor(venueId: string): Promise<FiscalRegister | null> {
      const row = await read(venueId);
      if (!row || row.provider !== "checkbox" || !row.cashierLogin) return null;
      const licenseKey = row.licenseKeySealed ? sealer.open(row.licenseKeySealed, venueId) : null;
      const password = row.cashierPasswordSealed ? sealer.open(row.cashierPasswordSealed, venueId) : null;
      if (!licenseKey || !password) return null;
      return createCheckboxRegister({ ...checkbox, licenseKey, login: row.cashierLogin, password });
    },
  };
}
export type FiscalSettingsStore = ReturnType<typeof createFiscalSettings>;
