import { sameText, sign } from "./signing";

// SPEC §3 inside session access_code: a per-table secret derived from the table code, so only a guest who
// opened /inside/{code} holds it; it unlocks reading and paying that table's order.
export function createTableAccess(secret: Buffer) {
  const accessCode = (tableCode: string) => sign(secret, "table-access", tableCode).slice(0, 32);
  return {
    accessCode,
    isAccessCode: (tableCode: string, given: string | undefined) =>
      given !== undefined && sameText(accessCode(tableCode), given),
  };
}
export type TableAccess = ReturnType<typeof createTableAccess>;
