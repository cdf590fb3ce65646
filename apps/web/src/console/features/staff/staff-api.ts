import { buildPath } from "@tablewise/domain/contract/call";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import {
  addStaffCall,
  endStaffSessionsCall,
  resetStaffPasswordCall,
  setStaffDisabledCall,
  setStaffRoleCall,
  staffAccountsCall,
  unlockStaffSignInCall,
  type AddStaffBody,
} from "@tablewise/domain/contract/staff-accounts";
import { consoleRequest } from "../../lib/console-api";

// The Staff screen's calls, built from the contract's descriptors (contract/staff-accounts.ts). Each
// change sets a state or answers a fresh password, so a repeated click does no harm and none carries an
// idempotency key (a stored answer would have to keep the password).
export const staffQueryKey = (venueId: string) => ["staff", venueId] as const;

export const getStaff = (venueId: string, signal?: AbortSignal) =>
  consoleRequest(buildPath(staffAccountsCall.path, { venueId }), staffAccountsCall.response, { signal }).then(
    (r) => r.data.members,
  );

export const addStaff = (venueId: string, body: AddStaffBody) =>
  consoleRequest(buildPath(addStaffCall.path, { venueId }), addStaffCall.response, {
    method: "POST",
    body,
  }).then((r) => r.data);

export const resetStaffPassword = (venueId: string, staffId: string) =>
  consoleRequest(
    buildPath(resetStaffPasswordCall.path, { venueId, staffId }),
    resetStaffPasswordCall.response,
    {
      method: "POST",
      body: {},
    },
  ).then((r) => r.data);

export const setStaffRole = (venueId: string, staffId: string, role: StaffRole) =>
  consoleRequest(buildPath(setStaffRoleCall.path, { venueId, staffId }), setStaffRoleCall.response, {
    method: "POST",
    body: { role },
  }).then((r) => r.data.member);

export const setStaffDisabled = (venueId: string, staffId: string, disabled: boolean) =>
  consoleRequest(buildPath(setStaffDisabledCall.path, { venueId, staffId }), setStaffDisabledCall.response, {
    method: "POST",
    body: { disabled },
  }).then((r) => r.data.member);

export const endStaffSessions = (venueId: string, staffId: string) =>
  consoleRequest(buildPath(endStaffSessionsCall.path, { venueId, staffId }), endStaffSessionsCall.response, {
    method: "POST",
    body: {},
  }).then((r) => r.data);

export const unlockStaffSignIn = (venueId: string, staffId: string) =>
  consoleRequest(
    buildPath(unlockStaffSignInCall.path, { venueId, staffId }),
    unlockStaffSignInCall.response,
    {
      method: "POST",
      body: {},
    },
  ).then((r) => r.data.member);
