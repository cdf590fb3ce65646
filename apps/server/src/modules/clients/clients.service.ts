import type { Client, ClientCreateBody } from "@tablewise/domain/contract/client";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isInDeliveryZone } from "@tablewise/domain/rules/delivery-zone";
import { toE164 } from "@tablewise/domain/rules/phone-number";
import { HttpError, notFound } from "../../http/errors";
import { badPhone, type PhoneVerification } from "../phone-verification/phone-verification.service";
import type { VenueRepository } from "../venue/venue.repository";
import { newClientId, type ClientRepository, type ClientRow } from "./clients.repository";
import { saveAddress } from "./saved-addresses";

type Deps = {
  repo: ClientRepository;
  venues: VenueRepository;
  phones: PhoneVerification;
  clock: () => Date;
};

export const phoneNotVerified = () =>
  new HttpError(403, "forbidden", "Verify the phone number first: send the token of a confirmed code", {
    reason: "phone_not_verified",
  });

function present(row: ClientRow): Client {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    ...(row.email ? { email: row.email } : {}),
    super_addresses: row.superAddresses,
    cafe_id: row.venueId,
  };
}

export function createClientsService({ repo, venues, phones, clock }: Deps) {
  // A client of this venue, or null: a client id of another venue is as good as unknown.
  async function ofVenue(id: string | null | undefined, venueId: string): Promise<ClientRow | null> {
    const row = id ? await repo.find(id) : null;
    return row?.venueId === venueId ? row : null;
  }

  return {
    ofVenue,

    // SPEC §7 POST /clients/create: creates the client, or updates it when client_id names one of this
    // venue (an id the server no longer knows starts a new client). The phone is read with the venue's
    // country as the default and kept in E.164. When the venue verifies phones (client_app), a new
    // client or a changed phone needs the token of a confirmed code for that phone.
    async save(body: ClientCreateBody): Promise<Client> {
      const venue: Venue | null = await venues.findById(body.cafe_id);
      if (!venue) throw notFound("Venue");
      const phone = toE164(body.phone, venue.country);
      if (!phone) throw badPhone(body.phone);
      const current = await ofVenue(body.client_id, venue._id);
      const now = clock();
      const isVerified = await phones.isVerified(body.verification_token, venue._id, phone);
      const keepsProof = current?.phone === phone && current.phoneVerifiedAt !== null;
      if (venue.client_app.verify_client_phone && !keepsProof && !isVerified) throw phoneNotVerified();
      const address = body.super_address && {
        ...body.super_address,
        is_reachable: isInDeliveryZone(body.super_address, venue),
      };
      const fields = {
        name: body.name,
        phone,
        email: body.email ?? current?.email ?? null,
        superAddresses: address
          ? saveAddress(current?.superAddresses ?? [], address)
          : (current?.superAddresses ?? []),
        phoneVerifiedAt: isVerified ? now : keepsProof ? current.phoneVerifiedAt : null,
        updatedAt: now,
      };
      const row = current
        ? await repo.update(current.id, fields)
        : await repo.insert({ id: newClientId(), venueId: venue._id, createdAt: now, ...fields });
      return present(row);
    },

    // SPEC §7 GET /clients/profile/{id}.
    async profile(id: string): Promise<Client> {
      const row = await repo.find(id);
      if (!row) throw notFound("Client");
      return present(row);
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
