import { buildPath } from "@tablewise/domain/contract/call";
import {
  bumpTicketCall,
  counterBoardCall,
  createStationCall,
  kitchenSetupCall,
  recallTicketCall,
  removeStationCall,
  saveKitchenRoutesCall,
  stationBoardCall,
  updateStationCall,
  type AutoAccept,
  type StationBody,
  type StationRoute,
} from "@tablewise/domain/contract/kitchen";
import { consoleRequest } from "../../lib/console-api";

// The kitchen's calls, built from the contract's descriptors (contract/kitchen.ts). A bump and a recall
// set a state (idempotent on the server), so a repeated tap does no harm.
export const kitchenSetupKey = (venueId: string) => ["kitchen", "setup", venueId] as const;
export const stationBoardKey = (venueId: string, stationId: string) =>
  ["kitchen", "board", venueId, stationId] as const;
export const counterKey = (venueId: string) => ["kitchen", "counter", venueId] as const;
// A push leaves the server process that committed the change after the commit: a process that dies in
// between loses it (the kitchen crash test saw a station miss a void that way). The station and counter
// screens read their board again this often, so nothing stays missing longer than this.
export const kitchenSafetyPollMs = 15_000;

export const getKitchenSetup = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(kitchenSetupCall.path, { venueId }), kitchenSetupCall.response, { signal }).then(
    (r) => r.data,
  );

export const createStation = (venueId: string, body: StationBody) =>
  consoleRequest(buildPath(createStationCall.path, { venueId }), createStationCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.station);

export const updateStation = (venueId: string, stationId: string, body: StationBody) =>
  consoleRequest(buildPath(updateStationCall.path, { venueId, stationId }), updateStationCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data.station);

export const removeStation = (venueId: string, stationId: string) =>
  consoleRequest(buildPath(removeStationCall.path, { venueId, stationId }), removeStationCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data);

export const saveKitchenRoutes = (venueId: string, routes: StationRoute[], autoAccept: AutoAccept) =>
  consoleRequest(buildPath(saveKitchenRoutesCall.path, { venueId }), saveKitchenRoutesCall.response, {
    method: "POST",
    body: { routes, auto_accept: autoAccept },
  }).then((r) => r.data);

export const getStationBoard = (venueId: string, stationId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(stationBoardCall.path, { venueId, stationId }), stationBoardCall.response, {
    signal,
  }).then((r) => r.data);

export const bumpTicket = (venueId: string, ticketId: string, lineId?: string) =>
  consoleRequest(buildPath(bumpTicketCall.path, { venueId, ticketId }), bumpTicketCall.response, {
    method: "POST",
    body: lineId ? { line_id: lineId } : {},
  }).then((r) => r.data.ticket);

export const recallTicket = (venueId: string, ticketId: string) =>
  consoleRequest(buildPath(recallTicketCall.path, { venueId, ticketId }), recallTicketCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data.ticket);

export const getCounter = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(counterBoardCall.path, { venueId }), counterBoardCall.response, { signal }).then(
    (r) => r.data,
  );
