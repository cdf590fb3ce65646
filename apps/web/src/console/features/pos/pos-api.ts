import { buildPath } from "@tablewise/domain/contract/call";
import {
  posJobsCall,
  posSettingsCall,
  retryPosJobCall,
  savePosSettingsCall,
  syncPosMenuCall,
  type PosSettingsBody,
} from "@tablewise/domain/contract/pos";
import { consoleRequest } from "../../lib/console-api";

// The venue's POS (docs/pos.md), from the contract's descriptors.
export const posKeys = {
  settings: (venueId: string) => ["pos", venueId, "settings"] as const,
  jobs: (venueId: string, filter: string) => ["pos", venueId, "jobs", filter] as const,
  all: (venueId: string) => ["pos", venueId] as const,
};

export const getPosSettings = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(posSettingsCall.path, { venueId }), posSettingsCall.response, { signal }).then(
    (r) => r.data.settings,
  );

export const savePosSettings = (venueId: string, body: PosSettingsBody) =>
  consoleRequest(buildPath(savePosSettingsCall.path, { venueId }), savePosSettingsCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.settings);

export const getPosJobs = (
  venueId: string,
  filter: { status?: "failed"; order_id?: string },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return consoleRequest(
    `${buildPath(posJobsCall.path, { venueId })}${query ? `?${query}` : ""}`,
    posJobsCall.response,
    { signal },
  ).then((r) => r.data.jobs);
};

export const retryPosJob = (venueId: string, jobId: string) =>
  consoleRequest(buildPath(retryPosJobCall.path, { venueId, jobId }), retryPosJobCall.response, {
    method: "POST",
  }).then((r) => r.data.job);

export const syncPosMenu = (venueId: string) =>
  consoleRequest(buildPath(syncPosMenuCall.path, { venueId }), syncPosMenuCall.response, {
    method: "POST",
  }).then((r) => r.data);
