import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { Db } from "../../db/client";
import { venues } from "../../db/schema/index";

// Without an SMS provider no phone code reaches anyone, so a venue that requires phone
// verification cannot finish a delivery or takeaway order (client_app.verify_client_phone, SPEC §4) or a
// reservation (reserve.use_phone_verification). Those modes are not offered to guests at all (every read
// of a venue goes through venue.repository.ts), rather than failing at the last step.
export function withoutPhoneGatedModes(venue: Venue): Venue {
  const clientPhone = venue.client_app.verify_client_phone;
  const reservePhone = venue.reserve.use_phone_verification;
  if (!clientPhone && !reservePhone) return venue;
  return {
    ...venue,
    modes: clientPhone ? { ...venue.modes, delivery: false, preorder: false } : venue.modes,
    reserve: reservePhone ? { ...venue.reserve, enabled: false } : venue.reserve,
  };
}

// At start-up without a provider: one warning per venue that loses modes, naming what it loses.
export async function flagPhoneGatedVenues(db: Db, log: FastifyBaseLogger): Promise<number> {
  const rows = await db
    .select({
      id: venues.id,
      link: venues.link,
      clientPhone: sql<boolean>`coalesce((${venues.data}->'client_app'->>'verify_client_phone')::boolean, false)`,
      reservePhone: sql<boolean>`coalesce((${venues.data}->'reserve'->>'use_phone_verification')::boolean, false)`,
      delivery: sql<boolean>`coalesce((${venues.data}->'modes'->>'delivery')::boolean, false)`,
      preorder: sql<boolean>`coalesce((${venues.data}->'modes'->>'preorder')::boolean, false)`,
      reserve: sql<boolean>`coalesce((${venues.data}->'reserve'->>'enabled')::boolean, false)`,
    })
    .from(venues);
  let flagged = 0;
  for (const row of rows) {
    const lost = [
      ...(row.clientPhone && row.delivery ? ["delivery"] : []),
      ...(row.clientPhone && row.preorder ? ["takeaway"] : []),
      ...(row.reservePhone && row.reserve ? ["reservations"] : []),
    ];
    if (lost.length === 0) continue;
    flagged++;
    log.warn(
      { venue: row.id, link: row.link, modes_off: lost },
      `venue "${row.link}" requires phone verification but no SMS provider is configured (SMS_PROVIDER): ${lost.join(", ")} not offered`,
    );
  }
  return flagged;
}
