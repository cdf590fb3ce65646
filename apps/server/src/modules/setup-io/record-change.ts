import type { Tx } from "../../db/client";
import type { StaffActor } from "../staff/staff-actor";

export type SetupChange = { kind: string; target_id: string | null; summary: string };

// Issue 23 point 6: every setup change is recorded with who and when (setupChangesCall), in the same
// transaction as the change. The change log itself (table setup_changes) is built by another helper; this
// seam takes the same arguments and, until then, writes only a log line.
// merged with M1's recordSetupChange at integration
export async function recordSetupChange(_tx: Tx, actor: StaffActor, change: SetupChange): Promise<void> {
  console.info(JSON.stringify({ msg: "setup change", by: actor.name, ...change }));
}
