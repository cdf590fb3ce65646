import { toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { HttpError } from "./errors";

// A decimal amount a client sent (SPEC §7 wire format) read into minor units, the one place a request's
// money enters the server. An amount that rounds to no money at all (0.001), or lies past what integers
// hold exactly, is a 400 in the envelope: never a refund of nothing, never an overflow.
export function minorUnitsOf(amount: number, field: string): MinorUnits {
  const units = Number.isFinite(amount) && Math.abs(amount) < 1e13 ? toMinorUnits(amount) : Number.NaN;
  if (!(units > 0)) throw new HttpError(400, "bad_request", `${field} must be at least 0.01`, { field });
  return units;
}
