import { buildPath } from "@tablewise/domain/contract/call";
import {
  acknowledgeAlertCall,
  alertTimingsCall,
  endShiftCall,
  floorCall,
  pushKeyCall,
  saveAlertTimingsCall,
  startShiftCall,
  subscribePushCall,
  unsubscribePushCall,
  type AlertTimings,
  type PushSubscriptionBody,
  type ShiftBody,
} from "@tablewise/domain/contract/floor";
import { consoleRequest } from "../../lib/console-api";

// The floor's calls, built from the contract's descriptors (contract/floor.ts).
export const floorKey = (venueId: string) => ["floor", venueId] as const;
export const timingsKey = (venueId: string) => ["floor-timings", venueId] as const;
// A push leaves the process that committed the change after the commit; a dead process loses it. The
// phone view reads its floor again this often, so a missed alert stays missing no longer than this.
export const floorSafetyPollMs = 30_000;

export const getFloor = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(floorCall.path, { venueId }), floorCall.response, { signal }).then((r) => r.data);

export const startShift = (venueId: string, body: ShiftBody) =>
  consoleRequest(buildPath(startShiftCall.path, { venueId }), startShiftCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.shift);

export const endShift = (venueId: string) =>
  consoleRequest(buildPath(endShiftCall.path, { venueId }), endShiftCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data);

export const acknowledgeAlert = (venueId: string, alertId: string) =>
  consoleRequest(buildPath(acknowledgeAlertCall.path, { venueId, alertId }), acknowledgeAlertCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data.alert);

export const getTimings = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(alertTimingsCall.path, { venueId }), alertTimingsCall.response, { signal }).then(
    (r) => r.data.timings,
  );

export const saveTimings = (venueId: string, body: AlertTimings) =>
  consoleRequest(buildPath(saveAlertTimingsCall.path, { venueId }), saveAlertTimingsCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.timings);

export const getPushKey = () =>
  consoleRequest(pushKeyCall.path, pushKeyCall.response).then((r) => r.data.public_key);

export const subscribePush = (body: PushSubscriptionBody) =>
  consoleRequest(subscribePushCall.path, subscribePushCall.response, { method: "POST", body }).then(
    (r) => r.data,
  );

export const unsubscribePush = (endpoint: string) =>
  consoleRequest(unsubscribePushCall.path, unsubscribePushCall.response, {
    method: "POST",
    body: { endpoint },
  }).then((r) => r.data);
