import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Client, ClientCreateBody } from "@tablewise/domain/contract/client";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isInDeliveryZone } from "@tablewise/domain/rules/delivery-zone";
import { toE164 } from "@tablewise/domain/rules/phone-number";
import { HttpError, notFound } from "../../http/errors";
import { badPhone, type PhoneVerification } from "../phone-verification/index";
import type { VenueRepository } from "../venue/index";
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

// The device that created a client keeps its id and a secret; the id alone (a copied link,
// a shared phone's storage read by hand) never opens the saved addresses. Only the secret's hash is kept.
const secretHashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");
const newClientSecret = () => randomBytes(24).toString("base64url");

export function hasClientSecret(row: ClientRow, secret: string | undefined): boolean {
  if (!secret || !row.secretHash) return false;
  const given = Buffer.from(secretHashOf(secret));
  const kept = Buffer.from(row.secretHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

// Without the device's proof a client shows no saved addresses.
function present(row: ClientRow, isOwner: boolean, secret?: string): Client {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    ...(row.email ? { email: row.email } : {}),
    super_addresses: isOwner ? row.superAddresses : [],
    cafe_id: row.venueId,
    ...(secret ? { client_secret: secret } : {}),
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
    // venue and client_secret is its device's secret (an id without it, or one the server no
    // longer knows, starts a new client). The phone is read with the venue's country as the default and
    // kept in E.164. When the venue verifies phones (client_app), a new client or a changed phone needs
    // the token of a confirmed code for that phone, and the token is used up.
    async save(body: ClientCreateBody): Promise<Client> {
      const venue: Venue | null = await venues.findById(body.cafe_id);
      if (!venue) throw notFound("Venue");
      const phone = toE164(body.phone, venue.country);
      if (!phone) throw badPhone(body.phone);
      const found = await ofVenue(body.client_id, venue._id);
      const current = found && hasClientSecret(found, body.client_secret) ? found : null;
      const now = clock();
      const keepsProof = current?.phone === phone && current.phoneVerifiedAt !== null;
      const isVerified = !keepsProof && (await phones.consume(body.verification_token, venue._id, phone));
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
      if (current) return present(await repo.update(current.id, fields), true);
      const secret = newClientSecret();
      const row = await repo.insert({
        id: newClientId(),
        venueId: venue._id,
        createdAt: now,
        secretHash: secretHashOf(secret),
        ...fields,
      });
      return present(row, true, secret);
    },

    // SPEC §7 GET /clients/profile/{id}: name and phone for the id; the saved addresses only with the
    // device's secret.
    async profile(id: string, secret: string | undefined): Promise<Client> {
      const row = await repo.find(id);
      if (!row) throw notFound("Client");
      return present(row, hasClientSecret(row, secret));
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
