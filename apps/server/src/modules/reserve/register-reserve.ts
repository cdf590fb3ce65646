import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PhoneVerification } from "../phone-verification/phone-verification.service";
import type { VenueRepository } from "../venue/venue.repository";
import { createReserveRepository } from "./reserve.repository";
import { registerReserveRoutes } from "./reserve.routes";
import { createReserveService } from "./reserve.service";

type Deps = { db: Db; venues: VenueRepository; phones: PhoneVerification; clock: () => Date };

// Reservations (issue 6): the SPEC §7 calls, documents and the deposit gateway.
export function registerReserve(app: FastifyInstance, { db, venues, phones, clock }: Deps) {
  const repo = createReserveRepository(db);
  registerReserveRoutes(app, createReserveService({ repo, venues, phones, clock }), repo, clock);
}
