import { buildPath } from "@tablewise/domain/contract/call";
import {
  closeFiscalShiftCall,
  fiscalReceiptsCall,
  fiscalSettingsCall,
  retryFiscalReceiptCall,
  saveFiscalSettingsCall,
  type FiscalSettingsBody,
} from "@tablewise/domain/contract/fiscal";
import { consoleRequest } from "../../lib/console-api";

// The venue's fiscal receipts (docs/fiscal.md), from the contract's descriptors.
export const fiscalKeys = {
  settings: (venueId: string) => ["fiscal", venueId, "settings"] as const,
  receipts: (venueId: string, filter: string) => ["fiscal", venueId, "receipts", filter] as const,
  all: (venueId: string) => ["fiscal", venueId] as const,
};

export const getFiscalSettings = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(fiscalSettingsCall.path, { venueId }), fiscalSettingsCall.response, {
    signal,
  }).then((r) => r.data.settings);

export const saveFiscalSettings = (venueId: string, body: FiscalSettingsBody) =>
  consoleRequest(buildPath(saveFiscalSettingsCall.path, { venueId }), saveFiscalSettingsCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.settings);

export const getFiscalReceipts = (
  venueId: string,
  filter: { status?: "failed"; order_id?: string },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return consoleRequest(
    `${buildPath(fiscalReceiptsCall.path, { venueId })}${query ? `?${query}` : ""}`,
    fiscalReceiptsCall.response,
    { signal },
  ).then((r) => r.data.receipts);
};

export const retryFiscalReceipt = (venueId: string, receiptId: string) =>
  consoleRequest(
    buildPath(retryFiscalReceiptCall.path, { venueId, receiptId }),
    retryFiscalReceiptCall.response,
    {
      method: "POST",
    },
  ).then((r) => r.data.receipt);

export const closeFiscalShift = (venueId: string) =>
  consoleRequest(buildPath(closeFiscalShiftCall.path, { venueId }), closeFiscalShiftCall.response, {
    method: "POST",
  }).then((r) => r.data.closed);
